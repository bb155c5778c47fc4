// The world map renderer: loaded only for world_map charts, so Highcharts Maps and the map itself (bundled
// from @highcharts/map-collection, never fetched at runtime) stay out of every other chart's download.
import worldTopology from '@highcharts/map-collection/custom/world.topo.json';
import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
// Map bubbles extend the bubble series of highcharts-more, so it is loaded before the map module.
import 'highcharts/highcharts-more';
import 'highcharts/modules/map';
import type { VizRendererProps } from '../types';
import { worldMapChartOptions, type WorldTopology } from './highcharts-options';
import type { WorldMapChartProps } from './transform-props';

export default function WorldMapChart({ props, onRendered }: VizRendererProps<WorldMapChartProps>) {
  const options = useMemo(() => worldMapChartOptions(props, worldTopology as unknown as WorldTopology), [props]);
  return <HighchartsChart options={options} onRendered={onRendered} constructorType="mapChart" />;
}
