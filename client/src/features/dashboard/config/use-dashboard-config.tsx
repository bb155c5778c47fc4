// The dashboard's configuration for those who may edit it: the filter bar's settings menu (filters,
// cross-filtering, its scoping, the bar's orientation), the header's "Edit properties" and "Edit CSS", the
// modals they open, the CSS shown live while it is edited, and the notice when the layout moves a chart out
// of a filter's scope. The page mounts what this returns; saving refetches the dashboard.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addDangerToast, addSuccessToast, addWarningToast } from '../../../app/toasts';
import { DashboardConfigSourceDocument, DashboardPageDocument, SaveDashboardCrossFilterSettingsDocument, type DashboardCrossFilterSettingsInput, type DashboardPageQuery } from '../../../gql/graphql';
import type { Layout } from '../layout/layout-model';
import type { DataMaskMap } from '../native-filters/data-mask';
import { CrossFilterScopingModal, type CrossFilterScoping } from './cross-filter-scoping-modal';
import { CssEditorModal } from './css-editor-modal';
import { dataMaskAfterSave } from './data-mask-on-save';
import { FilterBarSettings } from './filter-bar-settings';
import { FilterConfigModal } from './filter-config-modal';
import type { FilterConfig } from './filter-config-model';
import { DashboardPropertiesModal } from './properties-modal';
import { parseMetadataText } from './properties-model';
import { chartsMovedOutOfScope, MOVED_OUT_OF_SCOPE_TEXT } from './scope-tree';

type Dashboard = NonNullable<DashboardPageQuery['dashboard']>;
type Opened = { kind: 'filters'; filterId: string | null } | { kind: 'cross-scoping' } | { kind: 'properties' } | { kind: 'css' } | null;

export const CROSS_FILTER_SCOPING_FAILED = 'Failed to save cross-filter scoping';

interface Options {
  dashboard: Dashboard;
  layout: Layout;
  appliedMask: DataMaskMap;
  /** Replaces the page's data mask (after a new filter configuration is saved). */
  resetMask: (mask: DataMaskMap) => void;
}

export interface DashboardConfig {
  /** The filter bar's gear menu; null for those who may not edit. */
  filterBarSettings: ReactNode;
  onEditProperties?: () => void;
  onEditCss?: () => void;
  /** The CSS the page shows while the CSS editor is open. */
  cssPreview: string | null;
  modals: ReactNode;
}

export function useDashboardConfig({ dashboard, layout, appliedMask, resetMask }: Options): DashboardConfig {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [opened, setOpened] = useState<Opened>(null);
  const [cssPreview, setCssPreview] = useState<string | null>(null);
  const canEdit = dashboard.abilities.canEdit;
  const source = useQuery(DashboardConfigSourceDocument, { variables: { idOrSlug: String(dashboard.id) }, skip: !opened, fetchPolicy: 'network-only' });
  const [saveCrossFilters, crossFilterSave] = useMutation(SaveDashboardCrossFilterSettingsDocument);
  const metadata = dashboard.metadata;
  const chartNames = useMemo(() => new Map(dashboard.charts.map((chart) => [chart.id, chart.sliceName])), [dashboard.charts]);

  const refetch = useCallback(() => client.refetchQueries({ include: [DashboardPageDocument] }), [client]);
  const close = useCallback(() => setOpened(null), []);

  // A layout change that takes a chart out of a filter's scope is worth a word (spec 1 §8).
  const previousLayout = useRef(layout);
  useEffect(() => {
    const scopes = metadata.nativeFilterConfiguration.filter((filter) => filter.type !== 'DIVIDER').map((filter) => filter.scope);
    if (previousLayout.current !== layout && chartsMovedOutOfScope(scopes, previousLayout.current, layout).length > 0) addWarningToast(MOVED_OUT_OF_SCOPE_TEXT);
    previousLayout.current = layout;
  }, [layout, metadata.nativeFilterConfiguration]);

  const writeSettings = useCallback(
    async (input: DashboardCrossFilterSettingsInput) => {
      try {
        await saveCrossFilters({ variables: { id: dashboard.id, input } });
        await refetch();
        return true;
      } catch {
        addDangerToast(CROSS_FILTER_SCOPING_FAILED);
        return false;
      }
    },
    [saveCrossFilters, dashboard.id, refetch],
  );

  const original = useMemo<FilterConfig[]>(() => {
    const md = parseMetadataText(source.data?.dashboard?.jsonMetadata);
    return Array.isArray(md.native_filter_configuration) ? (md.native_filter_configuration as FilterConfig[]) : [];
  }, [source.data]);

  const sourceReady = !!source.data?.dashboard && !source.loading;
  let modal: ReactNode = null;
  if (opened?.kind === 'filters' && sourceReady) {
    modal = (
      <FilterConfigModal
        dashboardId={dashboard.id}
        layout={layout}
        chartNames={chartNames}
        original={original}
        initialId={opened.filterId}
        onClose={close}
        onSaved={(changes) => {
          resetMask(dataMaskAfterSave(appliedMask, original, changes));
          setOpened(null);
          void refetch();
        }}
      />
    );
  } else if (opened?.kind === 'cross-scoping') {
    modal = (
      <CrossFilterScopingModal
        layout={layout}
        charts={dashboard.charts}
        chartConfiguration={metadata.chartConfiguration}
        globalChartConfiguration={metadata.globalChartConfiguration}
        saving={crossFilterSave.loading}
        onClose={close}
        onSave={(scoping: CrossFilterScoping) => void writeSettings(scoping).then((done) => done && setOpened(null))}
      />
    );
  } else if (opened?.kind === 'properties' && sourceReady && source.data?.dashboard) {
    modal = (
      <DashboardPropertiesModal
        dashboard={source.data.dashboard}
        onClose={close}
        onSaved={({ slug }) => {
          setOpened(null);
          addSuccessToast('The dashboard has been saved');
          const next = `/dashboard/${slug ?? dashboard.id}/`;
          // A new slug is a new address; the page there loads the saved dashboard.
          if (slug !== dashboard.slug && !location.pathname.includes(`/${dashboard.id}/`)) void navigate(next + location.search, { replace: true });
          else void refetch();
        }}
      />
    );
  } else if (opened?.kind === 'css' && sourceReady && source.data?.dashboard) {
    modal = (
      <CssEditorModal
        dashboardId={dashboard.id}
        css={source.data.dashboard.css ?? ''}
        onPreview={setCssPreview}
        onClose={close}
        onSaved={() => {
          setOpened(null);
          void refetch().then(() => setCssPreview(null));
        }}
      />
    );
  }

  return {
    filterBarSettings: canEdit ? (
      <FilterBarSettings
        crossFiltersEnabled={metadata.crossFiltersEnabled}
        orientation={metadata.filterBarOrientation === 'HORIZONTAL' ? 'HORIZONTAL' : 'VERTICAL'}
        onEditFilters={() => setOpened({ kind: 'filters', filterId: null })}
        onCrossFiltersEnabled={(enabled) => void writeSettings({ crossFiltersEnabled: enabled })}
        onScopeCrossFilters={() => setOpened({ kind: 'cross-scoping' })}
        onOrientation={(orientation) => void writeSettings({ filterBarOrientation: orientation })}
      />
    ) : null,
    onEditProperties: canEdit ? () => setOpened({ kind: 'properties' }) : undefined,
    onEditCss: canEdit ? () => setOpened({ kind: 'css' }) : undefined,
    cssPreview,
    modals: modal,
  };
}
