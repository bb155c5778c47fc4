import type { Options, YAxisPlotBandsOptions } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { escapeHtml } from '../highcharts/escape-html';
import { tooltipRow } from '../highcharts/common';
import { categoricalScheme, createColorScale } from '../shared/color-schemes';
import { getNumberFormatter } from '../shared/number-format';
import { applyValueTemplate, type GaugeChartProps } from './transform-props';

const BAND = 12;

/** A dial per value on one scale; progress arcs (from the minimum to each value) and the coloured intervals
 * are plot bands of the axis: the intervals on the outer edge, progress inside it. */
export function gaugeChartOptions(props: GaugeChartProps): Options {
  const format = getNumberFormatter(props.numberFormat, props.currency);
  const text = (value: number | null | undefined) => applyValueTemplate(props.valueTemplate, format(value));
  const color = createColorScale(props.colorScheme, props.labelColors);
  const schemeColors = categoricalScheme(props.colorScheme).colors;
  const intervals: YAxisPlotBandsOptions[] = props.intervals.map(([to, colorIndex], i) => ({
    from: i === 0 ? props.min : props.intervals[i - 1][0],
    to,
    color: schemeColors[colorIndex % schemeColors.length],
    outerRadius: '100%',
    innerRadius: `${100 - BAND / 2}%`,
  }));
  const progress: YAxisPlotBandsOptions[] = props.showProgress
    ? props.values.map((entry, i) => {
        const offset = props.overlap ? 0 : i * BAND;
        return {
          from: props.min,
          to: Math.min(props.max, Math.max(props.min, entry.value)),
          color: color(entry.name),
          outerRadius: `${100 - BAND / 2 - offset}%`,
          innerRadius: `${100 - BAND * 1.5 - offset}%`,
          borderRadius: props.roundCap ? '50%' : 0,
        };
      })
    : [];
  const several = props.values.length > 1;
  return {
    ...baseOptions('gauge'),
    pane: { startAngle: props.startAngle, endAngle: props.endAngle, center: ['50%', '55%'], size: '90%', background: [{ backgroundColor: 'transparent', borderWidth: 0 }] },
    legend: { enabled: false },
    tooltip: {
      useHTML: true,
      formatter() { return tooltipRow(this.color, String(this.name ?? ''), text(this.y)); },
    },
    yAxis: {
      min: props.min,
      max: props.max,
      tickAmount: props.splitNumber + 1,
      tickLength: props.showSplitLine ? 14 : 0,
      tickWidth: props.showSplitLine ? 2 : 0,
      tickPosition: 'inside',
      minorTickInterval: props.showAxisTick ? 'auto' : undefined,
      minorTickLength: 6,
      minorTickPosition: 'inside',
      lineWidth: 0,
      labels: { distance: -BAND * 3, style: { fontSize: `${Math.round(props.fontSize * 0.75)}px` }, formatter() { return format(Number(this.value)); } },
      plotBands: [...intervals, ...progress],
    },
    series: [
      {
        type: 'gauge',
        name: props.metricLabel,
        data: props.values.map((entry, i) => ({
          name: entry.name,
          y: entry.value,
          color: color(entry.name),
          dial: { backgroundColor: color(entry.name), radius: '70%', baseWidth: 6, rearLength: '0%', borderWidth: 0 },
          dataLabels: { y: 40 + i * (props.fontSize + 8) },
        })),
        dial: { radius: props.showPointer ? '70%' : '0%' },
        pivot: { radius: props.showPointer ? 5 : 0 },
        dataLabels: {
          enabled: true,
          borderWidth: 0,
          useHTML: false,
          style: { fontSize: `${props.fontSize}px`, fontWeight: 'bold', textOutline: 'none' },
          formatter() {
            const value = text(this.y);
            return escapeHtml(several ? `${String(this.name ?? '')}: ${value}` : value);
          },
        },
      },
    ],
  };
}
