/**
 * Stars (Superset's favstar): the acting user's favourite charts and dashboards. Starring needs read access
 * to the object and that the object is visible to the actor; unstarring always succeeds (Superset answers OK
 * even for a missing object), so a stale star can always be removed. Which objects are visible is answered by
 * the module owning them (FavoriteTargets: charts and dashboards sit above this module).
 */
import DataLoader from 'dataloader';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { Port } from '../../platform/module';
import { Favorite, FAVORITE_CLASS_NAMES } from './favorite.entity';
import { FavoriteObjectType, type FavoriteStatus } from './favorite.types';
import { dbFor } from '../../platform/sql';

const CLASS_NAME: Record<FavoriteObjectType, string> = {
  [FavoriteObjectType.CHART]: FAVORITE_CLASS_NAMES.chart,
  [FavoriteObjectType.DASHBOARD]: FAVORITE_CLASS_NAMES.dashboard,
  [FavoriteObjectType.TAG]: FAVORITE_CLASS_NAMES.tag,
};
const VIEW_MENU: Record<FavoriteObjectType, string> = {
  [FavoriteObjectType.CHART]: 'Chart',
  [FavoriteObjectType.DASHBOARD]: 'Dashboard',
  [FavoriteObjectType.TAG]: 'Tag',
};

/** The ids among `ids` of objects of one kind that exist and the actor may see. */
export type VisibleIds = (ctx: RequestContext, ids: readonly number[]) => Promise<number[]>;

/** One VisibleIds per kind that can be starred, provided by the module owning that kind. */
export class FavoriteTargets {
  private readonly ports = new Map<FavoriteObjectType, Port<VisibleIds>>(Object.values(FavoriteObjectType).map((t) => [t, new Port<VisibleIds>(`Favorite target ${t}`)]));

  provide(type: FavoriteObjectType, visibleIds: VisibleIds): void {
    this.ports.get(type)!.provide(visibleIds);
  }

  visibleIds(ctx: RequestContext, type: FavoriteObjectType, ids: readonly number[]): Promise<number[]> {
    return this.ports.get(type)!.get()(ctx, ids);
  }
}

export class FavoriteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly targets: FavoriteTargets,
  ) {}


  private visibleIds(ctx: RequestContext, type: FavoriteObjectType, ids: readonly number[]): Promise<number[]> {
    return this.targets.visibleIds(ctx, type, ids);
  }

  private async starredIds(em: EntityManager, userId: number, type: FavoriteObjectType, ids: readonly number[]): Promise<Set<number>> {
    const stars = await em.getRepository(Favorite).find({ select: { objId: true }, where: { userId, className: CLASS_NAME[type], objId: In([...ids]) } });
    return new Set(stars.map((f) => f.objId));
  }

  /** One answer per requested id, in request order; 404 when none of the ids is a visible object (Superset). */
  async status(ctx: RequestContext, type: FavoriteObjectType, ids: number[]): Promise<FavoriteStatus[]> {
    const actor = ctx.require('can_read', VIEW_MENU[type]);
    const visible = await this.visibleIds(ctx, type, ids);
    if (!visible.length) throw errors.notFound();
    const starred = await this.starredIds(dbFor(ctx, this.dataSource), actor.user.id, type, visible);
    return ids.map((id) => ({ objectType: type, id, value: starred.has(id) }));
  }

  async add(ctx: RequestContext, type: FavoriteObjectType, id: number): Promise<FavoriteStatus> {
    const actor = ctx.require('can_read', VIEW_MENU[type]);
    if (!(await this.visibleIds(ctx, type, [id])).length) throw errors.notFound();
    // The unique (user, class, object) index makes a double star a no-op, also under concurrent clicks.
    await dbFor(ctx, this.dataSource).getRepository(Favorite).createQueryBuilder().insert().values({ userId: actor.user.id, className: CLASS_NAME[type], objId: id }).orIgnore().updateEntity(false).execute();
    return { objectType: type, id, value: true };
  }

  async remove(ctx: RequestContext, type: FavoriteObjectType, id: number): Promise<FavoriteStatus> {
    const actor = ctx.require('can_read', VIEW_MENU[type]);
    await dbFor(ctx, this.dataSource).getRepository(Favorite).delete({ userId: actor.user.id, className: CLASS_NAME[type], objId: id });
    return { objectType: type, id, value: false };
  }

  /** Per-request batch answer to "did the actor star this?" for list rows (one query per page). */
  isStarred(ctx: RequestContext, type: FavoriteObjectType, id: number): Promise<boolean> {
    const actor = ctx.requireActor();
    const loader = ctx.loader(`favorite:${type}`, () => new DataLoader<number, boolean>(async (ids) => {
      const starred = await this.starredIds(dbFor(ctx, this.dataSource), actor.user.id, type, ids);
      return ids.map((i) => starred.has(i));
    }));
    return loader.load(id);
  }
}
