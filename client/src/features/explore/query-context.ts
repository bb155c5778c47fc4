/**
 * The query context Superset's explore saves with a chart (`query_context`, snake_case): what REST clients get
 * from `GET /api/v1/chart/{id}/data/`, and what an annotation layer sourced from the chart runs. It is the
 * query the chart itself runs (the GraphQL ChartDataInput, camel-cased) written in Superset's names, with the
 * saved form data; the gateway reads it back with the same field table.
 */
import type { ChartDataInput, ChartQueryInput } from '../../gql/graphql';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A query object's fields by Superset's names; filters, post-processing and layers are Superset's shapes already. */
function toQueryObject(query: ChartQueryInput): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (key === 'resultType') object.result_type = String(value).toLowerCase();
    else if (key === 'extras') object.extras = Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [snakeCase(k), v]));
    else object[snakeCase(key)] = value;
  }
  return object;
}

export function toQueryContext(input: ChartDataInput, formData: Record<string, unknown>): Record<string, unknown> {
  return {
    datasource: { id: input.datasource.id, type: input.datasource.type },
    force: false,
    queries: input.queries.map(toQueryObject),
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
