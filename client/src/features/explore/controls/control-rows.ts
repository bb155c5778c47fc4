import type { ControlConfig } from '../../../viz/shared/control-panel';

/** Visible controls grouped into rows: a half-width control pairs with the next half-width one. */
export function controlRowsOf(controls: readonly ControlConfig[]): ControlConfig[][] {
  const rows: ControlConfig[][] = [];
  for (const control of controls) {
    const last = rows[rows.length - 1];
    if (control.half && last && last.length === 1 && last[0].half) last.push(control);
    else rows.push([control]);
  }
  return rows;
}
