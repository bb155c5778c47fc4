/**
 * Reading a dashboard's version history: the kept versions, newest first, one of them, and the one before
 * it (what the history shows a version's changes against). Whoever may see the dashboard may read its
 * history (as its current layout and metadata); restoring is an edit (DashboardWriteService.restoreVersion).
 */
import { LessThan, type DataSource, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import type { DashboardQueryService } from './dashboard-query.service';
import { DashboardVersion as DashboardVersionEntity } from './dashboard-version.entity';
import { DashboardVersion, type DashboardVersionList } from './dashboard-version.types';
import { dbFor } from '../../platform/sql';

/** The one mapping from the entity to the GraphQL DashboardVersion. */
export function toDashboardVersion(v: DashboardVersionEntity): DashboardVersion {
  return Object.assign(new DashboardVersion(), {
    id: v.id,
    dashboardId: v.dashboardId,
    versionNumber: v.versionNumber,
    createdOn: v.createdOn,
    summary: v.summary,
    dashboardTitle: v.dashboardTitle,
    slug: v.slug,
    css: v.css,
    jsonMetadata: v.jsonMetadata,
    positionJson: v.positionJson,
    published: v.published,
    certifiedBy: v.certifiedBy,
    certificationDetails: v.certificationDetails,
    createdById: v.createdByFk,
  });
}

export class DashboardVersionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: DashboardQueryService,
  ) {}

  em(ctx: RequestContext): EntityManager {
    return dbFor(ctx, this.dataSource);
  }

  /** The kept versions of a dashboard the actor may see, newest first; NOT_FOUND for one they may not. */
  async list(ctx: RequestContext, idOrSlug: string): Promise<DashboardVersionList> {
    const dashboard = await this.queries.find(ctx, idOrSlug);
    const versions = await this.em(ctx).getRepository(DashboardVersionEntity).find({ where: { dashboardId: dashboard.id }, order: { versionNumber: 'DESC' } });
    return { count: versions.length, items: versions.map(toDashboardVersion) };
  }

  /** One kept version; NOT_FOUND when the dashboard is not visible or keeps no such version. */
  async get(ctx: RequestContext, idOrSlug: string, versionId: number): Promise<DashboardVersion> {
    const dashboard = await this.queries.find(ctx, idOrSlug);
    const version = await this.em(ctx).getRepository(DashboardVersionEntity).findOneBy({ id: versionId, dashboardId: dashboard.id });
    if (!version) throw errors.notFound('This version of the dashboard is not kept.');
    return toDashboardVersion(version);
  }

  /** The kept version before `version` (null for the oldest kept): read only from a version already authorized. */
  async previous(ctx: RequestContext, version: DashboardVersion): Promise<DashboardVersion | null> {
    const found = await this.em(ctx)
      .getRepository(DashboardVersionEntity)
      .findOne({ where: { dashboardId: version.dashboardId, versionNumber: LessThan(version.versionNumber) }, order: { versionNumber: 'DESC' } });
    return found ? toDashboardVersion(found) : null;
  }
}
