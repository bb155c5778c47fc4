// The Edit Dataset form's state: a draft built from the stored dataset, validated as the person types, and
// turned into the `updateDataset` input on save. Pure, so the rules are unit-tested without a DOM.
import type { DatasetEditFragment, DatasetKind, UpdateDatasetInput } from '../../gql/graphql';

type StoredColumn = DatasetEditFragment['columns'][number];
type StoredMetric = DatasetEditFragment['metrics'][number];

export interface ColumnDraft {
  /** Stable React key; new rows get a local one. */
  key: string;
  id: number | null;
  columnName: string;
  verboseName: string;
  type: string;
  isDttm: boolean;
  filterable: boolean;
  groupby: boolean;
  description: string;
  /** Set for calculated columns. */
  expression: string;
  pythonDateFormat: string;
  isActive: boolean;
  advancedDataType: string | null;
  extra: unknown;
}

export interface MetricDraft {
  key: string;
  id: number | null;
  metricName: string;
  verboseName: string;
  expression: string;
  d3format: string;
  currencySymbol: string;
  currencyPosition: string;
  warningMarkdown: string;
  certifiedBy: string;
  certificationDetails: string;
  description: string;
  metricType: string | null;
  warningText: string | null;
  /** The metric's other `extra` keys, kept as they were. */
  otherExtra: Record<string, unknown>;
}

export interface DatasetDraft {
  kind: DatasetKind;
  tableName: string;
  schema: string;
  sql: string;
  description: string;
  mainDttmCol: string;
  defaultEndpoint: string;
  offset: string;
  cacheTimeout: string;
  templateParams: string;
  fetchValuesPredicate: string;
  normalizeColumns: boolean;
  alwaysFilterMainDttm: boolean;
  filterSelectEnabled: boolean;
  extraText: string;
  owners: number[];
  columns: ColumnDraft[];
  metrics: MetricDraft[];
}

let nextKey = 0;
export const newKey = (prefix: string) => `${prefix}-new-${++nextKey}`;

const text = (value: string | null | undefined) => value ?? '';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function columnDraft(c: StoredColumn): ColumnDraft {
  return {
    key: `column-${c.id}`,
    id: c.id,
    columnName: c.columnName,
    verboseName: text(c.verboseName),
    type: text(c.type),
    isDttm: c.isDttm,
    filterable: c.filterable,
    groupby: c.groupby,
    description: text(c.description),
    expression: text(c.expression),
    pythonDateFormat: text(c.pythonDateFormat),
    isActive: c.isActive,
    advancedDataType: c.advancedDataType,
    extra: c.extra ?? null,
  };
}

function metricDraft(m: StoredMetric): MetricDraft {
  const extra = isObject(m.extra) ? { ...m.extra } : {};
  const certification = isObject(extra.certification) ? extra.certification : {};
  const warning = extra.warning_markdown;
  delete extra.certification;
  delete extra.warning_markdown;
  const currency = isObject(m.currency) ? m.currency : {};
  return {
    key: `metric-${m.id}`,
    id: m.id,
    metricName: m.metricName,
    verboseName: text(m.verboseName),
    expression: m.expression,
    d3format: text(m.d3format),
    currencySymbol: typeof currency.symbol === 'string' ? currency.symbol : '',
    currencyPosition: typeof currency.symbolPosition === 'string' ? currency.symbolPosition : 'prefix',
    warningMarkdown: typeof warning === 'string' ? warning : '',
    certifiedBy: typeof certification.certified_by === 'string' ? certification.certified_by : '',
    certificationDetails: typeof certification.details === 'string' ? certification.details : '',
    description: text(m.description),
    metricType: m.metricType,
    warningText: m.warningText,
    otherExtra: extra,
  };
}

export function draftFromDataset(d: DatasetEditFragment): DatasetDraft {
  return {
    kind: d.kind,
    tableName: d.tableName,
    schema: text(d.schema),
    sql: text(d.sql),
    description: text(d.description),
    mainDttmCol: text(d.mainDttmCol),
    defaultEndpoint: text(d.defaultEndpoint),
    offset: String(d.offset ?? 0),
    cacheTimeout: d.cacheTimeout === null ? '' : String(d.cacheTimeout),
    templateParams: text(d.templateParams),
    fetchValuesPredicate: text(d.fetchValuesPredicate),
    normalizeColumns: d.normalizeColumns,
    alwaysFilterMainDttm: d.alwaysFilterMainDttm,
    filterSelectEnabled: d.filterSelectEnabled,
    extraText: d.extra === null || d.extra === undefined ? '' : JSON.stringify(d.extra, null, 2),
    owners: d.owners.map((o) => o.id),
    columns: d.columns.map(columnDraft),
    metrics: d.metrics.map(metricDraft),
  };
}

export function emptyMetric(): MetricDraft {
  return {
    key: newKey('metric'),
    id: null,
    metricName: '',
    verboseName: '',
    expression: '',
    d3format: '',
    currencySymbol: '',
    currencyPosition: 'prefix',
    warningMarkdown: '',
    certifiedBy: '',
    certificationDetails: '',
    description: '',
    metricType: null,
    warningText: null,
    otherExtra: {},
  };
}

export function emptyCalculatedColumn(): ColumnDraft {
  return {
    key: newKey('column'),
    id: null,
    columnName: '',
    verboseName: '',
    type: '',
    isDttm: false,
    filterable: true,
    groupby: true,
    description: '',
    expression: '',
    pythonDateFormat: '',
    isActive: true,
    advancedDataType: null,
    extra: null,
  };
}

export const isCalculated = (c: ColumnDraft) => c.id === null || c.expression.trim() !== '';

/** Whether the source query changed: then the columns may no longer match it (spec 1 §5). */
export function sqlChanged(draft: DatasetDraft, stored: DatasetEditFragment): boolean {
  if (draft.kind !== stored.kind) return true;
  return draft.kind === 'VIRTUAL' && draft.sql.trim() !== text(stored.sql).trim();
}

function duplicates(names: string[]): string[] {
  return [...new Set(names.filter((name, i) => name && names.indexOf(name) !== i))];
}

function parseJsonObject(value: string): Record<string, unknown> | null | undefined {
  if (!value.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Every problem that blocks Save, in the order the tabs show them. */
export function validateDraft(draft: DatasetDraft): string[] {
  const errors: string[] = [];
  if (!draft.tableName.trim()) errors.push('Dataset name is required');
  if (draft.kind === 'VIRTUAL' && !draft.sql.trim()) errors.push('A virtual dataset needs a SQL query');
  for (const m of draft.metrics) {
    if (!m.metricName.trim()) errors.push('Every metric needs a name');
    else if (!m.expression.trim()) errors.push(`Metric [${m.metricName}] requires an expression`);
  }
  for (const name of duplicates(draft.metrics.map((m) => m.metricName.trim()))) errors.push(`Metric name [${name}] is duplicated`);
  for (const c of draft.columns) {
    if (!c.columnName.trim()) errors.push('Every column needs a name');
    else if (c.id === null && !c.expression.trim()) errors.push(`Calculated column [${c.columnName}] requires an expression`);
  }
  for (const name of duplicates(draft.columns.map((c) => c.columnName.trim()))) errors.push(`Column name [${name}] is duplicated`);
  if (!/^-?\d+$/.test(draft.offset.trim())) errors.push('Offset must be an integer');
  if (draft.cacheTimeout.trim() && !/^\d+$/.test(draft.cacheTimeout.trim())) errors.push('Cache timeout must be a whole number of seconds');
  if (parseJsonObject(draft.extraText) === undefined) errors.push('Extra must be a JSON object');
  if (draft.templateParams.trim() && parseJsonObject(draft.templateParams) === undefined) errors.push('Template parameters must be a JSON object');
  return errors;
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

function metricExtra(m: MetricDraft): Record<string, unknown> | null {
  const extra: Record<string, unknown> = { ...m.otherExtra };
  if (m.certifiedBy.trim()) extra.certification = { certified_by: m.certifiedBy.trim(), details: orNull(m.certificationDetails.trim()) };
  if (m.warningMarkdown.trim()) extra.warning_markdown = m.warningMarkdown;
  return Object.keys(extra).length ? extra : null;
}

/** The full save payload (Superset saves the whole dataset, columns and metrics included). Call after validateDraft. */
export function toUpdateInput(draft: DatasetDraft): UpdateDatasetInput {
  return {
    tableName: draft.tableName.trim(),
    schema: orNull(draft.schema.trim()),
    sql: draft.kind === 'VIRTUAL' ? draft.sql : null,
    description: orNull(draft.description),
    mainDttmCol: orNull(draft.mainDttmCol),
    defaultEndpoint: orNull(draft.defaultEndpoint.trim()),
    offset: Number(draft.offset.trim()),
    // Spec 1 §3: an empty cache timeout is null (the database's applies).
    cacheTimeout: draft.cacheTimeout.trim() === '' ? null : Number(draft.cacheTimeout.trim()),
    templateParams: orNull(draft.templateParams),
    fetchValuesPredicate: orNull(draft.fetchValuesPredicate),
    normalizeColumns: draft.normalizeColumns,
    alwaysFilterMainDttm: draft.alwaysFilterMainDttm,
    filterSelectEnabled: draft.filterSelectEnabled,
    extra: parseJsonObject(draft.extraText) ?? null,
    owners: draft.owners,
    columns: draft.columns.map((c) => ({
      ...(c.id !== null ? { id: c.id } : {}),
      columnName: c.columnName.trim(),
      verboseName: orNull(c.verboseName),
      type: orNull(c.type),
      isDttm: c.isDttm,
      filterable: c.filterable,
      groupby: c.groupby,
      description: orNull(c.description),
      expression: orNull(c.expression),
      pythonDateFormat: orNull(c.pythonDateFormat),
      isActive: c.isActive,
      advancedDataType: c.advancedDataType,
      extra: c.extra ?? null,
    })),
    metrics: draft.metrics.map((m) => ({
      ...(m.id !== null ? { id: m.id } : {}),
      metricName: m.metricName.trim(),
      verboseName: orNull(m.verboseName),
      expression: m.expression,
      d3format: orNull(m.d3format.trim()),
      currency: m.currencySymbol.trim() ? { symbol: m.currencySymbol.trim(), symbolPosition: m.currencyPosition } : null,
      extra: metricExtra(m),
      description: orNull(m.description),
      metricType: m.metricType,
      warningText: m.warningText,
    })),
  };
}

export interface SaveError {
  message?: string | null;
  extensions?: Record<string, unknown> | null;
}

/**
 * The text of the 'Error saving dataset' dialog: the first field error of the first response error
 * (`column: message`), else that error's message (spec 1 §8).
 */
export function firstSaveErrorText(errors: readonly SaveError[], fallback: string): string {
  const first = errors[0];
  if (!first) return fallback;
  const extra = first.extensions?.extra;
  const fields = isObject(extra) && isObject(extra.fields) ? extra.fields : null;
  if (fields) {
    for (const [field, messages] of Object.entries(fields)) {
      const text = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : typeof messages === 'string' ? messages : null;
      if (text) return `${field}: ${text}`;
    }
  }
  return first.message || fallback;
}
