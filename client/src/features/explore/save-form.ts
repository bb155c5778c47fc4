// The save modal's rules (spec 1 §2, §6, §8): overwrite only for owners (the server's canOverwrite), a name is
// required, and the dashboard is either an existing one or a new one named by what was typed. Pure, so it is
// unit-tested; the modal only draws it.
import type { ChartDataInput } from '../../gql/graphql';
import { toQueryContext } from './query-context';

export type SaveAction = 'overwrite' | 'saveas';

export interface DashboardOption {
  id: number;
  dashboardTitle: string;
}

/** A picked dashboard: an existing one by id, or a new one to create by title. */
export type DashboardChoice = { kind: 'existing'; id: number; title: string } | { kind: 'new'; title: string } | null;

export const NEW_DASHBOARD_PREFIX = 'new:';

export function defaultSaveAction(canOverwrite: boolean): SaveAction {
  return canOverwrite ? 'overwrite' : 'saveas';
}

/** The picker's options: the dashboards found, plus "create" for typed text that matches no title exactly. */
export function dashboardPickerOptions(dashboards: readonly DashboardOption[], typed: string): Array<{ value: string; label: string }> {
  const options = dashboards.map((dashboard) => ({ value: String(dashboard.id), label: dashboard.dashboardTitle }));
  const title = typed.trim();
  if (title && !dashboards.some((dashboard) => dashboard.dashboardTitle.trim().toLowerCase() === title.toLowerCase())) {
    options.unshift({ value: `${NEW_DASHBOARD_PREFIX}${title}`, label: `+ Create "${title}"` });
  }
  return options;
}

/** The picked picker option as a dashboard choice (an option's label is the existing dashboard's title). */
export function dashboardChoiceFromOption(option: { value: string; label: string } | null): DashboardChoice {
  if (!option) return null;
  if (option.value.startsWith(NEW_DASHBOARD_PREFIX)) {
    const title = option.value.slice(NEW_DASHBOARD_PREFIX.length).trim();
    return title ? { kind: 'new', title } : null;
  }
  const id = Number(option.value);
  return Number.isInteger(id) && id > 0 ? { kind: 'existing', id, title: option.label } : null;
}

export interface SaveRequest {
  action: 'SAVE_AS' | 'OVERWRITE';
  chartId?: number;
  sliceName: string;
  vizType: string;
  datasourceId: number;
  datasourceType: string;
  params: Record<string, unknown>;
  /** Superset's query_context of the saved form data (what REST clients run for the chart). */
  queryContext?: Record<string, unknown>;
  dashboardId?: number;
  newDashboardTitle?: string;
}

export interface SaveFormState {
  action: SaveAction;
  sliceName: string;
  dashboard: DashboardChoice;
}

/** What blocks Save: a missing name, or overwriting without the right. */
export function saveBlockedReason(form: SaveFormState, canOverwrite: boolean): string | null {
  if (!form.sliceName.trim()) return 'Chart name cannot be empty';
  if (form.action === 'overwrite' && !canOverwrite) return 'You do not have permission to edit this chart';
  return null;
}

/** The saveChart input: the form data without the keys that identify a particular saved chart, and the query
 * context of the chart's query for it (`query`, when the form data makes one). */
export function toSaveRequest(
  form: SaveFormState,
  formData: Record<string, unknown>,
  chart: { id: number } | null,
  datasource: { id: number; type: string },
  query: ChartDataInput | null = null,
): SaveRequest {
  const params: Record<string, unknown> = { ...formData };
  delete params.slice_id;
  delete params.url_params;
  const overwrite = form.action === 'overwrite' && chart !== null;
  const request: SaveRequest = {
    action: overwrite ? 'OVERWRITE' : 'SAVE_AS',
    sliceName: form.sliceName.trim(),
    vizType: String(formData.viz_type),
    datasourceId: datasource.id,
    datasourceType: datasource.type,
    params,
  };
  if (query) request.queryContext = toQueryContext(query, params);
  if (overwrite) request.chartId = chart.id;
  if (form.dashboard?.kind === 'existing') request.dashboardId = form.dashboard.id;
  if (form.dashboard?.kind === 'new') request.newDashboardTitle = form.dashboard.title;
  return request;
}
