/**
 * Syncing a dataset's columns with its source (a table's columns, or what a virtual dataset's SELECT
 * returns). Pure: the plan says which rows to insert, update and delete.
 *
 * Unlike Superset's fetch_metadata, what a person edited survives a sync: labels, descriptions, date
 * formats, filterable/groupby and calculated columns (those with an expression) are left alone. Only what
 * the source decides changes: new columns appear, vanished physical ones go, and types follow the source.
 */

export interface ExistingColumn {
  id: number;
  columnName: string;
  type: string | null;
  isDttm: boolean;
  expression: string | null;
}

export interface SourceColumn {
  name: string;
  nativeType: string;
  isDttm: boolean;
}

export interface ColumnSyncPlan {
  insert: { columnName: string; type: string; isDttm: boolean }[];
  update: { id: number; type: string; isDttm: boolean }[];
  remove: number[];
  added: string[];
  modified: string[];
  removed: string[];
  /** The dataset's main datetime column after the sync. */
  mainDttmCol: string | null;
}

const isCalculated = (c: ExistingColumn) => !!c.expression && c.expression.trim() !== '';

/**
 * is_dttm after a type change: a temporal type is a datetime column; a column that stops being temporal
 * stops being one; otherwise the person's choice stays (a string column holding dates they flagged).
 */
export function nextIsDttm(existing: ExistingColumn, source: SourceColumn, isTemporalType: (type: string) => boolean): boolean {
  if (source.isDttm) return true;
  if (existing.type && isTemporalType(existing.type)) return false;
  return existing.isDttm;
}

export function planColumnSync(
  existing: readonly ExistingColumn[],
  source: readonly SourceColumn[],
  currentMainDttmCol: string | null,
  isTemporalType: (type: string) => boolean,
): ColumnSyncPlan {
  const byName = new Map(existing.map((c) => [c.columnName, c]));
  const sourceNames = new Set(source.map((c) => c.name));
  const plan: ColumnSyncPlan = { insert: [], update: [], remove: [], added: [], modified: [], removed: [], mainDttmCol: null };

  for (const col of source) {
    const old = byName.get(col.name);
    if (!old) {
      plan.insert.push({ columnName: col.name, type: col.nativeType, isDttm: col.isDttm });
      plan.added.push(col.name);
      continue;
    }
    // A calculated column that shares a source column's name is the person's definition: it wins.
    if (isCalculated(old)) continue;
    if (old.type === col.nativeType) continue;
    const isDttm = nextIsDttm(old, col, isTemporalType);
    plan.update.push({ id: old.id, type: col.nativeType, isDttm });
    plan.modified.push(col.name);
  }
  for (const old of existing) {
    if (isCalculated(old) || sourceNames.has(old.columnName)) continue;
    plan.remove.push(old.id);
    plan.removed.push(old.columnName);
  }

  const remaining = new Set([...existing.filter((c) => !plan.remove.includes(c.id)).map((c) => c.columnName), ...plan.added]);
  if (currentMainDttmCol && remaining.has(currentMainDttmCol)) {
    plan.mainDttmCol = currentMainDttmCol;
  } else {
    // Superset picks the first temporal column when none is set.
    const shadowed = (name: string) => {
      const old = byName.get(name);
      return !!old && isCalculated(old);
    };
    plan.mainDttmCol = source.find((c) => c.isDttm && !shadowed(c.name))?.name ?? null;
  }
  return plan;
}
