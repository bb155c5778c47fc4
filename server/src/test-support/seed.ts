/**
 * Builders for integration-test data, written through the TypeORM entities (so a test exercises the same
 * schema and column mappings the services read). Each takes an EntityManager: the data source's manager, or
 * a transaction's when a test wants to roll its rows back (with PGlite, every query inside a transaction must
 * go through that transaction's manager).
 *
 * Run `seedSecurity` first: users get built-in roles by name, and a missing role is a mistake in the test,
 * not something to create silently.
 */
import { In, type EntityManager } from 'typeorm';
import { Chart } from '../modules/chart';
import { Dashboard } from '../modules/dashboard';
import { Database } from '../modules/database';
import { Dataset } from '../modules/dataset';
import { Favorite, FAVORITE_CLASS_NAMES } from '../modules/favorite';
import { datasourceAccessView, hashPassword, Permission, type PermissionPair, PermissionView, Role, syncSecurity, User, ViewMenu } from '../modules/security';
import { Tag, TaggedObject, type TagType } from '../modules/tag';

/** The permission catalogue and the built-in roles (Admin, Alpha, Gamma, sql_lab, Public), as at start-up. */
export function seedSecurity(em: EntityManager): Promise<void> {
  return syncSecurity(em);
}

async function findOrCreateByName<T extends Permission | ViewMenu | Role>(
  em: EntityManager,
  entity: new () => T,
  name: string,
): Promise<T> {
  const repo = em.getRepository<T>(entity);
  const existing = await repo.findOne({ where: { name } as never });
  return existing ?? repo.save(repo.create({ name } as never) as unknown as T);
}

/** A permission/view pair, created when missing (object-level pairs appear as objects are created). */
export async function seedPermissionPair(em: EntityManager, [permission, viewMenu]: PermissionPair): Promise<PermissionView> {
  const p = await findOrCreateByName(em, Permission, permission);
  const v = await findOrCreateByName(em, ViewMenu, viewMenu);
  const repo = em.getRepository(PermissionView);
  return (await repo.findOneBy({ permissionId: p.id, viewMenuId: v.id })) ?? repo.save(repo.create({ permissionId: p.id, viewMenuId: v.id }));
}

/** A role (created when missing) that holds at least `pairs`. */
export async function seedRole(em: EntityManager, name: string, pairs: readonly PermissionPair[] = []): Promise<Role> {
  const role = await findOrCreateByName(em, Role, name);
  const links = em.createQueryBuilder().relation(Role, 'permissions').of(role.id);
  const held = new Set((await links.loadMany<PermissionView>()).map((pv) => pv.id));
  for (const pair of pairs) {
    const pv = await seedPermissionPair(em, pair);
    if (!held.has(pv.id)) await links.add(pv.id);
    held.add(pv.id);
  }
  return role;
}

export interface SeedUserInput {
  username: string;
  /** Names of existing roles (built-in ones after `seedSecurity`, custom ones after `seedRole`). */
  roles: readonly string[];
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Stored as the app's argon2 hash; without it the user cannot log in with a password. */
  password?: string;
  active?: boolean;
}

export async function seedUser(em: EntityManager, input: SeedUserInput): Promise<User> {
  const roles = input.roles.length ? await em.getRepository(Role).findBy({ name: In([...input.roles]) }) : [];
  const missing = input.roles.filter((name) => !roles.some((r) => r.name === name));
  if (missing.length) throw new Error(`seedUser(${input.username}): no role named ${missing.join(', ')}; run seedSecurity/seedRole first`);
  const repo = em.getRepository(User);
  return repo.save(
    repo.create({
      username: input.username,
      firstName: input.firstName ?? input.username,
      lastName: input.lastName ?? 'Test',
      email: input.email ?? `${input.username}@example.test`,
      passwordHash: input.password === undefined ? null : await hashPassword(input.password),
      active: input.active ?? true,
      roles,
    }),
  );
}

export async function seedDatabase(em: EntityManager, input: { databaseName: string; sqlalchemyUri?: string }): Promise<Database> {
  const repo = em.getRepository(Database);
  return repo.save(repo.create({ databaseName: input.databaseName, sqlalchemyUri: input.sqlalchemyUri ?? 'duckdb:///:memory:' }));
}

export interface SeedDatasetInput {
  database: Database;
  tableName: string;
  schema?: string | null;
  catalog?: string | null;
  owners?: User[];
}

/** A physical dataset, with its denormalised `perm` (the datasource_access view-menu) filled in as Superset does. */
export async function seedDataset(em: EntityManager, input: SeedDatasetInput): Promise<Dataset> {
  const repo = em.getRepository(Dataset);
  const dataset = await repo.save(
    repo.create({
      database: input.database,
      databaseId: input.database.id,
      tableName: input.tableName,
      schema: input.schema ?? null,
      catalog: input.catalog ?? null,
      owners: input.owners ?? [],
    }),
  );
  dataset.perm = datasourceAccessView(input.database.databaseName, dataset.tableName, dataset.id);
  await repo.update(dataset.id, { perm: dataset.perm });
  return dataset;
}

/** A role granting `datasource_access` on one dataset (REST ref §8.1), the way an admin would. */
export function grantDatasourceAccess(em: EntityManager, roleName: string, database: Database, dataset: Dataset): Promise<Role> {
  return seedRole(em, roleName, [['datasource_access', datasourceAccessView(database.databaseName, dataset.tableName, dataset.id)]]);
}

export async function seedDashboard(
  em: EntityManager,
  input: { title: string; slug?: string | null; published?: boolean; owners?: User[]; jsonMetadata?: Record<string, unknown> },
): Promise<Dashboard> {
  const repo = em.getRepository(Dashboard);
  return repo.save(
    repo.create({
      dashboardTitle: input.title,
      slug: input.slug ?? null,
      published: input.published ?? false,
      owners: input.owners ?? [],
      jsonMetadata: input.jsonMetadata ? JSON.stringify(input.jsonMetadata) : null,
    }),
  );
}

export async function seedTag(em: EntityManager, name: string, type: TagType = 'custom'): Promise<Tag> {
  const repo = em.getRepository(Tag);
  return repo.save(repo.create({ name, type }));
}

export interface SeedChartInput {
  sliceName: string;
  vizType?: string | null;
  /** The chart's dataset; or set datasourceType/datasourceId yourself (e.g. a chart on a SQL Lab query). */
  dataset?: Dataset | null;
  datasourceType?: string | null;
  datasourceId?: number | null;
  description?: string | null;
  params?: Record<string, unknown>;
  certifiedBy?: string | null;
  certificationDetails?: string | null;
  owners?: User[];
  createdBy?: User | null;
  changedBy?: User | null;
  lastSavedBy?: User | null;
  lastSavedAt?: Date | null;
  /** Explicit audit times, so ordering tests do not depend on insert timing. */
  createdOn?: Date;
  changedOn?: Date;
  dashboards?: Dashboard[];
  favoritedBy?: User[];
  tags?: Tag[];
}

export async function seedChart(em: EntityManager, input: SeedChartInput): Promise<Chart> {
  const repo = em.getRepository(Chart);
  const dataset = input.dataset ?? null;
  const chart = await repo.save(
    repo.create({
      sliceName: input.sliceName,
      vizType: input.vizType === undefined ? 'table' : input.vizType,
      datasourceType: input.datasourceType !== undefined ? input.datasourceType : dataset ? 'table' : null,
      datasourceId: input.datasourceId !== undefined ? input.datasourceId : (dataset?.id ?? null),
      // Superset denormalises `schema.table` for list search and ordering.
      datasourceName: dataset ? (dataset.schema ? `${dataset.schema}.${dataset.tableName}` : dataset.tableName) : null,
      perm: dataset?.perm ?? null,
      description: input.description ?? null,
      params: JSON.stringify({ viz_type: input.vizType ?? 'table', ...input.params }),
      certifiedBy: input.certifiedBy ?? null,
      certificationDetails: input.certificationDetails ?? null,
      owners: input.owners ?? [],
      createdByFk: input.createdBy?.id ?? null,
      changedByFk: input.changedBy?.id ?? null,
      lastSavedByFk: input.lastSavedBy?.id ?? null,
      lastSavedAt: input.lastSavedAt ?? null,
      ...(input.createdOn ? { createdOn: input.createdOn } : {}),
      ...(input.changedOn ? { changedOn: input.changedOn } : {}),
    }),
  );
  // dashboard_slices is owned by the dashboard side of the relation.
  for (const dashboard of input.dashboards ?? []) await em.createQueryBuilder().relation(Dashboard, 'charts').of(dashboard.id).add(chart.id);
  for (const user of input.favoritedBy ?? []) await seedFavorite(em, user, 'chart', chart.id);
  for (const tag of input.tags ?? []) await tagObject(em, tag, 'chart', chart.id);
  return chart;
}

export async function seedFavorite(em: EntityManager, user: User, kind: keyof typeof FAVORITE_CLASS_NAMES, objectId: number): Promise<Favorite> {
  const repo = em.getRepository(Favorite);
  return repo.save(repo.create({ userId: user.id, className: FAVORITE_CLASS_NAMES[kind], objId: objectId }));
}

export async function tagObject(em: EntityManager, tag: Tag, objectType: TaggedObject['objectType'], objectId: number): Promise<TaggedObject> {
  const repo = em.getRepository(TaggedObject);
  return repo.save(repo.create({ tagId: tag.id, objectType, objectId }));
}
