import type { Options } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { tooltipHeader, tooltipRow } from '../highcharts/common';
import { linearScheme } from '../shared/color-schemes';
import { getNumberFormatter } from '../shared/number-format';
import type { HeatmapChartProps } from './transform-props';

export function heatmapChartOptions(props: HeatmapChartProps): Options {
  const format = getNumberFormatter(props.valueFormat, props.currency);
  const stops = linearScheme(props.linearColorScheme).colors;
  const [min, max] = props.normalized ? [0, 1] : props.valueBounds;
  const byPosition = new Map(props.cells.map((cell) => [`${cell.x}:${cell.y}`, cell]));
  return {
    ...baseOptions('heatmap'),
    xAxis: { categories: props.xCategories, title: { text: props.xLabel || undefined } },
    yAxis: { categories: props.yCategories, title: { text: props.yLabel || undefined }, reversed: false },
    colorAxis: {
      min: min ?? undefined,
      max: max ?? undefined,
      stops: stops.map((color, i) => [stops.length === 1 ? 0 : i / (stops.length - 1), color] as [number, string]),
      labels: { formatter() { return props.normalized ? getNumberFormatter('.0%')(Number(this.value)) : format(Number(this.value)); } },
    },
    legend: props.showLegend ? { enabled: true, align: 'right', layout: 'vertical', verticalAlign: 'middle' } : { enabled: false },
    tooltip: {
      useHTML: true,
      formatter() {
        const point = this as unknown as { x: number; y: number };
        const cell = byPosition.get(`${point.x}:${point.y}`);
        if (!cell) return false;
        return [
          tooltipHeader(`${props.xCategories[cell.x]} × ${props.yCategories[cell.y]}`),
          tooltipRow(this.color, props.metricLabel, format(cell.value)),
        ].join('<br/>');
      },
    },
    series: [
      {
        type: 'heatmap',
        name: props.metricLabel,
        borderWidth: props.borderWidth,
        borderColor: '#ffffff',
        colsize: 1,
        data: props.cells.map((cell) => ({ x: cell.x, y: cell.y, value: cell.colorValue })),
        dataLabels: {
          enabled: props.showValues,
          formatter() {
            const point = this as unknown as { x: number; y: number };
            const cell = byPosition.get(`${point.x}:${point.y}`);
            return cell ? format(cell.value) : '';
          },
        },
      },
    ],
  };
}
