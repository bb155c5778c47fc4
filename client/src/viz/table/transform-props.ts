import { ensureIsArray } from '../shared/form-data';
import { formatNumber, SMART_NUMBER } from '../shared/number-format';
import { getMetricLabel } from '../shared/query-object';
import { resultRows, toNumberOrNull } from '../shared/result-rows';
import { formatTime, SMART_DATE } from '../shared/time-format';
import { GenericDataType, type ChartPropsInput } from '../types';

export type TableColumnKind = 'number' | 'string' | 'temporal' | 'boolean';

export interface TableColumn {
  key: string;
  label: string;
  kind: TableColumnKind;
}

export interface TableChartProps {
  columns: TableColumn[];
  /** Display text per cell, in column order. */
  rows: string[][];
}

// Non-metric numbers (ids, years, counts in raw mode) keep their digits; only thousands are grouped.
const PLAIN_NUMBER_FORMAT = ',~f';

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

function formatCell(value: unknown, kind: TableColumnKind, numberFormat: string, timestampFormat: string): string {
  if (value === null || value === undefined) return 'N/A';
  switch (kind) {
    case 'number': {
      const number = toNumberOrNull(value);
      return number === null ? String(value) : formatNumber(numberFormat, number);
    }
    case 'temporal':
      return formatTime(timestampFormat, value);
    case 'boolean':
      return String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

export function transformTableProps({ formData, queriesData }: ChartPropsInput): TableChartProps {
  const result = queriesData[0];
  const rows = resultRows(result);
  const colnames = result?.colnames ?? [];
  const metricLabels = new Set(
    [...ensureIsArray(formData.metrics), ...ensureIsArray(formData.percent_metrics)].map(getMetricLabel),
  );
  const timestampFormat = typeof formData.table_timestamp_format === 'string' ? formData.table_timestamp_format : SMART_DATE;

  const columns: TableColumn[] = colnames.map((key, index) => {
    const sample = rows.find((row) => row[key] !== null && row[key] !== undefined)?.[key];
    return { key, label: key, kind: kindOf(result?.coltypes[index], sample) };
  });
  return {
    columns,
    rows: rows.map((row) =>
      columns.map((column) =>
        formatCell(
          row[column.key],
          column.kind,
          metricLabels.has(column.key) ? SMART_NUMBER : PLAIN_NUMBER_FORMAT,
          timestampFormat,
        ),
      ),
    ),
  };
}
