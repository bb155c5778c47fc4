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
    type Point = { category?: unknown; series: { name: string; options: { id?: string } } };
    const select = (point: Point | null | undefined) => {
      if (!point) return;
      const name = filter.by === 'series' ? (point.series.options.id ?? point.series.name) : String(point.category);
      const values = filter.keys[name];
      if (values) onMarkClick({ columns: filter.columns, values, label: name });
    };
    // A click on a point, or anywhere in the plot with a point under the pointer (a line is thin to hit).
    const pointClick = function (this: Point) {
      select(this);
    };
    const plotClick = function (this: { hoverPoint?: Point | null }) {
      select(this.hoverPoint);
    };
    return {
      ...base,
      chart: { ...base.chart, events: { ...base.chart?.events, click: plotClick } },
      plotOptions: { ...base.plotOptions, series: { ...base.plotOptions?.series, cursor: 'pointer', point: { events: { click: pointClick } } } },
    };
  }, [props, onMarkClick]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
