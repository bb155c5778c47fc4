import { physicalColumns } from '../shared/form-data';
import type { VizPlugin } from '../types';
import { buildSunburstQuery, migrateSunburstFormData } from './build-query';
import { sunburstControlPanel } from './control-panel';
import { transformSunburstProps, type SunburstChartProps } from './transform-props';

export const sunburstPlugin: VizPlugin<SunburstChartProps> = {
  name: 'Sunburst Chart',
  vizTypes: ['sunburst_v2', 'sunburst'],
  controlPanel: sunburstControlPanel,
  migrateFormData: migrateSunburstFormData,
  buildQuery: buildSunburstQuery,
  transformProps: transformSunburstProps,
  crossFilter: { columns: (formData) => physicalColumns(formData.columns) },
  standardizedSlots: { metrics: ['metric', 'secondary_metric'], columns: ['columns'] },
  loadRenderer: () => import('./sunburst-chart'),
};
