/**
 * GET /dashboard/export/ (REST ref §7): a ZIP under one root folder with metadata.yaml, one YAML per
 * dashboard (layout and metadata expanded, native filter targets by dataset uuid, charts missing from the
 * layout appended as Superset does) and one per chart it holds (linked by dataset uuid). The datasets and
 * databases of the bundle are the import/export feature's to add. Any id the actor cannot see is 404.
 */
import { Field, ObjectType } from 'type-graphql';
import { In, type DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { bundleMetadata, bundleYaml, BUNDLE_VERSION, exportStamp, secureFilename } from '../../platform/export-bundle';
import { isJsonObject, parseJsonObjectText, parseJsonText } from '../../platform/json-text';
import { Chart } from '../chart';
import { datasetSummaries } from '../dataset';
import { zip, type ZipEntry } from '../explore';
import { visibleDashboardIds } from './dashboard-access';
import { appendChart, randomComponentId } from './dashboard-layout';
import { Dashboard } from './dashboard.entity';
import { targetDatasetIds } from './dashboard-metadata';
import type { DashboardPolicyOptions } from './dashboard.policy';
import { componentOf, defaultLayout, type Layout } from './layout-rules';

@ObjectType({ description: 'An export bundle (application/zip), base64-encoded.' })
export class DashboardExportFile {
  @Field(() => String) filename: string;
  @Field(() => String) contentType: string;
  @Field(() => String) base64: string;
}

/** The layout to export: the stored one (or the default), with every linked chart placed. */
function exportedLayout(dashboard: Dashboard, charts: Chart[]): Layout {
  const stored = parseJsonObjectText(dashboard.positionJson);
  let layout = (componentOf(stored as Layout, 'ROOT_ID') ? stored : defaultLayout(dashboard.dashboardTitle ?? '')) as Layout;
  for (const chart of charts) layout = appendChart(layout, { id: chart.id, sliceName: chart.sliceName, uuid: chart.uuid }, randomComponentId);
  return layout;
}

/** Native filter targets name datasets by uuid in a bundle. */
function exportedMetadata(dashboard: Dashboard, datasetUuid: Map<number, string>): Record<string, unknown> {
  const md = parseJsonObjectText(dashboard.jsonMetadata);
  if (!Array.isArray(md.native_filter_configuration)) return md;
  return {
    ...md,
    native_filter_configuration: md.native_filter_configuration.map((f: unknown) => {
      if (!isJsonObject(f) || !Array.isArray(f.targets)) return f;
      return {
        ...f,
        targets: f.targets.map((t: unknown) => {
          if (!isJsonObject(t) || typeof t.datasetId !== 'number') return t;
          const { datasetId, ...rest } = t;
          return { ...rest, datasetUuid: datasetUuid.get(datasetId) ?? null };
        }),
      };
    }),
  };
}

export class DashboardExportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: DashboardPolicyOptions,
  ) {}

  async export(ctx: RequestContext, ids: number[], now = new Date()): Promise<DashboardExportFile> {
    const actor = ctx.require('can_export', 'Dashboard');
    const em = ctx.em ?? this.dataSource.manager;
    const unique = [...new Set(ids)];
    if (!unique.length || (await visibleDashboardIds(em, actor, this.options, unique)).length !== unique.length) throw errors.notFound();
    const dashboards = await em.getRepository(Dashboard).find({ where: { id: In(unique) }, relations: { charts: true }, order: { id: 'ASC' } });
    const charts = new Map(dashboards.flatMap((d) => d.charts ?? []).map((c) => [c.id, c]));
    const datasetIds = new Set([...charts.values()].filter((c) => c.datasourceId != null && c.datasourceType !== 'query').map((c) => c.datasourceId as number));
    for (const d of dashboards) for (const id of targetDatasetIds(parseJsonObjectText(d.jsonMetadata).native_filter_configuration)) datasetIds.add(id);
    const datasets = await datasetSummaries(ctx, em).loadMany([...datasetIds]);
    const datasetUuid = new Map(datasets.flatMap((d) => (d && !(d instanceof Error) && d.uuid ? [[d.id, d.uuid] as const] : [])));

    const root = `dashboard_export_${exportStamp(now)}`;
    const entries: ZipEntry[] = [{ name: `${root}/metadata.yaml`, data: bundleYaml(bundleMetadata('Dashboard', now)) }];
    for (const d of dashboards) {
      const config = {
        dashboard_title: d.dashboardTitle,
        description: d.description,
        css: d.css,
        slug: d.slug,
        certified_by: d.certifiedBy,
        certification_details: d.certificationDetails,
        published: d.published,
        uuid: d.uuid,
        position: exportedLayout(d, d.charts ?? []),
        metadata: exportedMetadata(d, datasetUuid),
        version: BUNDLE_VERSION,
      };
      entries.push({ name: `${root}/dashboards/${secureFilename(d.dashboardTitle ?? '') || 'dashboard'}_${d.id}.yaml`, data: bundleYaml(config) });
    }
    for (const c of charts.values()) {
      const config = {
        slice_name: c.sliceName,
        description: c.description,
        certified_by: c.certifiedBy,
        certification_details: c.certificationDetails,
        viz_type: c.vizType,
        params: parseJsonText(c.params),
        query_context: c.queryContext,
        cache_timeout: c.cacheTimeout,
        uuid: c.uuid,
        version: BUNDLE_VERSION,
        dataset_uuid: c.datasourceId != null ? (datasetUuid.get(c.datasourceId) ?? null) : null,
      };
      entries.push({ name: `${root}/charts/${secureFilename(c.sliceName) || 'chart'}_${c.id}.yaml`, data: bundleYaml(config) });
    }
    return { filename: `${root}.zip`, contentType: 'application/zip', base64: zip(entries, now).toString('base64') };
  }
}
