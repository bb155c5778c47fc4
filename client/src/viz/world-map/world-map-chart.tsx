// The world map renderer: loaded only for world_map charts, so Highcharts Maps and the map itself (bundled
// from @highcharts/map-collection, never fetched at runtime) stay out of every other chart's download.
import worldTopology from '@highcharts/map-collection/custom/world.topo.json';
import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
// Map bubbles extend the bubble series of highcharts-more, so it is loaded before the map module.
import 'highcharts/highcharts-more';
import 'highcharts/modules/map';
import type { VizRendererProps } from '../types';
import { countryKeys, countryMark, worldMapChartOptions, type WorldTopology } from './highcharts-options';
import type { WorldMapChartProps } from './transform-props';

const topology = worldTopology as unknown as WorldTopology;

export default function WorldMapChart({ props, onRendered, onMarkClick }: VizRendererProps<WorldMapChartProps>) {
  const options = useMemo(() => {
    const base = worldMapChartOptions(props, topology);
    if (!onMarkClick) return base;
    // A click on a country cross-filters on it (the host drops it when the country column is not physical).
    const keys = countryKeys(topology, props.countryFieldType);
    const click = function (this: { options: object }) {
      const mark = countryMark(props, keys, (this.options as Record<string, unknown>)['hc-key']);
      if (mark) onMarkClick(mark);
    };
    return { ...base, plotOptions: { ...base.plotOptions, map: { ...base.plotOptions?.map, cursor: 'pointer', point: { events: { click } } } } };
  }, [props, onMarkClick]);
  return <HighchartsChart options={options} onRendered={onRendered} constructorType="mapChart" />;
}
