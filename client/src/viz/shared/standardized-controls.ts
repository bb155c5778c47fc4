// What survives a change of chart type (Superset's standardized form data): the metrics and the dimension
// columns, read from the old type's controls and written into the new type's, whatever each type calls them
// (line `metrics` -> big number `metric`, line `groupby` -> pivot `groupbyRows`). Each chart type declares its
// slots once in its plugin; one reader and one writer serve every pair of types. Keys both types share
// (filters, time range, row limit) are carried as they are by the switch itself.
import { isControlVisible, panelControls, type ControlConfig, type ControlPanelConfig } from './control-panel';
import { ensureIsArray, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from './form-data';

/** A chart type's form-data keys holding metrics and dimension columns, in the order they are filled: a
 * single-valued key takes the next value, a multi-valued key takes all that remain. */
export interface StandardizedSlots {
  metrics: readonly string[];
  columns: readonly string[];
}

export const NO_STANDARDIZED_SLOTS: StandardizedSlots = { metrics: [], columns: [] };

/** The carried values; null where the old type has no visible slot of that kind, so the new type keeps its own. */
export interface StandardizedControls {
  metrics: QueryFormMetric[] | null;
  columns: QueryFormColumn[] | null;
}

/** What the current type holds, with what earlier switches carried for a kind it has no slot of: a line's
 * dimensions survive a stop at the big number (which has none) on the way to a pivot table. */
export function carryForward(current: StandardizedControls, earlier: StandardizedControls | null): StandardizedControls {
  return { metrics: current.metrics ?? earlier?.metrics ?? null, columns: current.columns ?? earlier?.columns ?? null };
}

interface SlotOwner {
  controlPanel: ControlPanelConfig;
  standardizedSlots: StandardizedSlots;
}

function slotControls(owner: SlotOwner, keys: readonly string[], formData: QueryFormData): ControlConfig[] {
  const controls = panelControls(owner.controlPanel);
  return keys
    .map((key) => controls.find((control) => control.name === key))
    .filter((control): control is ControlConfig => control !== undefined && isControlVisible(control, formData));
}

/** Whether a control holds a list (metrics, dimensions) rather than one value (metric, entity). */
export function isMultiValued(control: ControlConfig): boolean {
  return control.multi === true || control.type === 'MetricsControl';
}

function distinct<T>(values: T[]): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function readKind<T>(owner: SlotOwner, keys: readonly string[], formData: QueryFormData): T[] | null {
  const controls = slotControls(owner, keys, formData);
  if (controls.length === 0) return null;
  return distinct(controls.flatMap((control) => ensureIsArray(formData[control.name] as T | T[] | null | undefined)));
}

/** The metrics and columns a chart type's form data holds, in slot order, each once. */
export function readStandardizedControls(owner: SlotOwner, formData: QueryFormData): StandardizedControls {
  return {
    metrics: readKind<QueryFormMetric>(owner, owner.standardizedSlots.metrics, formData),
    columns: readKind<QueryFormColumn>(owner, owner.standardizedSlots.columns, formData),
  };
}

function writeKind(owner: SlotOwner, keys: readonly string[], formData: QueryFormData, values: readonly unknown[] | null): QueryFormData {
  if (values === null) return formData;
  const written: QueryFormData = { ...formData };
  let next = 0;
  for (const control of slotControls(owner, keys, formData)) {
    if (isMultiValued(control)) {
      written[control.name] = values.slice(next);
      next = values.length;
    } else if (next < values.length) {
      written[control.name] = values[next];
      next += 1;
    } else {
      // Left unset, so the control's default (or its required-value check) applies.
      delete written[control.name];
    }
  }
  return written;
}

/** The form data with the carried metrics and columns in this chart type's slots (visible ones, given the
 * form data: a raw-records table takes columns into its columns, an aggregate one into its dimensions). */
export function writeStandardizedControls(owner: SlotOwner, formData: QueryFormData, standard: StandardizedControls): QueryFormData {
  const withMetrics = writeKind(owner, owner.standardizedSlots.metrics, formData, standard.metrics);
  return writeKind(owner, owner.standardizedSlots.columns, withMetrics, standard.columns);
}
