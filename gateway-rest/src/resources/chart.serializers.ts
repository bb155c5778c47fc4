import { objectTags } from './tag.resource';
import { epochMillis, humanizedDelta, isoWithoutTimezone, utcWithOffset } from '../core/dates';
import { isPlainObject } from '../core/json-schema';
import type { Row } from '../core/list-response';
import type { RestChartListItemFragment, RestChartShowQuery, RestChartUserFragment } from '../gql/graphql';

type ChartShow = NonNullable<RestChartShowQuery['chart']>;

/** FAB's str(user): "First Last", or "" when there is no user. */
export function userName(user: RestChartUserFragment | null): string {
  return user ? `${user.firstName} ${user.lastName}` : '';
}

function userSummary(user: RestChartUserFragment | null): Row | null {
  return user ? { first_name: user.firstName, last_name: user.lastName, id: user.id } : null;
}

/**
 * Slice.form_data: the saved params with the chart's identity injected (slice_id, viz_type,
 * datasource "<id>__<type>", and cache_timeout when set); legacy since/until become time_range.
 */
export function chartFormData(chart: {
  id: number;
  params: unknown;
  vizType: string;
  datasourceId: number | null;
  datasourceType: string | null;
  cacheTimeout: number | null;
}): Row {
  const formData: Row = isPlainObject(chart.params) ? { ...chart.params } : {};
  if ('since' in formData || 'until' in formData) {
    formData.time_range = `${formData.since || ''} : ${formData.until || ''}`;
    delete formData.since;
    delete formData.until;
  }
  formData.slice_id = chart.id;
  formData.viz_type = chart.vizType;
  formData.datasource = `${chart.datasourceId}__${chart.datasourceType}`;
  if (chart.cacheTimeout) formData.cache_timeout = chart.cacheTimeout;
  return formData;
}

/** Every list column of a chart; relations are nested objects/arrays for projectRow to trim. */
export function serializeChartListRow(chart: RestChartListItemFragment, now: Date): Row {
  const datasource = chart.datasource;
  return {
    is_managed_externally: chart.isManagedExternally,
    certified_by: chart.certifiedBy,
    certification_details: chart.certificationDetails,
    cache_timeout: chart.cacheTimeout,
    changed_by: userSummary(chart.changedBy),
    changed_by_name: userName(chart.changedBy),
    changed_on_delta_humanized: humanizedDelta(chart.changedOn, now),
    changed_on_dttm: epochMillis(chart.changedOn),
    changed_on_utc: utcWithOffset(chart.changedOn),
    created_by: userSummary(chart.createdBy),
    created_by_name: userName(chart.createdBy),
    created_on_delta_humanized: humanizedDelta(chart.createdOn, now),
    datasource_id: chart.datasourceId,
    datasource_name_text: datasource?.nameText ?? null,
    datasource_type: chart.datasourceType,
    datasource_url: datasource?.exploreUrl ?? null,
    description: chart.description,
    edit_url: chart.editUrl,
    form_data: chartFormData(chart),
    id: chart.id,
    last_saved_at: isoWithoutTimezone(chart.lastSavedAt),
    last_saved_by: userSummary(chart.lastSavedBy),
    owners: chart.owners.map(userSummary),
    dashboards: chart.dashboards.map((dashboard) => ({ id: dashboard.id, dashboard_title: dashboard.dashboardTitle })),
    params: chart.paramsText,
    slice_name: chart.sliceName,
    slice_url: chart.sliceUrl,
    table: datasource ? { default_endpoint: datasource.defaultEndpoint, table_name: datasource.tableName } : null,
    thumbnail_url: chart.thumbnailUrl,
    url: chart.url,
    viz_type: chart.vizType,
    tags: objectTags(chart.tags),
    uuid: chart.uuid,
  };
}

/** ChartGetResponseSchema: params/query_context as the stored JSON text and cache_timeout as a string (its fields.String). */
export function serializeChartGet(chart: ChartShow, now: Date): Row {
  return {
    id: chart.id,
    uuid: chart.uuid,
    url: chart.url,
    slice_name: chart.sliceName,
    description: chart.description,
    viz_type: chart.vizType,
    params: chart.paramsText,
    query_context: chart.queryContextText,
    cache_timeout: chart.cacheTimeout === null ? null : String(chart.cacheTimeout),
    certified_by: chart.certifiedBy,
    certification_details: chart.certificationDetails,
    changed_on_delta_humanized: humanizedDelta(chart.changedOn, now),
    thumbnail_url: chart.thumbnailUrl,
    is_managed_externally: chart.isManagedExternally,
    tags: objectTags(chart.tags),
    owners: chart.owners.map((owner) => ({ id: owner.id, first_name: owner.firstName, last_name: owner.lastName })),
    dashboards: chart.dashboards.map((dashboard) => ({
      id: dashboard.id,
      dashboard_title: dashboard.dashboardTitle,
      json_metadata: dashboard.jsonMetadataText,
    })),
    datasource_id: chart.datasourceId,
    datasource_type: chart.datasourceType,
    datasource_name_text: chart.datasource?.nameText ?? null,
    datasource_url: chart.datasource?.exploreUrl ?? null,
    datasource_uuid: chart.datasource?.uuid ?? null,
  };
}
