import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
import type { VizRendererProps } from '../types';
import { timeseriesChartOptions } from './highcharts-options';
import type { TimeseriesChartProps } from './transform-props';

export default function TimeseriesChart({ props, onRendered, onMarkClick }: VizRendererProps<TimeseriesChartProps>) {
  const options = useMemo(() => {
    const base = timeseriesChartOptions(props);
    const filter = props.markFilter;
    if (!onMarkClick || !filter) return base;
    const click = function (this: { category?: unknown; series: { name: string } }) {
      const name = filter.by === 'series' ? this.series.name : String(this.category);
      const values = filter.keys[name];
      if (values) onMarkClick({ columns: filter.columns, values, label: name });
    };
    return { ...base, plotOptions: { ...base.plotOptions, series: { ...base.plotOptions?.series, cursor: 'pointer', point: { events: { click } } } } };
  }, [props, onMarkClick]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
