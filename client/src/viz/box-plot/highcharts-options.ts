import type { Options, XAxisLabelsOptions } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { tooltipHeader, tooltipRow } from '../highcharts/common';
import { createColorScale } from '../shared/color-schemes';
import { getNumberFormatter } from '../shared/number-format';
import type { BoxPlotChartProps } from './transform-props';

function tickLabels(layout: string): XAxisLabelsOptions {
  switch (layout) {
    case 'flat': return { rotation: 0 };
    case '45°': return { rotation: -45 };
    case '90°': return { rotation: -90 };
    case 'staggered': return { staggerLines: 2 };
    default: return {};
  }
}

export function boxPlotChartOptions(props: BoxPlotChartProps): Options {
  const format = getNumberFormatter(props.numberFormat);
  const color = createColorScale(props.colorScheme, props.labelColors);
  const colors = props.boxes.map((box) => color(box.name));
  const byName = new Map(props.boxes.map((box) => [box.name, box]));
  return {
    ...baseOptions('boxplot'),
    legend: { enabled: false },
    xAxis: { categories: props.boxes.map((box) => box.name), title: { text: props.xAxisTitle || undefined }, labels: tickLabels(props.xTicksLayout) },
    yAxis: { title: { text: props.yAxisTitle || undefined }, labels: { formatter() { return format(Number(this.value)); } } },
    tooltip: {
      useHTML: true,
      formatter() {
        const name = String(this.category ?? this.key ?? '');
        if (this.series.type === 'scatter') return [tooltipHeader(name), tooltipRow(this.color, 'Outlier', format(this.y))].join('<br/>');
        const box = byName.get(name);
        if (!box) return false;
        const rows: Array<[string, number | null]> = [
          ['Max', box.high], ['3rd Quartile', box.q3], ['Mean', box.mean], ['Median', box.median], ['1st Quartile', box.q1], ['Min', box.low], ['# Observations', box.count],
        ];
        return [tooltipHeader(name), ...rows.map(([label, value]) => tooltipRow(this.color, label, label === '# Observations' ? String(value ?? '') : format(value)))].join('<br/>');
      },
    },
    plotOptions: { boxplot: { colorByPoint: true, fillColor: undefined, medianWidth: 2, lineWidth: 1.5 } },
    colors,
    series: [
      {
        type: 'boxplot',
        name: 'boxplot',
        data: props.boxes.map((box, index) => ({ low: box.low, q1: box.q1, median: box.median, q3: box.q3, high: box.high, color: colors[index], fillColor: `${colors[index]}55` })),
      },
      {
        type: 'scatter',
        name: 'outliers',
        marker: { radius: 3, symbol: 'circle' },
        data: props.boxes.flatMap((box, index) => box.outliers.map((value) => ({ x: index, y: value, color: colors[index] }))),
      },
    ],
  };
}
