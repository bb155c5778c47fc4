// One chart on the dashboard: its title bar with the per-chart menu (force refresh, view query, view as table,
// download CSV/XLSX/image, edit in explore, maximize) and the chart drawn by the one chart view the explore
// screen uses, in every status: loading, failed, empty ('No results were returned for this query'), rendered.
import { ActionIcon, Group, Menu, Modal, Text, Tooltip } from '@mantine/core';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import type { VerboseMap } from '../../viz/shared/labels';
import { Link } from 'react-router';
import { ChartChromeContext, HOST_MENU_CHROME } from '../../viz/chart-chrome';
import { ChartView } from '../../viz/chart-view';
import type { RegisteredViz } from '../../viz/registry';
import type { CrossFilterMark } from '../../viz/types';
import { CertifiedIcon, DotsIcon } from '../explore/explore-icons';
import { ResultsTable } from '../explore/results-table';
import { toResultsData } from '../explore/results-data';
import { useChartDownloads } from '../explore/use-chart-downloads';
import { ViewQueryModal } from '../explore/view-query-modal';
import type { DashboardPageQuery } from '../../gql/graphql';
import { FilterIndicators } from './native-filters/filter-indicators-popover';
import { chartFilterIndicators, type IndicatorSource } from './native-filters/filter-indicators';
import { resultsOf, type ChartSlot } from './use-dashboard-data';
import { NO_CAPTURE_ATTRIBUTE } from './use-dashboard-download';

export type DashboardChartInfo = NonNullable<DashboardPageQuery['dashboard']>['charts'][number];
export type DashboardAbilitiesInfo = NonNullable<DashboardPageQuery['dashboard']>['abilities'];

const HEADER_HEIGHT = 30;
/** A chart sits on a white card, its title inside, as on Superset's dashboards. */
export const CARD_STYLE = (height: number) =>
  ({ height, display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-body)', borderRadius: 4, padding: '4px 12px 8px', boxSizing: 'border-box' }) as const;

export const NO_RESULTS = 'No results were returned for this query';

interface Props {
  /** Watches the holder's element (charts far below the fold load when they come near). */
  holderRef?: (element: HTMLElement | null) => void;
  chart: DashboardChartInfo | undefined;
  sliceName: string;
  /** The chart's title on this dashboard (the layout's sliceNameOverride), when it has one. */
  titleOverride?: string;
  dashboardId: number;
  viz: RegisteredViz | null;
  slot: ChartSlot | undefined;
  height: number;
  abilities: DashboardAbilitiesInfo;
  /** Asks again for this chart, bypassing the cache. */
  onRefresh: (chartId: number) => void;
  /** Set when cross-filters are on and the chart type can emit one. */
  onMarkClick?: (chartId: number, mark: CrossFilterMark) => void;
  /** The dashboard's filters and cross-filters holding a value; the holder shows those that reach its chart. */
  indicatorSources: readonly IndicatorSource[];
  /** Outlined for a moment: the chart the address's focused_chart named. */
  focused?: boolean;
  /** Without its menu and filter indicators (uiConfig's hide chart controls). */
  hideControls?: boolean;
  /** The chart's layout component, the anchor of its permalink. */
  componentId: string;
  /** Share: the dashboard's permalink anchored at this chart, copied or put in an e-mail. */
  onShare: (how: 'copy' | 'email', chart: { componentId: string; title: string }) => void;
  /** The verbose names of the chart's dataset (legends, headers and tooltips show them, as in explore). */
  verboseMap?: VerboseMap;
}

/** Scrolled to (focused_chart), a chart's title stays clear of the app's nav. */
// Contained: a chart's size is its layout cell's, so drawing one chart (which measures its text) lays out
// only that chart, not the whole dashboard of charts drawn before it.
const HOLDER_STYLE = { scrollMarginTop: 72, contain: 'strict' } as const;
/** The outline of a focused chart, in the theme's primary colour. */
const FOCUSED_STYLE = { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: 2, transition: 'outline-color 0.3s' } as const;

function isEmpty(slot: ChartSlot | undefined): boolean {
  return slot?.status === 'success' && (slot.queries ?? []).every((query) => query.rowcount === 0);
}

/**
 * Memoised, with handlers that take the chart's id: one chart's answer re-renders that chart's holder, not the
 * other charts of the dashboard.
 */
export const ChartHolder = memo(function ChartHolder({ holderRef, chart, sliceName, titleOverride, dashboardId, viz, slot, height, abilities, onRefresh, onMarkClick, indicatorSources, focused = false, hideControls = false, componentId, onShare, verboseMap }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartId = chart?.id ?? null;
  const indicators = useMemo(
    () => (chartId !== null ? chartFilterIndicators(chartId, indicatorSources, slot?.status === 'loading' ? null : (slot?.queries ?? null)) : []),
    [chartId, indicatorSources, slot],
  );
  const markClick = useMemo(() => (onMarkClick && chartId !== null ? (mark: CrossFilterMark) => onMarkClick(chartId, mark) : undefined), [onMarkClick, chartId]);
  const [modal, setModal] = useState<'query' | 'table' | 'full' | null>(null);
  const title = titleOverride || (chart?.sliceName ?? sliceName);
  const download = useChartDownloads({ name: title, input: slot?.input ?? null, results: slot?.queries ?? null, chartContainer: containerRef });
  const close = useCallback(() => setModal(null), []);

  if (!chart) {
    return (
      <div data-testid="dashboard-chart-missing" style={{ height, padding: 8 }}>
        <Text size="sm" c="dimmed">
          {`There is no chart definition associated with this component (${sliceName || 'unknown chart'}), or you may not see it.`}
        </Text>
      </div>
    );
  }

  const empty = isEmpty(slot);
  const view = (chartHeight: number | string) =>
    empty ? (
      <div data-testid="chart-container" data-status="rendered" style={{ height: chartHeight, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Text c="dimmed" size="sm" data-testid="chart-empty">
          {NO_RESULTS}
        </Text>
      </div>
    ) : (
      // The holder's menu offers the downloads: the chart draws no export button of its own.
      <ChartChromeContext value={HOST_MENU_CHROME}>
        <ChartView
          viz={viz}
          formData={slot?.formData ?? null}
          queriesData={resultsOf(slot)}
          loading={!slot || slot.status === 'loading'}
          errorMessage={slot?.status === 'failed' ? slot.error : null}
          height={chartHeight}
          containerRef={containerRef}
          onMarkClick={markClick}
          verboseMap={verboseMap}
        />
      </ChartChromeContext>
    );
  const editUrl = `/explore/?slice_id=${chart.id}&dashboard_id=${dashboardId}`;
  const results = slot?.queries?.[0] ?? null;

  return (
    <div
      ref={holderRef}
      data-testid="dashboard-chart"
      data-chart-id={chart.id}
      data-chart-name={title}
      data-focused={focused || undefined}
      style={{ ...CARD_STYLE(height), ...HOLDER_STYLE, ...(focused ? FOCUSED_STYLE : null) }}
    >
      <Group justify="space-between" wrap="nowrap" h={HEADER_HEIGHT} gap={4}>
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          {chart.certifiedBy && (
            <Tooltip label={`Certified by ${chart.certifiedBy}`}>
              <span>
                <CertifiedIcon />
              </span>
            </Tooltip>
          )}
          <Text fw={600} size="sm" truncate title={chart.description ?? title} data-testid="dashboard-chart-title">
            {title}
          </Text>
          {!hideControls && <FilterIndicators indicators={indicators} />}
        </Group>
        {!hideControls && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              {/* Left out of a download of the whole dashboard. */}
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`More options for ${title}`} data-testid="chart-menu" {...{ [NO_CAPTURE_ATTRIBUTE]: '' }}>
                <DotsIcon />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => onRefresh(chart.id)} data-testid="chart-force-refresh">
                Force refresh
              </Menu.Item>
              <Menu.Item onClick={() => setModal('full')}>Maximize chart</Menu.Item>
              {abilities.canExplore && (
                <Menu.Item component={Link} to={editUrl}>
                  Edit chart
                </Menu.Item>
              )}
              {abilities.canViewQuery && (
                <Menu.Item onClick={() => setModal('query')} disabled={!slot?.input}>
                  View query
                </Menu.Item>
              )}
              {abilities.canViewChartAsTable && (
                <Menu.Item onClick={() => setModal('table')} disabled={!results}>
                  View as table
                </Menu.Item>
              )}
              {abilities.canShare && (
                <Menu.Sub>
                  <Menu.Sub.Target>
                    <Menu.Sub.Item data-testid="chart-share-menu">Share</Menu.Sub.Item>
                  </Menu.Sub.Target>
                  <Menu.Sub.Dropdown>
                    <Menu.Item onClick={() => onShare('copy', { componentId, title })} data-testid="chart-share-copy">
                      Copy permalink to clipboard
                    </Menu.Item>
                    <Menu.Item onClick={() => onShare('email', { componentId, title })} data-testid="chart-share-email">
                      Share chart by email
                    </Menu.Item>
                  </Menu.Sub.Dropdown>
                </Menu.Sub>
              )}
              {abilities.canDownload && (
                <>
                  <Menu.Divider />
                  <Menu.Item onClick={() => void download('csv')} disabled={!slot?.input}>
                    Export to .CSV
                  </Menu.Item>
                  <Menu.Item onClick={() => void download('xlsx')} disabled={!slot?.input}>
                    Export to Excel
                  </Menu.Item>
                  <Menu.Item onClick={() => void download('png')} disabled={slot?.status !== 'success'}>
                    Download as image
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>{view('100%')}</div>
      {modal === 'query' && slot?.input && <ViewQueryModal input={slot.input} onClose={close} />}
      {modal === 'table' && results && (
        <Modal opened onClose={close} title={title} size="80%" centered data-testid="chart-table-modal">
          <ResultsTable {...toResultsData(results)} height="60vh" />
        </Modal>
      )}
      {modal === 'full' && (
        <Modal opened onClose={close} title={title} fullScreen data-testid="chart-fullsize">
          {view('calc(100vh - 100px)')}
        </Modal>
      )}
    </div>
  );
});
