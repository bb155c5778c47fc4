import type { Options } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { tooltipRow } from '../highcharts/common';
import { createColorScale } from '../shared/color-schemes';
import { formatNumber } from '../shared/number-format';
import type { WordCloudChartProps, WordRotation } from './transform-props';

/** Superset's rotations: flat words only, square (0° or 90°), or random angles between -90° and 90°. */
export function rotationOptions(rotation: WordRotation): { from: number; to: number; orientations: number } {
  if (rotation === 'flat') return { from: 0, to: 0, orientations: 1 };
  if (rotation === 'square') return { from: 0, to: 90, orientations: 2 };
  return { from: -90, to: 90, orientations: 7 };
}

export function wordCloudChartOptions(props: WordCloudChartProps): Options {
  const color = createColorScale(props.colorScheme, props.labelColors);
  return {
    ...baseOptions('wordcloud'),
    legend: { enabled: false },
    tooltip: {
      useHTML: true,
      formatter() {
        const weight = Number((this as unknown as { weight?: number }).weight ?? 0);
        return tooltipRow(this.color, String(this.name ?? ''), formatNumber('SMART_NUMBER', weight));
      },
    },
    series: [
      {
        type: 'wordcloud',
        name: props.metricLabel,
        minFontSize: props.minFontSize,
        maxFontSize: props.maxFontSize,
        rotation: rotationOptions(props.rotation),
        // The default spiral with the words placed by weight, largest first (the query's order).
        placementStrategy: 'center',
        spiral: 'rectangular',
        style: { fontFamily: 'inherit', fontWeight: '600' },
        data: props.words.map((word) => ({ name: word.name, weight: word.weight, color: color(word.name) })),
      },
    ],
  };
}
