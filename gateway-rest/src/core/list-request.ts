import type { ListFilterOp, SortDirection } from '../gql/graphql';
import { badRequest } from './errors';
import type { ListResource } from './list-resource';
import { normalizePaging } from './paging';
import { LIST_ARGS_SCHEMA, readRisonArgs, type ListArgs, type ListFilterArg } from './query-args';

/** The variables every GraphQL list query takes (DESIGN §7), mapped from a REST list request. */
export interface ListVariables<TFilterField extends string, TOrderField extends string> {
  filters: Array<{ field: TFilterField; op: ListFilterOp; value: unknown }>;
  orderBy: TOrderField | null;
  orderDirection: SortDirection | null;
  page: number;
  pageSize: number;
}

export interface ListRequest<TFilterField extends string, TOrderField extends string> {
  args: ListArgs;
  selection: ColumnSelection;
  variables: ListVariables<TFilterField, TOrderField>;
}

/** Reads `q` for a list endpoint; the checks run in FAB's order (schema, columns, order, filters, paging). */
export function parseListRequest<TFilterField extends string, TOrderField extends string>(
  rawQuery: unknown,
  resource: ListResource<TFilterField, TOrderField>,
): ListRequest<TFilterField, TOrderField> {
  const args = readRisonArgs<ListArgs>(rawQuery, LIST_ARGS_SCHEMA);
  const selection = selectListColumns(resource.listColumns, args);
  const order = mapListOrder(args.order_column, args.order_direction, resource);
  const filters = mapListFilters(args.filters ?? [], resource);
  const { page, pageSize } = normalizePaging(args.page, args.page_size);
  return { args, selection, variables: { filters, ...order, page, pageSize } };
}

export interface ColumnSelection {
  /** The columns to serialise. */
  columns: readonly string[];
  /** True when the request narrowed them with `columns` or `select_columns`. */
  restricted: boolean;
}

/** `columns` / `select_columns`: keep the requested names that are list columns; none left means all. */
export function selectListColumns(listColumns: readonly string[], args: ListArgs): ColumnSelection {
  if (args.columns !== undefined && args.select_columns !== undefined) {
    throw badRequest('Cannot use both select and sel columns');
  }
  const requested = args.columns ?? args.select_columns ?? [];
  const selected = requested.filter((column, index) => listColumns.includes(column) && requested.indexOf(column) === index);
  return selected.length > 0 ? { columns: selected, restricted: true } : { columns: listColumns, restricted: false };
}

/**
 * `order_column` -> order enum: dots become underscores and the name is upper-cased
 * (`changed_by.first_name` -> CHANGED_BY_FIRST_NAME); display columns sort by the column they
 * display (`changed_on_delta_humanized` -> CHANGED_ON).
 */
export function orderFieldName(orderColumn: string): string {
  return orderColumn.replace(/_delta_humanized$/, '').replace(/\./g, '_').toUpperCase();
}

export function mapListOrder<TOrderField extends string>(
  orderColumn: string | undefined,
  orderDirection: 'asc' | 'desc' | undefined,
  resource: ListResource<string, TOrderField>,
): { orderBy: TOrderField | null; orderDirection: SortDirection | null } {
  if (!orderColumn) {
    return resource.defaultOrder
      ? { orderBy: resource.defaultOrder.field, orderDirection: resource.defaultOrder.direction }
      : { orderBy: null, orderDirection: null };
  }
  const field = resource.orderFields.find((candidate) => candidate === orderFieldName(orderColumn));
  if (!resource.orderColumns.includes(orderColumn) || field === undefined) {
    throw badRequest(`Invalid order by column: ${orderColumn}`);
  }
  return { orderBy: field, orderDirection: orderDirection === 'desc' ? 'DESC' : 'ASC' };
}

/**
 * `filters` -> GraphQL filters: the column upper-cased is the filter field, the operator
 * upper-cased is the ListFilterOp. Values pass through unchanged; an array with an operator other
 * than in/not_in is AND-ed per element by the server.
 */
export function mapListFilters<TFilterField extends string>(
  filters: readonly ListFilterArg[],
  resource: ListResource<TFilterField, string>,
): Array<{ field: TFilterField; op: ListFilterOp; value: unknown }> {
  return filters.map(({ col, opr, value }) => {
    const searchColumn = resource.searchColumns.find((candidate) => candidate.column === col);
    if (!searchColumn) throw badRequest(`Filter column: ${col} not allowed to filter`);
    const operator = searchColumn.operators.find((candidate) => candidate.operator === opr);
    if (!operator) throw badRequest(`Filter operation: ${opr} not allowed on column: ${col}`);
    return {
      // Sound because search columns are typed as the lower-cased GraphQL enum values.
      field: searchColumn.column.toUpperCase() as TFilterField,
      op: operator.operator.toUpperCase() as ListFilterOp,
      value,
    };
  });
}
