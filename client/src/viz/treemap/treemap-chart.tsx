import { useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
// The treemap series type (registers itself on the Highcharts loaded above).
import 'highcharts/modules/treemap';
import { withNodeClick } from '../highcharts/hierarchy-click';
import type { VizRendererProps } from '../types';
import { treemapChartOptions } from './highcharts-options';
import type { TreemapChartProps } from './transform-props';

export default function TreemapChart({ props, onRendered, onMarkClick }: VizRendererProps<TreemapChartProps>) {
  const options = useMemo(() => withNodeClick(treemapChartOptions(props), props, onMarkClick), [props, onMarkClick]);
  return <HighchartsChart options={options} onRendered={onRendered} />;
}
