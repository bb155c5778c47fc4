import type { Options } from 'highcharts';
import { baseOptions } from '../highcharts/base-options';
import { legendOptions } from '../highcharts/common';
import { escapeHtml } from '../highcharts/escape-html';
import { pieLabel } from '../pie/transform-props';
import { createColorScale } from '../shared/color-schemes';
import type { FunnelChartProps, FunnelStage } from './transform-props';

export function funnelChartOptions(props: FunnelChartProps): Options {
  const color = createColorScale(props.colorScheme, props.labelColors);
  const byName = new Map(props.stages.map((stage) => [stage.name, stage]));
  const text = (labelType: FunnelChartProps['labelType'], stage: FunnelStage | undefined) =>
    stage ? escapeHtml(pieLabel(labelType, stage, stage.percent, props.numberFormat, props.currency)) : '';
  const stageOf = (context: unknown) => byName.get(String((context as { name?: unknown }).name));
  return {
    ...baseOptions('funnel'),
    legend: legendOptions(props.showLegend, props.legendOrientation),
    tooltip: {
      enabled: props.showTooltipLabels,
      formatter() { return text(props.tooltipLabelType, stageOf(this)); },
    },
    plotOptions: {
      funnel: {
        showInLegend: props.showLegend,
        center: ['50%', '50%'],
        width: '70%',
        neckWidth: '25%',
        neckHeight: '0%',
        height: '90%',
        dataLabels: {
          enabled: props.showLabels,
          inside: true,
          style: { textOutline: 'none' },
          formatter() { return text(props.labelType, stageOf(this)); },
        },
      },
    },
    series: [
      {
        type: 'funnel',
        name: props.metricLabel,
        data: props.stages.map((stage) => ({ name: stage.name, y: stage.y, color: color(stage.name) })),
      },
    ],
  };
}
