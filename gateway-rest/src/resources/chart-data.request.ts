import { badRequest } from '../core/errors';
import { isPlainObject } from '../core/json-schema';
import { parseBooleanField, parseIntegerField } from '../core/marshmallow-fields';
import { pyRepr } from '../core/py-repr';
import type { ChartDataInput, ChartQueryInput, ChartResultType, QueryExtrasInput, QueryFilterInput } from '../gql/graphql';

/** Field-keyed messages, nested like marshmallow's normalized_messages() (list items keyed by index). */
type Errors = Record<string, unknown>;

const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'];
const RESULT_TYPES = ['full', 'results', 'samples', 'query', 'columns', 'drill_detail', 'timegrains', 'post_processed'];
const RESULT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

export interface ParsedQueryContext {
  input: ChartDataInput;
  /** json answers the result list; csv and xlsx answer a file. */
  resultFormat: ResultFormat;
}

const INVALID_INPUT = { _schema: ['Invalid input type.'] };
const MISSING = ['Missing data for required field.'];

/**
 * A Superset QueryContext body (snake_case) -> ChartDataInput. Schema problems are collected
 * and reported together as 400 "Request is incorrect: {...}", like marshmallow.
 */
export function parseQueryContext(body: unknown): ParsedQueryContext {
  if (!isPlainObject(body)) throw requestIsIncorrect(INVALID_INPUT);
  const errors: Errors = {};
  const datasource = parseDatasource(body.datasource, errors);
  const force = optional(body.force, 'force', errors, parseBooleanField, 'Not a valid boolean.') ?? false;
  const resultType = parseChoice(body.result_type, 'result_type', RESULT_TYPES, errors) ?? 'full';
  const resultFormat = (parseChoice(body.result_format, 'result_format', RESULT_FORMATS, errors) ?? 'json') as ResultFormat;
  const customCacheTimeout = optional(body.custom_cache_timeout, 'custom_cache_timeout', errors, parseIntegerField, 'Not a valid integer.');

  const queries: ChartQueryInput[] = [];
  if (body.queries === undefined || body.queries === null) errors.queries = MISSING;
  else if (!Array.isArray(body.queries)) errors.queries = ['Not a valid list.'];
  else if (body.queries.length === 0) errors.queries = ['Shorter than minimum length 1.'];
  else {
    const queryErrors: Errors = {};
    body.queries.forEach((query, index) => {
      const itemErrors: Errors = {};
      if (!isPlainObject(query)) queryErrors[index] = INVALID_INPUT;
      else queries.push(parseQueryObject(query, itemErrors));
      if (Object.keys(itemErrors).length > 0) queryErrors[index] = itemErrors;
    });
    if (Object.keys(queryErrors).length > 0) errors.queries = queryErrors;
  }

  if (Object.keys(errors).length > 0) throw requestIsIncorrect(errors);
  const input: ChartDataInput = {
    datasource: datasource!,
    force,
    resultType: resultType.toUpperCase() as ChartResultType,
    queries,
    ...(body.form_data !== undefined ? { formData: body.form_data } : {}),
    ...(customCacheTimeout !== undefined ? { customCacheTimeout } : {}),
  };
  return { input, resultFormat };
}

function requestIsIncorrect(errors: Errors) {
  return badRequest(`Request is incorrect: ${pyRepr(errors)}`);
}

function parseDatasource(value: unknown, errors: Errors): ChartDataInput['datasource'] | undefined {
  if (value === undefined || value === null) {
    errors.datasource = MISSING;
    return undefined;
  }
  if (!isPlainObject(value)) {
    errors.datasource = INVALID_INPUT;
    return undefined;
  }
  const fieldErrors: Errors = {};
  const id = value.id === undefined ? undefined : parseIntegerField(value.id);
  if (value.id === undefined) fieldErrors.id = MISSING;
  else if (id === undefined) fieldErrors.id = ['Not a valid integer.'];
  const type = parseChoice(value.type, 'type', DATASOURCE_TYPES, fieldErrors);
  if (value.type === undefined) fieldErrors.type = MISSING;
  if (Object.keys(fieldErrors).length > 0) {
    errors.datasource = fieldErrors;
    return undefined;
  }
  return { id: id!, type: type! };
}

function parseChoice(value: unknown, name: string, choices: readonly string[], errors: Errors): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && choices.includes(value)) return value;
  errors[name] = [`Must be one of: ${choices.join(', ')}.`];
  return undefined;
}

/** Reads an optional field; null and absent both mean "not given". */
function optional<T>(
  value: unknown,
  name: string,
  errors: Errors,
  parse: (value: unknown) => T | undefined,
  message: string,
): T | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = parse(value);
  if (parsed === undefined) errors[name] = [message];
  return parsed;
}

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);
const asList = (value: unknown) => (Array.isArray(value) ? value : undefined);
const asObject = (value: unknown) => (isPlainObject(value) ? value : undefined);

/** Superset's deprecated query-object names; the current name wins when both are given. */
const RENAMED_FIELDS: ReadonlyArray<[legacy: string, current: string]> = [
  ['granularity_sqla', 'granularity'],
  ['groupby', 'columns'],
  ['timeseries_limit', 'series_limit'],
  ['timeseries_limit_metric', 'series_limit_metric'],
];

export function parseQueryObject(raw: Record<string, unknown>, errors: Errors): ChartQueryInput {
  const query: Record<string, unknown> = { ...raw };
  for (const [legacy, current] of RENAMED_FIELDS) {
    if (query[legacy] && !query[current]) query[current] = query[legacy];
    delete query[legacy];
  }

  const nonNegative = (name: string) => (value: unknown) => {
    const parsed = parseIntegerField(value);
    if (parsed !== undefined && parsed < 0) errors[name] = [`\`${name}\` must be greater than or equal to 0`];
    return parsed;
  };
  const int = (name: string, parse = parseIntegerField) => optional(query[name], name, errors, parse, 'Not a valid integer.');
  const bool = (name: string) => optional(query[name], name, errors, parseBooleanField, 'Not a valid boolean.');
  const str = (name: string) => optional(query[name], name, errors, asString, 'Not a valid string.');
  const list = (name: string) => optional(query[name], name, errors, asList, 'Not a valid list.');

  const resultType = parseChoice(query.result_type, 'result_type', RESULT_TYPES, errors);
  const input: ChartQueryInput = {
    resultType: resultType?.toUpperCase() as ChartResultType | undefined,
    columns: list('columns'),
    metrics: list('metrics'),
    filters: parseFilters(query.filters, errors),
    extras: parseExtras(query, errors),
    orderby: list('orderby'),
    rowLimit: int('row_limit', nonNegative('row_limit')),
    rowOffset: int('row_offset', nonNegative('row_offset')),
    seriesColumns: list('series_columns'),
    seriesLimit: int('series_limit'),
    seriesLimitMetric: query.series_limit_metric ?? undefined,
    timeRange: str('time_range'),
    timeShift: str('time_shift'),
    granularity: str('granularity'),
    isTimeseries: bool('is_timeseries'),
    orderDesc: bool('order_desc'),
    // The frontend leaves empty slots (undefined -> null) in post_processing; Superset drops them.
    postProcessing: list('post_processing')?.filter(Boolean),
    annotationLayers: list('annotation_layers'),
    urlParams: optional(query.url_params, 'url_params', errors, asObject, 'Not a valid mapping type.'),
    applyFetchValuesPredicate: bool('apply_fetch_values_predicate'),
    isRowcount: bool('is_rowcount'),
    timeOffsets: list('time_offsets') as string[] | undefined,
    appliedTimeExtras: optional(query.applied_time_extras, 'applied_time_extras', errors, asObject, 'Not a valid mapping type.'),
  };
  // Absent fields stay absent so that the server's defaults apply.
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as ChartQueryInput;
}

function parseFilters(value: unknown, errors: Errors): QueryFilterInput[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    errors.filters = ['Not a valid list.'];
    return undefined;
  }
  const filterErrors: Errors = {};
  const filters = value.flatMap((filter, index): QueryFilterInput[] => {
    if (!isPlainObject(filter)) {
      filterErrors[index] = INVALID_INPUT;
      return [];
    }
    const itemErrors: Errors = {};
    if (filter.col === undefined || filter.col === null) itemErrors.col = MISSING;
    if (filter.op === undefined || filter.op === null) itemErrors.op = MISSING;
    else if (typeof filter.op !== 'string') itemErrors.op = ['Not a valid string.'];
    const grain = optional(filter.grain, 'grain', itemErrors, asString, 'Not a valid string.');
    const isExtra = optional(filter.isExtra, 'isExtra', itemErrors, parseBooleanField, 'Not a valid boolean.');
    if (Object.keys(itemErrors).length > 0) {
      filterErrors[index] = itemErrors;
      return [];
    }
    return [
      {
        col: filter.col,
        op: filter.op as string,
        val: filter.val ?? null,
        ...(grain !== undefined ? { grain } : {}),
        ...(isExtra !== undefined ? { isExtra } : {}),
      },
    ];
  });
  if (Object.keys(filterErrors).length > 0) errors.filters = filterErrors;
  return filters;
}

const EXTRAS_FIELDS: ReadonlyArray<[rest: string, graphql: keyof QueryExtrasInput]> = [
  ['where', 'where'],
  ['having', 'having'],
  ['time_grain_sqla', 'timeGrainSqla'],
  ['relative_start', 'relativeStart'],
  ['relative_end', 'relativeEnd'],
];

/** `extras`, with the deprecated top-level where/having moved in unless extras already has them. */
function parseExtras(query: Record<string, unknown>, errors: Errors): QueryExtrasInput | undefined {
  if (query.extras !== undefined && query.extras !== null && !isPlainObject(query.extras)) {
    errors.extras = ['Not a valid mapping type.'];
    return undefined;
  }
  const raw: Record<string, unknown> = { ...(query.extras as Record<string, unknown> | undefined) };
  for (const legacy of ['where', 'having']) {
    if (query[legacy] && !raw[legacy]) raw[legacy] = query[legacy];
  }
  const extras: QueryExtrasInput = {};
  const extrasErrors: Errors = {};
  for (const [rest, graphql] of EXTRAS_FIELDS) {
    const value = optional(raw[rest], rest, extrasErrors, asString, 'Not a valid string.');
    if (value !== undefined) extras[graphql] = value;
  }
  if (Object.keys(extrasErrors).length > 0) errors.extras = extrasErrors;
  return query.extras === undefined && Object.keys(extras).length === 0 ? undefined : extras;
}
