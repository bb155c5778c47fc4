import { objectTags } from './tag.resource';
import { humanizedDelta, isoWithoutTimezone, utcWithOffset } from '../core/dates';
import type { Row } from '../core/list-response';
import type { RestDashboardChartsQuery, RestDashboardListItemFragment, RestDashboardShowQuery, RestDashboardUserFragment, RestDashboardVersionsQuery } from '../gql/graphql';
import { userName } from './chart.serializers';

type DashboardShow = NonNullable<RestDashboardShowQuery['dashboard']>;
type DashboardChart = NonNullable<RestDashboardChartsQuery['dashboard']>['charts'][number];
type DashboardVersion = RestDashboardVersionsQuery['dashboardVersions']['items'][number];

/** Tag types are dumped by value (REST ref §3.8): custom 1, type 2, owner 3, favorited_by 4. */

const user = (u: RestDashboardUserFragment | null): Row | null => (u ? { id: u.id, first_name: u.firstName, last_name: u.lastName } : null);
const tags = (d: RestDashboardListItemFragment) => objectTags(d.tags);
const roles = (d: RestDashboardListItemFragment) => d.roles.map((r) => ({ id: r.id, name: r.name }));

/** Every list column of a dashboard; relations are nested objects/arrays for projectRow to trim. */
export function serializeDashboardListRow(d: RestDashboardListItemFragment, now: Date): Row {
  return {
    id: d.id,
    uuid: d.uuid,
    published: d.published,
    status: d.status,
    slug: d.slug,
    url: d.url,
    thumbnail_url: d.thumbnailUrl,
    certified_by: d.certifiedBy,
    certification_details: d.certificationDetails,
    changed_by: user(d.changedBy ?? null),
    changed_by_name: userName(d.changedBy ?? null),
    changed_on_utc: utcWithOffset(d.changedOn),
    changed_on_delta_humanized: humanizedDelta(d.changedOn, now),
    created_on_delta_humanized: humanizedDelta(d.createdOn, now),
    created_by: user(d.createdBy ?? null),
    dashboard_title: d.dashboardTitle,
    owners: d.owners.map(user),
    roles: roles(d),
    is_managed_externally: d.isManagedExternally,
    tags: tags(d),
  };
}

/** DashboardGetResponseSchema: json_metadata and position_json exactly as stored, charts by name. */
export function serializeDashboardGet(d: DashboardShow, now: Date): Row {
  return {
    id: d.id,
    uuid: d.uuid,
    slug: d.slug,
    url: d.url,
    dashboard_title: d.dashboardTitle,
    thumbnail_url: d.thumbnailUrl,
    published: d.published,
    css: d.css,
    theme: d.theme ? { id: d.theme.id, theme_name: d.theme.themeName, json_data: d.theme.jsonData } : null,
    json_metadata: d.jsonMetadata,
    position_json: d.positionJson,
    certified_by: d.certifiedBy,
    certification_details: d.certificationDetails,
    changed_by_name: userName(d.changedBy ?? null),
    changed_by: user(d.changedBy ?? null),
    changed_on: isoWithoutTimezone(d.changedOn),
    created_by: user(d.createdBy ?? null),
    charts: d.charts.map((c) => c.sliceName),
    owners: d.owners.map(user),
    roles: roles(d),
    tags: tags(d),
    changed_on_delta_humanized: humanizedDelta(d.changedOn, now),
    created_on_delta_humanized: humanizedDelta(d.createdOn, now),
    is_managed_externally: d.isManagedExternally,
  };
}

/** ChartEntityResponseSchema (GET /dashboard/{id_or_slug}/charts). */
export function serializeDashboardChart(c: DashboardChart): Row {
  return {
    id: c.id,
    slice_name: c.sliceName,
    cache_timeout: c.cacheTimeout,
    changed_on: isoWithoutTimezone(c.changedOn),
    description: c.description,
    form_data: c.formData,
    slice_url: c.sliceUrl,
    certified_by: c.certifiedBy,
    certification_details: c.certificationDetails,
  };
}

/** A kept version of a dashboard (GET /dashboard/{id_or_slug}/versions): who saved it, when, what changed. */
export function serializeDashboardVersion(v: DashboardVersion, now: Date): Row {
  return {
    id: v.id,
    version_number: v.versionNumber,
    summary: v.summary,
    dashboard_title: v.dashboardTitle,
    published: v.published,
    created_on: isoWithoutTimezone(v.createdOn),
    created_on_delta_humanized: humanizedDelta(v.createdOn, now),
    created_by: user(v.createdBy ?? null),
  };
}
