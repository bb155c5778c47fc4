import type { Options } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { legendOptions, tooltipHeader, tooltipRow } from '../highcharts/common';
import { createColorScale } from '../shared/color-schemes';
import { getNumberFormatter } from '../shared/number-format';
import type { BubbleChartProps } from './transform-props';

export function bubbleChartOptions(props: BubbleChartProps): Options {
  const formatX = getNumberFormatter(props.xAxisFormat);
  const formatY = getNumberFormatter(props.yAxisFormat);
  const formatSize = getNumberFormatter(props.sizeFormat);
  const color = createColorScale(props.colorScheme, props.labelColors);
  // Superset's max bubble size is a radius in pixels; Highcharts sizes bubbles by diameter.
  const maxSize = Math.max(4, props.maxBubbleSize * 2);
  return {
    ...baseOptions('bubble'),
    legend: legendOptions(props.showLegend, props.legendOrientation),
    xAxis: {
      type: props.logXAxis ? 'logarithmic' : 'linear',
      title: { text: props.xAxisTitle || undefined },
      gridLineWidth: 1,
      labels: { formatter() { return formatX(Number(this.value)); } },
    },
    yAxis: {
      type: props.logYAxis ? 'logarithmic' : 'linear',
      title: { text: props.yAxisTitle || undefined },
      labels: { formatter() { return formatY(Number(this.value)); } },
    },
    tooltip: {
      useHTML: true,
      formatter() {
        const point = this as unknown as { name: string; x: number; y: number; z: number };
        return [
          tooltipHeader(point.name),
          tooltipRow(this.color, props.labels.x, formatX(point.x)),
          tooltipRow(this.color, props.labels.y, formatY(point.y)),
          tooltipRow(this.color, props.labels.size, formatSize(point.z)),
        ].join('<br/>');
      },
    },
    plotOptions: { bubble: { minSize: 4, maxSize, opacity: props.opacity, marker: { fillOpacity: 1 } } },
    series: props.series.map((series) => ({ type: 'bubble', name: series.name, color: color(series.name), data: series.data })),
  };
}
