import { ensureIsArray, type QueryFormMetric } from '../shared/form-data';
import { readCurrency, SMART_NUMBER, type CurrencyFormat } from '../shared/number-format';
import { getColumnLabel, getMetricLabel } from '../shared/query-object';
import { toNumberOrNull } from '../shared/result-rows';
import { readLabelColors } from '../timeseries/transform-props';
import { buildHierarchy, readHierarchyLabelType, type HierarchyLabelType, type HierarchyNode } from '../treemap/hierarchy';
import type { ChartPropsInput } from '../types';

export interface SunburstChartProps {
  nodes: HierarchyNode[];
  /** The dimensions, innermost ring first (a node's cross-filter columns). */
  levels: string[];
  total: number;
  metricLabel: string;
  secondaryMetricLabel: string | null;
  showLabels: boolean;
  /** Arcs under this percentage of the total get no label. */
  labelThreshold: number;
  showTotal: boolean;
  labelType: HierarchyLabelType;
  numberFormat: string;
  currency: CurrencyFormat | null;
  colorScheme: string | null;
  linearColorScheme: string | null;
  labelColors: Record<string, string> | null;
}

export function transformSunburstProps({ formData, queriesData }: ChartPropsInput): SunburstChartProps {
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const secondary = formData.secondary_metric ? getMetricLabel(formData.secondary_metric as QueryFormMetric) : null;
  const levels = ensureIsArray(formData.columns).map(getColumnLabel);
  const nodes = buildHierarchy(queriesData[0], {
    levels,
    metric: metricLabel,
    secondaryMetric: secondary && secondary !== metricLabel ? secondary : undefined,
    dateFormat: str(formData.date_format),
  });
  return {
    nodes,
    levels,
    total: nodes.filter((node) => node.depth === 0).reduce((sum, node) => sum + node.value, 0),
    metricLabel,
    secondaryMetricLabel: secondary && secondary !== metricLabel ? secondary : null,
    showLabels: formData.show_labels !== false,
    labelThreshold: toNumberOrNull(formData.show_labels_threshold) ?? 5,
    showTotal: formData.show_total === true,
    labelType: readHierarchyLabelType(formData.label_type, 'key'),
    numberFormat: str(formData.number_format) || SMART_NUMBER,
    currency: readCurrency(formData.currency_format),
    colorScheme: str(formData.color_scheme) || null,
    linearColorScheme: str(formData.linear_color_scheme) || null,
    labelColors: readLabelColors(formData.label_colors),
  };
}
