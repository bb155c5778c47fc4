// The query behind the filter editor's value list, as a pure function: group the column, count, most frequent
// first, capped at the select's option limit.
import type { ChartDataInput } from '../../../gql/graphql';
import type { ControlDatasource } from './types';

/** Spec 1 section 9: a select lists at most this many options. */
export const FILTER_VALUES_LIMIT = 1000;

export function filterValuesInput(datasource: Pick<ControlDatasource, 'id' | 'type'>, column: string): ChartDataInput {
  const count = { expressionType: 'SIMPLE', aggregate: 'COUNT', column: { column_name: column }, label: '__count' };
  return {
    datasource: { id: datasource.id, type: datasource.type },
    force: false,
    resultType: 'FULL',
    queries: [{ columns: [column], metrics: [count], orderby: [[count, false]], rowLimit: FILTER_VALUES_LIMIT }],
  };
}

/** The values of the column in a result's rows; nulls are left to IS NULL. */
export function filterValuesOf(rows: unknown, column: string): Array<string | number | boolean> {
  if (!Array.isArray(rows)) return [];
  const values: Array<string | number | boolean> = [];
  for (const row of rows) {
    const value = (row as Record<string, unknown> | null)?.[column];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') values.push(value);
  }
  return values;
}
