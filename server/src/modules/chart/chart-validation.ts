/**
 * Shape checks on chart inputs with marshmallow's messages, keyed by Superset's field names (ChartPostSchema,
 * ChartPutSchema), so REST and GraphQL clients read the same field errors. Pure: returns the errors and the
 * normalised JSON text; the service throws.
 */
import type { CreateChartInput, UpdateChartInput } from './chart.inputs';

export type FieldErrors = Record<string, string[]>;

/** What ChartPostSchema accepts as datasource_type; only datasets can be charted here (see DATASET_TYPES). */
export const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view', 'sl_table'] as const;
/** The datasource types that name a dataset (table `tables`); the others are SQL Lab objects Tessera does not chart. */
export const DATASET_TYPES: readonly string[] = ['table', 'dataset'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Form data / query context as stored JSON text. Objects are serialised; strings must parse as JSON (the
 * REST payload's text). undefined stays undefined (not given), null stays null.
 */
export function jsonTextOf(value: unknown): { text?: string | null; error?: string } {
  if (value === undefined) return {};
  if (value === null || value === '') return { text: null };
  if (typeof value === 'string') {
    try {
      JSON.parse(value);
      return { text: value };
    } catch {
      return { error: 'JSON not valid' };
    }
  }
  return { text: JSON.stringify(value) };
}

function checkLength(errors: FieldErrors, field: string, value: string | null | undefined, min: number, max: number): void {
  if (value === undefined || value === null) return;
  if (value.length < min || value.length > max) {
    errors[field] = [min > 0 ? `Length must be between ${min} and ${max}.` : `Longer than maximum length ${max}.`];
  }
}

function checkCommon(errors: FieldErrors, input: CreateChartInput | UpdateChartInput): void {
  checkLength(errors, 'viz_type', input.vizType, 0, 250);
  for (const [field, value] of [
    ['params', input.params],
    ['query_context', input.queryContext],
  ] as const) {
    const { error } = jsonTextOf(value);
    if (error) errors[field] = [error];
  }
  if (input.datasourceType !== undefined && input.datasourceType !== null && !(DATASOURCE_TYPES as readonly string[]).includes(input.datasourceType)) {
    errors.datasource_type = [`Must be one of: ${DATASOURCE_TYPES.join(', ')}.`];
  }
  if (input.uuid !== undefined && input.uuid !== null && !UUID.test(input.uuid)) errors.uuid = ['Not a valid UUID.'];
}

const done = (errors: FieldErrors): FieldErrors | null => (Object.keys(errors).length ? errors : null);

export function validateCreateChart(input: CreateChartInput): FieldErrors | null {
  const errors: FieldErrors = {};
  if (input.sliceName === undefined || input.sliceName === null) errors.slice_name = ['Missing data for required field.'];
  else checkLength(errors, 'slice_name', input.sliceName, 1, 250);
  if (input.datasourceId === undefined || input.datasourceId === null) errors.datasource_id = ['Missing data for required field.'];
  if (input.datasourceType === undefined || input.datasourceType === null) errors.datasource_type = ['Missing data for required field.'];
  checkCommon(errors, input);
  return done(errors);
}

export function validateUpdateChart(input: UpdateChartInput): FieldErrors | null {
  const errors: FieldErrors = {};
  if (input.sliceName !== undefined) {
    if (input.sliceName === null) errors.slice_name = ['Field may not be null.'];
    else checkLength(errors, 'slice_name', input.sliceName, 1, 250);
  }
  checkCommon(errors, input);
  return done(errors);
}

/**
 * Whether an update touches only the query context: report and thumbnail workers refresh it on charts they
 * do not own (Superset skips the ownership check for exactly this body).
 */
export function isQueryContextOnly(input: UpdateChartInput): boolean {
  const given = Object.entries(input)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
  return given.length > 0 && given.every((k) => k === 'queryContext' || k === 'queryContextGeneration');
}
