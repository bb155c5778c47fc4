/**
 * Operations that reshape without computing: `flatten` (multi-level names -> 'a, b', index -> columns),
 * `rename`, `select` and `sort`, following Superset's pandas_postprocessing module.
 */
import type { JsonValue } from '../../engines';
import { cellText, columnIndex, columnName, compareCells, escapeSeparator, FLATTEN_SEPARATOR, isDataColumn, postProcessingError, type Frame, type KeyCell } from './frame';

export function flatten(frame: Frame, options: Record<string, unknown>): Frame {
  const dropLevels = Array.isArray(options.drop_levels) ? (options.drop_levels as number[]) : [];
  const multi = frame.columns.some((c, i) => isDataColumn(frame, i) && c.key.length > 1);
  let columns = frame.columns;
  if (multi) {
    columns = frame.columns.map((c, i) => {
      if (!isDataColumn(frame, i)) return c;
      const drop = new Set(dropLevels.map((l) => (l < 0 ? c.key.length + l : l)));
      const kept = c.key.filter((_, level) => !drop.has(level));
      const name = kept.filter((cell) => cell !== null).map((cell) => escapeSeparator(cellText(cell))).join(FLATTEN_SEPARATOR);
      return { ...c, key: [name] };
    });
  }
  return { ...frame, columns, indexCount: options.reset_index === false ? frame.indexCount : 0 };
}

export function rename(frame: Frame, options: Record<string, unknown>): Frame {
  const mapping = options.columns;
  if (!mapping || typeof mapping !== 'object' || Array.isArray(mapping)) return frame;
  const renames = mapping as Record<string, unknown>;
  const level = options.level === undefined || options.level === null ? 0 : Number(options.level);
  const columns = frame.columns.map((c, i) => {
    if (!isDataColumn(frame, i)) return c;
    const at = level < 0 ? c.key.length + level : level;
    const cell = c.key[at];
    if (at >= c.key.length || cell === undefined || cell === null) return c;
    const from = cellText(cell);
    if (!(from in renames)) return c;
    const to = renames[from];
    const key = [...c.key];
    key[at] = to === null || to === undefined ? null : (to as KeyCell);
    return { ...c, key };
  });
  return { ...frame, columns };
}

export function select(frame: Frame, options: Record<string, unknown>): Frame {
  const index = frame.columns.slice(0, frame.indexCount).map((_, i) => i);
  let data = frame.columns.map((_, i) => i).filter((i) => isDataColumn(frame, i));
  if (Array.isArray(options.columns) && options.columns.length) data = (options.columns as string[]).map((name) => columnIndex(frame, name));
  if (Array.isArray(options.exclude) && options.exclude.length) {
    const excluded = new Set((options.exclude as string[]).map((name) => columnIndex(frame, name)));
    data = data.filter((i) => !excluded.has(i));
  }
  const keep = [...index, ...data];
  const renames = (options.rename && typeof options.rename === 'object' ? options.rename : {}) as Record<string, string>;
  const columns = keep.map((i) => {
    const c = frame.columns[i];
    const name = columnName(c);
    return name in renames && isDataColumn(frame, i) ? { ...c, key: [renames[name]] } : c;
  });
  return { columns, indexCount: frame.indexCount, rows: frame.rows.map((row) => keep.map((i) => row[i])) };
}

export function sort(frame: Frame, options: Record<string, unknown>): Frame {
  const byIndex = options.is_sort_index === true;
  const by = options.by === undefined || options.by === null ? [] : Array.isArray(options.by) ? (options.by as string[]) : [String(options.by)];
  if (!byIndex && !by.length) throw postProcessingError('Either `by` or `is_sort_index` must be specified for sort');
  const ascendingOption = options.ascending ?? true;
  // A RangeIndex sorts by row position.
  if (byIndex && frame.indexCount === 0) return ascendingOption === false ? { ...frame, rows: [...frame.rows].reverse() } : frame;
  const keys = byIndex ? frame.columns.slice(0, frame.indexCount).map((_, i) => i) : by.map((name) => columnIndex(frame, name));
  const ascending = keys.map((_, k) => (Array.isArray(ascendingOption) ? ascendingOption[k] !== false : ascendingOption !== false));
  const order = frame.rows.map((row, position) => ({ row, position }));
  order.sort((a, b) => {
    for (let k = 0; k < keys.length; k += 1) {
      const x = a.row[keys[k]];
      const y = b.row[keys[k]];
      // Nulls stay last whichever the direction (pandas' na_position='last').
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
        continue;
      }
      const c = compareCells(x, y);
      if (c !== 0) return ascending[k] ? c : -c;
    }
    return a.position - b.position;
  });
  return { ...frame, rows: order.map((o) => o.row as JsonValue[]) };
}
