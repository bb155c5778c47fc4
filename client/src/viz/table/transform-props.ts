import { ensureIsArray, toOptionalInt } from '../shared/form-data';
import { getNumberFormatter, readCurrency, SMART_NUMBER } from '../shared/number-format';
import { verboseLabel } from '../shared/labels';
import { getMetricLabel } from '../shared/query-object';
import { resultRows, toNumberOrNull } from '../shared/result-rows';
import { getTimeFormatter, SMART_DATE } from '../shared/time-format';
import { GenericDataType, type ChartPropsInput } from '../types';
import { DEFAULT_SERVER_PAGE_LENGTH } from './build-query';
import { colorFormatters, readRules } from './conditional-formatting';
import { columnConfigOf, percentMetricsOf } from './table-form';

export type TableColumnKind = 'number' | 'string' | 'temporal' | 'boolean';

export interface TableColumn {
  key: string;
  label: string;
  kind: TableColumnKind;
  isMetric: boolean;
  align: 'left' | 'right' | 'center';
  width?: number;
  /** Bars behind metric values, scaled to the column's largest magnitude. */
  showCellBars: boolean;
  colorPositiveNegative: boolean;
  alignPositiveNegative: boolean;
  maxAbs: number;
  min: number;
}

export interface TableRow {
  /** Raw values (for sorting and cell bars), in column order. */
  values: unknown[];
  /** Display text, in column order. */
  text: string[];
  /** Conditional-formatting backgrounds, in column order. */
  background: Array<string | undefined>;
}

export interface TableChartProps {
  columns: TableColumn[];
  rows: TableRow[];
  /** The totals row's text (show_totals), in column order; 'Summary' in the first non-metric column. */
  totals: string[] | null;
  /** Rows per page when paging in the browser; 0 shows every row. */
  pageLength: number;
  /** Paging on the server: the page size and the total number of rows. */
  serverPagination: { pageSize: number; rowCount: number } | null;
  includeSearch: boolean;
}

// Non-metric numbers (ids, years, counts in raw mode) keep their digits; only thousands are grouped.
const PLAIN_NUMBER_FORMAT = ',~f';
const PERCENT_FORMAT = '.3%';

function kindOf(coltype: number | undefined, sample: unknown): TableColumnKind {
  switch (coltype) {
    case GenericDataType.NUMERIC: return 'number';
    case GenericDataType.TEMPORAL: return 'temporal';
    case GenericDataType.BOOLEAN: return 'boolean';
    case GenericDataType.STRING: return 'string';
    default:
      if (typeof sample === 'number') return 'number';
      if (typeof sample === 'boolean') return 'boolean';
      return 'string';
  }
}

type Formatter = (value: unknown) => string;

function cellFormatter(kind: TableColumnKind, numberFormat: Formatter, timeFormat: Formatter): Formatter {
  return (value) => {
    if (value === null || value === undefined) return 'N/A';
    switch (kind) {
      case 'number': {
        const number = toNumberOrNull(value);
        return number === null ? String(value) : numberFormat(number);
      }
      case 'temporal': return timeFormat(value);
      case 'boolean': return String(value);
      default: return typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
  };
}

export function transformTableProps({ formData, queriesData, verboseMap }: ChartPropsInput): TableChartProps {
  const result = queriesData[0];
  const rows = resultRows(result);
  const colnames = result?.colnames ?? [];
  const serverPaging = formData.server_pagination === true;
  const rowCountResult = serverPaging ? queriesData[1] : undefined;
  const totalsResult = formData.show_totals === true ? queriesData[serverPaging ? 2 : 1] : undefined;
  const metricLabels = new Set(ensureIsArray(formData.metrics).map(getMetricLabel));
  const percentLabels = new Set(percentMetricsOf(formData).map((metric) => `%${getMetricLabel(metric)}`));
  const timestampFormat = typeof formData.table_timestamp_format === 'string' ? formData.table_timestamp_format : SMART_DATE;
  const grain = typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : null;
  const tableCurrency = readCurrency(formData.currency_format);
  const showCellBars = formData.show_cell_bars !== false;

  const formatters: Formatter[] = [];
  const columns: TableColumn[] = colnames.map((key, index) => {
    const values = rows.map((row) => row[key]);
    const sample = values.find((value) => value !== null && value !== undefined);
    const kind = kindOf(result?.coltypes[index], sample);
    const config = columnConfigOf(formData, key);
    const isPercent = percentLabels.has(key);
    const isMetric = metricLabels.has(key) || isPercent;
    const numberFormat = getNumberFormatter(
      config.d3NumberFormat ?? (isPercent ? PERCENT_FORMAT : isMetric ? SMART_NUMBER : PLAIN_NUMBER_FORMAT),
      config.currencyFormat ?? (isMetric && !isPercent ? tableCurrency : null),
    );
    const smallFormat = config.d3SmallNumberFormat ? getNumberFormatter(config.d3SmallNumberFormat, config.currencyFormat) : null;
    const number: Formatter = (value) => {
      const n = value as number;
      return smallFormat && Math.abs(n) < 1 ? smallFormat(n) : numberFormat(n);
    };
    formatters.push(cellFormatter(kind, number, getTimeFormatter(config.d3TimeFormat ?? timestampFormat, grain)));
    const numbers = values.map(toNumberOrNull).filter((v): v is number => v !== null);
    return {
      key,
      label: isPercent ? `%${verboseLabel(key.slice(1), verboseMap)}` : verboseLabel(key, verboseMap),
      kind,
      isMetric,
      align: config.horizontalAlign ?? (kind === 'number' ? 'right' : 'left'),
      width: config.columnWidth,
      showCellBars: kind === 'number' && isMetric && (config.showCellBars ?? showCellBars),
      colorPositiveNegative: config.colorPositiveNegative ?? formData.color_pn !== false,
      alignPositiveNegative: config.alignPositiveNegative ?? formData.align_pn === true,
      maxAbs: numbers.length ? Math.max(...numbers.map(Math.abs)) : 0,
      min: numbers.length ? Math.min(...numbers) : 0,
    };
  });

  const colors = colorFormatters(readRules(formData.conditional_formatting), (column) => rows.map((row) => row[column]));
  const tableRows: TableRow[] = rows.map((row) => {
    const values = columns.map((column) => row[column.key]);
    return {
      values,
      text: values.map((value, i) => formatters[i](value)),
      background: columns.map((column, i) => colors.get(column.key)?.(values[i])),
    };
  });

  let totals: string[] | null = null;
  const totalsRow = totalsResult ? resultRows(totalsResult)[0] : undefined;
  if (totalsRow) {
    const labelAt = columns.findIndex((column) => !column.isMetric);
    totals = columns.map((column, i) => (column.key in totalsRow ? formatters[i](totalsRow[column.key]) : i === labelAt ? 'Summary' : ''));
  }

  // A row count query answers {rowcount: N} (Superset's is_rowcount); a server that runs it as a plain query
  // answers with the rows themselves, which count the same.
  const countsOnly = rowCountResult?.colnames.length === 1 && rowCountResult.colnames[0] === 'rowcount';
  const rowCount = countsOnly
    ? (toNumberOrNull(resultRows(rowCountResult)[0]?.rowcount) ?? rows.length)
    : (rowCountResult?.rowcount ?? rows.length);
  return {
    columns,
    rows: tableRows,
    totals,
    pageLength: Math.max(0, toOptionalInt(formData.page_length) ?? 0),
    serverPagination: serverPaging
      ? { pageSize: toOptionalInt(formData.server_page_length) ?? DEFAULT_SERVER_PAGE_LENGTH, rowCount }
      : null,
    includeSearch: formData.include_search === true,
  };
}
