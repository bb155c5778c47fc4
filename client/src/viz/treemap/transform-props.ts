import { ensureIsArray } from '../shared/form-data';
import { readCurrency, SMART_NUMBER, type CurrencyFormat } from '../shared/number-format';
import { getColumnLabel, getMetricLabel } from '../shared/query-object';
import { readLabelColors } from '../timeseries/transform-props';
import type { ChartPropsInput } from '../types';
import { buildHierarchy, readHierarchyLabelType, type HierarchyLabelType, type HierarchyNode } from './hierarchy';

export interface TreemapChartProps {
  nodes: HierarchyNode[];
  /** The dimensions, outermost first (a node's cross-filter columns). */
  levels: string[];
  metricLabel: string;
  showLabels: boolean;
  showUpperLabels: boolean;
  labelType: HierarchyLabelType;
  numberFormat: string;
  currency: CurrencyFormat | null;
  colorScheme: string | null;
  labelColors: Record<string, string> | null;
}

export function transformTreemapProps({ formData, queriesData }: ChartPropsInput): TreemapChartProps {
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const levels = ensureIsArray(formData.groupby).map(getColumnLabel);
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const nodes = buildHierarchy(queriesData[0], {
    // Without dimensions the metric is one tile named after it.
    levels,
    metric: metricLabel,
    dateFormat: str(formData.date_format),
  });
  return {
    nodes: levels.length ? nodes : metricTile(queriesData, metricLabel),
    levels,
    metricLabel,
    showLabels: formData.show_labels !== false,
    showUpperLabels: formData.show_upper_labels !== false,
    labelType: readHierarchyLabelType(formData.label_type, 'key_value'),
    numberFormat: str(formData.number_format) || SMART_NUMBER,
    currency: readCurrency(formData.currency_format),
    colorScheme: str(formData.color_scheme) || null,
    labelColors: readLabelColors(formData.label_colors),
  };
}

function metricTile(queriesData: ChartPropsInput['queriesData'], metricLabel: string): HierarchyNode[] {
  const data = queriesData[0]?.data;
  const row = Array.isArray(data) ? (data[0] as Record<string, unknown> | undefined) : undefined;
  const value = Number(row?.[metricLabel]);
  if (!row || !Number.isFinite(value) || value < 0) return [];
  return [{ id: JSON.stringify([metricLabel]), parent: '', name: metricLabel, depth: 0, value, secondary: null, leaf: true, keys: [] }];
}
