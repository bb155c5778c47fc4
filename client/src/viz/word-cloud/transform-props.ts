import { getColumnLabel, getMetricLabel } from '../shared/query-object';
import { resultRows, seriesValueLabel, toNumberOrNull } from '../shared/result-rows';
import { readLabelColors } from '../timeseries/transform-props';
import type { ChartPropsInput } from '../types';
import { wordColumn } from './build-query';

export type WordRotation = 'random' | 'flat' | 'square';

export interface Word {
  name: string;
  weight: number;
}

export interface WordCloudChartProps {
  metricLabel: string;
  words: Word[];
  minFontSize: number;
  maxFontSize: number;
  rotation: WordRotation;
  colorScheme: string | null;
  labelColors: Record<string, string> | null;
}

export function transformWordCloudProps({ formData, queriesData }: ChartPropsInput): WordCloudChartProps {
  const rows = resultRows(queriesData[0]);
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const column = wordColumn(formData);
  const label = column ? getColumnLabel(column) : '';
  const words = rows
    .map((row) => ({ name: seriesValueLabel(row[label]), weight: toNumberOrNull(row[metricLabel]) }))
    .filter((word): word is Word => word.weight !== null && word.weight > 0);
  const minFontSize = Math.max(1, toNumberOrNull(formData.size_from) ?? 10);
  const rotation = formData.rotation === 'random' || formData.rotation === 'flat' ? formData.rotation : 'square';
  return {
    metricLabel,
    words,
    minFontSize,
    maxFontSize: Math.max(minFontSize, toNumberOrNull(formData.size_to) ?? 70),
    rotation,
    colorScheme: typeof formData.color_scheme === 'string' && formData.color_scheme ? formData.color_scheme : null,
    labelColors: readLabelColors(formData.label_colors),
  };
}
