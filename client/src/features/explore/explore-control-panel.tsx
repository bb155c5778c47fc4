// The explore screen's middle column: the chart type control (the viz-type gallery), then the chart type's control panel as Data and
// Customize tabs of collapsible sections (Query, Advanced analytics, Time, Annotations and layers, Matrixify,
// and the chart options), drawn by the control components (./controls) from the chart type's ControlConfigs.
import { Stack, Tabs } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { RegisteredViz } from '../../viz/registry';
import type { ControlError } from '../../viz/shared/control-panel';
import type { QueryFormData } from '../../viz/shared/form-data';
import { ControlPanelSections } from './controls';
import type { ExploreDatasource } from './dataset-pane';
import { VizTypeControl } from '../../components/viz-gallery/viz-type-control';
import { explorePanel } from './explore-panel';

interface Props {
  viz: RegisteredViz;
  formData: QueryFormData;
  datasource: ExploreDatasource | null;
  errors: readonly ControlError[];
  onVizTypeChange: (vizType: string) => void;
  onControlChange: (name: string, value: unknown) => void;
}

/** Memoised: the chart's run states (loading, drawn) re-render the screen, not the panel. */
export const ExploreControlPanel = memo(function ExploreControlPanel({ viz, formData, datasource, errors, onVizTypeChange, onControlChange }: Props) {
  const panel = useMemo(() => explorePanel(viz), [viz]);
  const hasCustomize = panel.sections.some((section) => section.tab === 'customize');
  const sections = (tab?: 'data' | 'customize') => (
    <ControlPanelSections panel={panel} formData={formData} datasource={datasource} errors={errors} tab={tab} onChange={(name, value) => onControlChange(name, value)} />
  );
  return (
    <Stack gap="sm">
      <VizTypeControl value={viz.vizTypes.includes(formData.viz_type) ? viz.vizTypes[0] : formData.viz_type} onChange={onVizTypeChange} />
      {hasCustomize ? (
        <Tabs defaultValue="data" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="data">Data</Tabs.Tab>
            <Tabs.Tab value="customize">Customize</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="data" pt="sm">
            {sections('data')}
          </Tabs.Panel>
          <Tabs.Panel value="customize" pt="sm">
            {sections('customize')}
          </Tabs.Panel>
        </Tabs>
      ) : (
        sections()
      )}
    </Stack>
  );
});
