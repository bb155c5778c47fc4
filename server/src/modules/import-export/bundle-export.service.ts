/**
 * Export of bundles (REST ref §7.1) for every resource: the requested objects, each checked against what the
 * actor may see (any id missing or not visible is 404, never a partial bundle), and what they pull in —
 * dashboard -> charts (+ native filter datasets) -> datasets -> databases; database -> all its datasets;
 * saved query (the caller's own only) -> database.
 */
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { parseJsonObjectText } from '../../platform/json-text';
import { Chart, ChartService } from '../chart';
import { Dashboard, DashboardService, targetDatasetIds } from '../dashboard';
import { canSeeDatabase, Database } from '../database';
import { accessibleDatasetIds, Dataset } from '../dataset';
import { SavedQuery } from '../saved-query';
import { tagsOfObjects } from '../tag';
import { BUNDLE_KINDS, BundleResource } from './bundle-kind';
import { writeBundle, type BundleContent } from './bundle-writer';
import { downloadFile } from '../../platform/download-file';
import type { ExportFile } from '../../platform/export-file';
import { dbFor } from '../../platform/sql';

export class BundleExportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly dashboards: DashboardService,
    private readonly charts: ChartService,
    /** TAGGING_SYSTEM: charts and dashboards carry their custom tags, described in tags.yaml. */
    private readonly tagging: boolean,
  ) {}

  async export(ctx: RequestContext, resource: BundleResource, ids: readonly number[], now = new Date()): Promise<ExportFile> {
    ctx.require('can_export', BUNDLE_KINDS[resource].viewMenu);
    const unique = [...new Set(ids)];
    if (!unique.length) throw errors.notFound();
    const em = dbFor(ctx, this.dataSource);
    const content: BundleContent = { dashboards: [], charts: [], datasets: [], databases: [], queries: [] };
    const datasetIds = new Set<number>();
    const databaseIds = new Set<number>();
    switch (resource) {
      case BundleResource.DASHBOARD: {
        if ((await this.dashboards.visibleIds(em, ctx.requireActor(), unique)).length !== unique.length) throw errors.notFound();
        content.dashboards = await em.getRepository(Dashboard).find({ where: { id: In(unique) }, relations: { charts: true }, order: { id: 'ASC' } });
        content.charts = [...new Map(content.dashboards.flatMap((d) => d.charts ?? []).map((c) => [c.id, c])).values()].sort((a, b) => a.id - b.id);
        for (const d of content.dashboards) for (const id of targetDatasetIds(parseJsonObjectText(d.jsonMetadata).native_filter_configuration)) datasetIds.add(id);
        break;
      }
      case BundleResource.CHART:
        if ((await this.charts.visibleIds(ctx, unique)).length !== unique.length) throw errors.notFound();
        content.charts = await em.getRepository(Chart).find({ where: { id: In(unique) }, order: { id: 'ASC' } });
        break;
      case BundleResource.DATASET: {
        const visible = await accessibleDatasetIds(em, ctx.requireActor());
        if (visible && unique.some((id) => !visible.includes(id))) throw errors.notFound();
        unique.forEach((id) => datasetIds.add(id));
        break;
      }
      case BundleResource.DATABASE: {
        const actor = ctx.requireActor();
        const found = await em.getRepository(Database).find({ where: { id: In(unique) } });
        if (found.length !== unique.length || found.some((d) => !canSeeDatabase(actor, { id: d.id, name: d.databaseName }))) throw errors.notFound();
        unique.forEach((id) => databaseIds.add(id));
        for (const t of await em.getRepository(Dataset).find({ select: { id: true }, where: { databaseId: In(unique) } })) datasetIds.add(t.id);
        break;
      }
      case BundleResource.SAVED_QUERY:
        content.queries = await em.getRepository(SavedQuery).find({ where: { id: In(unique), userId: ctx.requireActor().user.id }, order: { id: 'ASC' } });
        if (content.queries.length !== unique.length) throw errors.notFound();
        content.queries.forEach((q) => databaseIds.add(q.dbId));
        break;
    }
    for (const c of content.charts) if (c.datasourceId != null && c.datasourceType !== 'query') datasetIds.add(c.datasourceId);
    content.datasets = await loadDatasets(em, [...datasetIds]);
    if (resource === BundleResource.DATASET && content.datasets.length !== unique.length) throw errors.notFound();
    content.datasets.forEach((t) => databaseIds.add(t.databaseId));
    content.databases = await em.getRepository(Database).find({ where: { id: In([...databaseIds]) }, relations: { sshTunnel: true }, order: { id: 'ASC' } });
    if (this.tagging) content.tags = await customTags(em, content);
    const { filename, body } = writeBundle(resource, content, now);
    return downloadFile(filename, 'zip', body);
  }
}

/** The custom tags of the bundle's dashboards and charts (Superset exports no system tag). */
async function customTags(em: EntityManager, content: BundleContent): Promise<NonNullable<BundleContent['tags']>> {
  const tags: NonNullable<BundleContent['tags']> = { dashboards: new Map(), charts: new Map(), described: new Map() };
  const collect = async (type: 'dashboard' | 'chart', ids: number[], into: Map<number, string[]>) => {
    for (const t of await tagsOfObjects(em, type, ids)) {
      if (t.type !== 'custom') continue;
      into.set(t.objectId, [...(into.get(t.objectId) ?? []), t.name]);
      tags.described.set(t.name, t.description);
    }
  };
  await collect('dashboard', content.dashboards.map((d) => d.id), tags.dashboards);
  await collect('chart', content.charts.map((c) => c.id), tags.charts);
  return tags;
}

function loadDatasets(em: EntityManager, ids: number[]): Promise<Dataset[]> {
  if (!ids.length) return Promise.resolve([]);
  return em.getRepository(Dataset).find({ where: { id: In(ids) }, relations: { columns: true, metrics: true }, order: { id: 'ASC' } });
}
