// Reading a table chart's form data: which mode it is in, its raw-mode ordering, its percentage metrics and
// per-column settings.
import { ensureIsArray, type QueryFormData, type QueryFormMetric, type QueryMode } from '../shared/form-data';
import { readCurrency, type CurrencyFormat } from '../shared/number-format';

/** Superset's getQueryMode: an explicit query_mode wins; otherwise raw when raw columns are chosen. */
export function tableQueryMode(formData: QueryFormData): QueryMode {
  if (formData.query_mode === 'aggregate' || formData.query_mode === 'raw') return formData.query_mode;
  return ensureIsArray(formData.all_columns).length > 0 ? 'raw' : 'aggregate';
}

/** Raw-mode ordering is stored as JSON strings '["column", ascending]'. */
export function parseOrderByCols(value: unknown): { orderby: Array<[string, boolean]>; invalid: boolean } {
  const orderby: Array<[string, boolean]> = [];
  let invalid = false;
  for (const entry of ensureIsArray(value as unknown[] | undefined)) {
    try {
      const parsed: unknown = typeof entry === 'string' ? JSON.parse(entry) : entry;
      if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && typeof parsed[1] === 'boolean') {
        orderby.push([parsed[0], parsed[1]]);
      } else {
        invalid = true;
      }
    } catch {
      invalid = true;
    }
  }
  return { orderby, invalid };
}

export function percentMetricsOf(formData: QueryFormData): QueryFormMetric[] {
  return tableQueryMode(formData) === 'aggregate' ? ensureIsArray(formData.percent_metrics) : [];
}

/** Superset's column_config entry: per-column formats and display options. */
export interface ColumnConfig {
  d3NumberFormat?: string;
  d3SmallNumberFormat?: string;
  d3TimeFormat?: string;
  columnWidth?: number;
  horizontalAlign?: 'left' | 'right' | 'center';
  showCellBars?: boolean;
  alignPositiveNegative?: boolean;
  colorPositiveNegative?: boolean;
  currencyFormat?: CurrencyFormat | null;
}

export function columnConfigOf(formData: QueryFormData, key: string): ColumnConfig {
  const all = formData.column_config;
  if (!all || typeof all !== 'object' || Array.isArray(all)) return {};
  const raw = (all as Record<string, unknown>)[key];
  if (!raw || typeof raw !== 'object') return {};
  const config = raw as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);
  const align = config.horizontalAlign;
  return {
    d3NumberFormat: text(config.d3NumberFormat),
    d3SmallNumberFormat: text(config.d3SmallNumberFormat),
    d3TimeFormat: text(config.d3TimeFormat),
    columnWidth: typeof config.columnWidth === 'number' ? config.columnWidth : undefined,
    horizontalAlign: align === 'left' || align === 'right' || align === 'center' ? align : undefined,
    showCellBars: flag(config.showCellBars),
    alignPositiveNegative: flag(config.alignPositiveNegative),
    colorPositiveNegative: flag(config.colorPositiveNegative),
    currencyFormat: readCurrency(config.currencyFormat),
  };
}
