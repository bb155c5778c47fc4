import { columnLabel, modelTitle } from './labels';
import type { ColumnSelection } from './list-request';
import type { ListResource } from './list-resource';
import type { ListKey } from './query-args';

export type Row = Record<string, unknown>;

/**
 * Keeps the requested columns of a fully serialised row. A dotted column keeps one field of a
 * related object (`changed_by.first_name` -> `{"changed_by": {"first_name": ...}}`, null stays
 * null) or of each element of a related list (`owners.id` -> `{"owners": [{"id": ...}]}`).
 */
export function projectRow(row: Row, columns: readonly string[]): Row {
  const out: Row = {};
  const nestedFields = new Map<string, string[]>();
  for (const column of columns) {
    const dot = column.indexOf('.');
    if (dot < 0) {
      out[column] = row[column];
      continue;
    }
    const relation = column.slice(0, dot);
    if (!nestedFields.has(relation)) {
      nestedFields.set(relation, []);
      out[relation] = undefined; // reserves the key's position
    }
    nestedFields.get(relation)!.push(column.slice(dot + 1));
  }
  for (const [relation, fields] of nestedFields) {
    const related = row[relation];
    out[relation] = Array.isArray(related)
      ? related.map((item) => pick(item as Row, fields))
      : related === null || related === undefined
        ? null
        : pick(related as Row, fields);
  }
  return out;
}

function pick(source: Row, fields: readonly string[]): Row {
  return Object.fromEntries(fields.map((field) => [field, source[field]]));
}

const METADATA_KEYS = ['label_columns', 'list_columns', 'order_columns', 'description_columns', 'list_title'] as const;

/**
 * The FAB list body: `count`, `ids`, `result` always; the metadata keys unless `keys` narrows
 * them. Metadata follows the selected columns (`order_columns` is their intersection with the
 * resource's order columns when a subset was requested).
 */
export function shapeListResponse(options: {
  resource: ListResource<string, string>;
  count: number;
  ids: readonly unknown[];
  rows: readonly Row[];
  selection: ColumnSelection;
  keys?: readonly ListKey[];
}): Row {
  const { resource } = options;
  const { columns, restricted } = options.selection;
  const metadata: Record<(typeof METADATA_KEYS)[number], unknown> = {
    label_columns: Object.fromEntries(columns.map((column) => [column, columnLabel(column)])),
    list_columns: [...columns],
    order_columns: restricted
      ? resource.orderColumns.filter((column) => columns.includes(column))
      : [...resource.orderColumns],
    description_columns: {},
    list_title: `List ${modelTitle(resource.modelName)}`,
  };
  const body: Row = {
    count: options.count,
    ids: [...options.ids],
    result: options.rows.map((row) => projectRow(row, columns)),
  };
  for (const key of METADATA_KEYS) {
    if (!options.keys || options.keys.includes(key)) body[key] = metadata[key];
  }
  return body;
}
