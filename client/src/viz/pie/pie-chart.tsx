import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
import type { VizRendererProps } from '../types';
import { pieChartOptions } from './highcharts-options';
import type { PieChartProps } from './transform-props';

export default function PieChart({ props, onRendered, onMarkClick }: VizRendererProps<PieChartProps>) {
  const options = useMemo(() => {
    const base = pieChartOptions(props);
    if (!onMarkClick) return base;
    const click = function (this: { index: number }) {
      const slice = props.slices[this.index];
      if (slice?.keys) onMarkClick({ columns: props.dimensions, values: slice.keys, label: slice.name });
    };
    return { ...base, plotOptions: { ...base.plotOptions, pie: { ...base.plotOptions?.pie, cursor: 'pointer', point: { events: { click } } } } };
  }, [props, onMarkClick]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
