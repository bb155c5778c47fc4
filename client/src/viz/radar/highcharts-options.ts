import type { Options } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { legendOptions, tooltipHeader, tooltipRow } from '../highcharts/common';
import { escapeHtml } from '../highcharts/escape-html';
import { createColorScale } from '../shared/color-schemes';
import { getNumberFormatter } from '../shared/number-format';
import type { RadarChartProps } from './transform-props';

/** A polar line chart with one spoke per metric. Each spoke has its own scale (as ECharts' radar
 * indicators do), so values are plotted as a share of the spoke's maximum and shown as themselves. */
export function radarChartOptions(props: RadarChartProps): Options {
  const format = getNumberFormatter(props.numberFormat);
  const color = createColorScale(props.colorScheme, props.labelColors);
  const raw = new Map(props.shapes.map((shape) => [shape.name, shape.values]));
  const valueOf = (series: string, index: number) => raw.get(series)?.[index] ?? null;
  return {
    ...baseOptions('line'),
    chart: { ...baseOptions('line').chart, polar: true },
    pane: { size: '75%' },
    legend: legendOptions(props.showLegend, props.legendOrientation),
    xAxis: { categories: props.metrics, tickmarkPlacement: 'on', lineWidth: 0 },
    yAxis: {
      gridLineInterpolation: props.isCircle ? 'circle' : 'polygon',
      lineWidth: 0,
      min: 0,
      max: 1,
      tickInterval: 0.2,
      labels: { enabled: false },
    },
    tooltip: {
      shared: true,
      useHTML: true,
      formatter() {
        const points = this.points ?? [];
        const index = Number(points[0]?.x ?? this.x ?? 0);
        return [
          tooltipHeader(props.metrics[index] ?? ''),
          ...points.map((p) => tooltipRow(p.color, p.series.name, format(valueOf(p.series.name, index)))),
        ].join('<br/>');
      },
    },
    plotOptions: {
      line: {
        marker: { enabled: true, radius: 3 },
        dataLabels: {
          enabled: props.showLabels,
          formatter() {
            const index = Number(this.x ?? 0);
            const value = format(valueOf(this.series.name, index));
            return escapeHtml(props.labelType === 'key_value' ? `${props.metrics[index]}: ${value}` : value);
          },
        },
      },
    },
    series: props.shapes.map((shape) => ({
      type: 'line',
      name: shape.name,
      color: color(shape.name),
      pointPlacement: 'on',
      data: shape.values.map((value, i) => (value === null ? null : value / props.spokeMax[i])),
    })),
  };
}
