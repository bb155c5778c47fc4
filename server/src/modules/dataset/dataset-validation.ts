/**
 * Shape checks on dataset inputs, with marshmallow's messages keyed by Superset's (snake_case) field names,
 * so REST and GraphQL clients read the same field errors. Pure: returns the errors, the service throws.
 */
import type { CreateDatasetInput, DatasetColumnInput, DatasetMetricInput, GetOrCreateDatasetInput, UpdateDatasetInput } from './dataset.inputs';

export type FieldErrors = Record<string, unknown>;

const lengthBetween = (min: number, max: number) => `Length must be between ${min} and ${max}.`;
const longerThan = (max: number) => `Longer than maximum length ${max}.`;

function checkLength(errors: FieldErrors, field: string, value: string | null | undefined, min: number, max: number): void {
  if (value === undefined || value === null) return;
  if (value.length < min || value.length > max) errors[field] = [min > 0 ? lengthBetween(min, max) : longerThan(max)];
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkJsonObject(errors: FieldErrors, field: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (!isPlainObject(value)) errors[field] = ['JSON not valid'];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkUuid(errors: FieldErrors, value: string | null | undefined): void {
  if (value !== undefined && value !== null && !UUID.test(value)) errors.uuid = ['Not a valid UUID.'];
}

function checkCurrency(errors: FieldErrors, value: unknown): void {
  if (value === undefined || value === null) return;
  const ok =
    isPlainObject(value) &&
    Object.entries(value).every(([k, v]) => (k === 'symbol' || k === 'symbolPosition') && (v === null || typeof v === 'string'));
  if (!ok) errors.currency = ['Invalid currency: expected {symbol, symbolPosition}'];
}

function columnErrors(column: DatasetColumnInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!column.columnName) errors.column_name = [lengthBetween(1, 255)];
  else checkLength(errors, 'column_name', column.columnName, 1, 255);
  checkLength(errors, 'verbose_name', column.verboseName, 0, 1024);
  checkLength(errors, 'advanced_data_type', column.advancedDataType, 0, 255);
  checkLength(errors, 'python_date_format', column.pythonDateFormat, 0, 255);
  checkJsonObject(errors, 'extra', column.extra);
  checkUuid(errors, column.uuid);
  return errors;
}

function metricErrors(metric: DatasetMetricInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!metric.metricName) errors.metric_name = [lengthBetween(1, 255)];
  else checkLength(errors, 'metric_name', metric.metricName, 1, 255);
  if (!metric.expression || !metric.expression.trim()) errors.expression = ['Missing data for required field.'];
  checkLength(errors, 'verbose_name', metric.verboseName, 0, 1024);
  checkLength(errors, 'metric_type', metric.metricType, 0, 32);
  checkLength(errors, 'd3format', metric.d3format, 0, 128);
  checkJsonObject(errors, 'extra', metric.extra);
  checkCurrency(errors, metric.currency);
  checkUuid(errors, metric.uuid);
  return errors;
}

/** `{"0": {...}, "3": {...}}` for the entries of a nested list that have errors. */
function listErrors<T>(items: readonly T[] | null | undefined, check: (item: T) => FieldErrors): FieldErrors | null {
  const out: FieldErrors = {};
  (items ?? []).forEach((item, index) => {
    const errors = check(item);
    if (Object.keys(errors).length) out[String(index)] = errors;
  });
  return Object.keys(out).length ? out : null;
}

const done = (errors: FieldErrors): FieldErrors | null => (Object.keys(errors).length ? errors : null);

export function validateCreateInput(input: CreateDatasetInput | GetOrCreateDatasetInput): FieldErrors | null {
  const errors: FieldErrors = {};
  if (!input.tableName) errors.table_name = [lengthBetween(1, 250)];
  else checkLength(errors, 'table_name', input.tableName, 1, 250);
  checkLength(errors, 'schema', input.schema, 0, 250);
  checkLength(errors, 'catalog', input.catalog, 0, 250);
  if ('uuid' in input) checkUuid(errors, input.uuid);
  return done(errors);
}

export function validateUpdateInput(input: UpdateDatasetInput): FieldErrors | null {
  const errors: FieldErrors = {};
  if (input.tableName !== undefined) {
    if (!input.tableName) errors.table_name = [lengthBetween(1, 250)];
    else checkLength(errors, 'table_name', input.tableName, 1, 250);
  }
  checkLength(errors, 'schema', input.schema, 0, 255);
  checkLength(errors, 'catalog', input.catalog, 0, 250);
  checkLength(errors, 'fetch_values_predicate', input.fetchValuesPredicate, 0, 1000);
  checkLength(errors, 'main_dttm_col', input.mainDttmCol, 0, 250);
  checkJsonObject(errors, 'extra', input.extra);
  checkUuid(errors, input.uuid);
  if (input.folders !== undefined && input.folders !== null && !Array.isArray(input.folders)) errors.folders = ['Not a valid list.'];
  const columns = listErrors(input.columns, columnErrors);
  if (columns) errors.columns = columns;
  const metrics = listErrors(input.metrics, metricErrors);
  if (metrics) errors.metrics = metrics;
  return done(errors);
}
