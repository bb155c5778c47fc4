/** Saved queries against a real metadata PostgreSQL (PGlite, or TEST_DATABASE_URL). */
import type { DataSource } from 'typeorm';
import { RequestContext } from '../../platform/context';
import { ListFilterOp, SortDirection } from '../../platform/list-query';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedDatabase, seedSecurity, seedTag, seedUser, tagObject } from '../../test-support/seed';
import type { Database } from '../database';
import type { Actor } from '../../platform/actor';
import { BundleExportService, BundleImportService, BundleResource } from '../import-export';
import { composeTestServices } from '../../test-support/services';
import { SavedQueryService } from './saved-query.service';
import { SavedQueryDistinctColumn, SavedQueryFilterField as F, SavedQueryOrderField as O } from './saved-query.types';
import { SavedQueryListOp } from './saved-query.list-spec';
import { failure } from '../../test-support/failure';
import { loadActors } from '../../test-support/actors';

let testDb: TestDataSource;
let ds: DataSource;
let service: SavedQueryService;
const ALREADY_EXISTS = 'Saved_Queries already exists and `overwrite=true` was not passed';
let transfer: { export(ctx: RequestContext, ids: number[]): ReturnType<BundleExportService['export']>; import(ctx: RequestContext, data: Buffer, overwrite: boolean): ReturnType<BundleImportService['import']> };
let examples: Database;
let other: Database;
const actors = {} as Record<'alice' | 'bob' | 'admin' | 'gamma', Actor>;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  service = new SavedQueryService(ds);
  const services = composeTestServices(ds);
  const exporter = services.get(BundleExportService);
  const importer = services.get(BundleImportService);
  const none = { passwords: {}, sshTunnelPasswords: {}, sshTunnelPrivateKeys: {}, sshTunnelPrivateKeyPasswords: {} };
  transfer = {
    export: (ctx, ids) => exporter.export(ctx, BundleResource.SAVED_QUERY, ids),
    import: (ctx, data, overwrite) => importer.import(ctx, BundleResource.SAVED_QUERY, data, { ...none, overwrite }),
  };
  await seedSecurity(ds.manager);
  examples = await seedDatabase(ds.manager, { databaseName: 'examples' });
  other = await seedDatabase(ds.manager, { databaseName: 'warehouse', sqlalchemyUri: 'postgresql://etl@db:5432/warehouse' });
  const users = {
    alice: await seedUser(ds.manager, { username: 'alice', firstName: 'Alice', roles: ['Alpha', 'sql_lab'] }),
    bob: await seedUser(ds.manager, { username: 'bob', firstName: 'Bob', roles: ['Alpha', 'sql_lab'] }),
    admin: await seedUser(ds.manager, { username: 'admin', roles: ['Admin'] }),
    gamma: await seedUser(ds.manager, { username: 'gamma', roles: ['Gamma'] }),
  };
  Object.assign(actors, await loadActors(ds, users));
});

afterAll(async () => {
  await testDb?.close();
});

const ctxOf = (who: keyof typeof actors) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });
const list = (who: keyof typeof actors, filters: { field: F; op: ListFilterOp; value?: unknown }[] = [], extra: { orderBy?: O; orderDirection?: SortDirection } = {}) =>
  service.list(ctxOf(who), { filters, page: 0, pageSize: 25, ...extra });


describe('SavedQueryService', () => {
  let top: number;
  let weekly: number;

  beforeAll(async () => {
    top = (await service.create(ctxOf('alice'), { dbId: examples.id, label: 'Top customers', schema: 'main', sql: 'SELECT * FROM customers ORDER BY revenue DESC' })).id;
    weekly = (
      await service.create(ctxOf('alice'), {
        dbId: other.id,
        label: 'Weekly revenue',
        schema: 'finance',
        description: 'for the board',
        sql: 'SELECT week, SUM(amount) FROM finance.orders GROUP BY 1',
        extraJson: JSON.stringify({ schedule_info: { output_table: 'weekly', start_date: '2025-09-01', schedule_interval: '@weekly' } }),
      })
    ).id;
    await service.create(ctxOf('bob'), { dbId: examples.id, label: 'Bob’s query', sql: 'SELECT 1' });
  });

  it('creates a saved query owned by its creator, with tables parsed and the schedule read from extra_json', async () => {
    const q = await service.get(ctxOf('alice'), weekly);
    expect(q).toMatchObject({
      label: 'Weekly revenue',
      database: { id: other.id, databaseName: 'warehouse' },
      sqlTables: [{ table: 'orders', schema: 'finance', catalog: null }],
      scheduleInfo: { output_table: 'weekly', schedule_interval: '@weekly' },
      createdBy: { username: 'alice' },
      url: `/sqllab/?savedQueryId=${weekly}`,
      abilities: { canEdit: true, canDelete: true, canExport: true },
    });
  });

  it('shows users only their own saved queries, admins included', async () => {
    expect((await list('alice')).items.map((q) => q.label)).toEqual(['Weekly revenue', 'Top customers']);
    expect((await list('bob')).items.map((q) => q.label)).toEqual(['Bob’s query']);
    expect((await list('admin')).count).toBe(0);
    expect(await service.get(ctxOf('bob'), top)).toBeNull();
  });

  it('refuses users without the SavedQuery permissions', async () => {
    expect((await failure(list('gamma'))).code).toBe('FORBIDDEN');
  });

  it.each([
    ['all_text over the SQL', [{ field: F.LABEL, op: SavedQueryListOp.ALL_TEXT, value: 'revenue' }], ['Weekly revenue', 'Top customers']],
    ['all_text over the description', [{ field: F.LABEL, op: SavedQueryListOp.ALL_TEXT, value: 'BOARD' }], ['Weekly revenue']],
    ['database', [{ field: F.DATABASE, op: ListFilterOp.REL_O_M, value: 'EXAMPLES_ID' }], ['Top customers']],
    ['schema', [{ field: F.SCHEMA, op: ListFilterOp.EQ, value: 'finance' }], ['Weekly revenue']],
    ['creator', [{ field: F.CREATED_BY, op: ListFilterOp.REL_O_M, value: 'ALICE_ID' }], ['Weekly revenue', 'Top customers']],
    ['an empty search', [{ field: F.LABEL, op: SavedQueryListOp.ALL_TEXT, value: '' }], ['Weekly revenue', 'Top customers']],
  ])('filters by %s', async (_label, filters, expected) => {
    const resolved = filters.map((f) => ({ ...f, value: f.value === 'EXAMPLES_ID' ? examples.id : f.value === 'ALICE_ID' ? actors.alice.user.id : f.value }));
    expect((await list('alice', resolved)).items.map((q) => q.label)).toEqual(expected);
  });

  it('filters by tag and sorts by label', async () => {
    const tag = await seedTag(ds.manager, 'finance');
    await tagObject(ds.manager, tag, 'query', weekly);
    const tagged = await list('alice', [{ field: F.TAGS, op: SavedQueryListOp.SAVED_QUERY_TAGS, value: 'fin' }]);
    expect(tagged.items.map((q) => [q.label, q.tags.map((t) => t.name)])).toEqual([['Weekly revenue', ['finance']]]);
    expect((await list('alice', [], { orderBy: O.LABEL, orderDirection: SortDirection.ASC })).items.map((q) => q.label)).toEqual(['Top customers', 'Weekly revenue']);
  });

  it('updates only the fields given, and only the owner’s query', async () => {
    const updated = await service.update(ctxOf('alice'), top, { description: 'best customers' });
    expect(updated).toMatchObject({ label: 'Top customers', description: 'best customers', changedBy: { username: 'alice' } });
    expect((await failure(service.update(ctxOf('bob'), top, { label: 'mine now' }))).code).toBe('NOT_FOUND');
    expect((await failure(service.update(ctxOf('alice'), top, { extraJson: '{oops' }))).extra).toEqual({ fields: { extra_json: ['Not a valid JSON.'] } });
    expect((await failure(service.update(ctxOf('alice'), top, { dbId: 99999 }))).extra).toEqual({ fields: { db_id: ['Database does not exist'] } });
  });

  it('answers distinct schemas of the caller’s queries', async () => {
    expect(await service.distinct(ctxOf('alice'), SavedQueryDistinctColumn.SCHEMA, { page: 0, pageSize: 20 })).toEqual({ count: 2, items: ['finance', 'main'] });
    expect(await service.distinct(ctxOf('alice'), SavedQueryDistinctColumn.SCHEMA, { filter: 'F', page: 0, pageSize: 20 })).toEqual({ count: 1, items: ['finance'] });
  });

  it('exports and imports a round trip, refusing to overwrite without the flag', async () => {
    const bundle = await transfer.export(ctxOf('alice'), [top, weekly]);
    expect(bundle.filename).toMatch(/^saved_query_export_\d{8}T\d{6}\.zip$/);
    const data = Buffer.from(bundle.base64, 'base64');

    const refused = await failure(transfer.import(ctxOf('alice'), data, false));
    expect(refused.status).toBe(422);
    expect(Object.values(refused.extra)).toEqual([ALREADY_EXISTS, ALREADY_EXISTS]);

    await service.update(ctxOf('alice'), top, { sql: 'SELECT 2' });
    expect(await transfer.import(ctxOf('alice'), data, true)).toEqual({ created: 0, updated: 2 });
    expect((await service.get(ctxOf('alice'), top))?.sql).toBe('SELECT * FROM customers ORDER BY revenue DESC');

    // Bob cannot take Alice's queries over by importing them.
    expect(Object.values((await failure(transfer.import(ctxOf('bob'), data, true))).extra)).toEqual(['Saved query belongs to another user', 'Saved query belongs to another user']);

    await service.deleteMany(ctxOf('alice'), [top, weekly]);
    expect(await transfer.import(ctxOf('alice'), data, false)).toEqual({ created: 2, updated: 0 });
    expect((await list('alice')).items.map((q) => [q.label, q.database?.databaseName, q.schema])).toEqual([
      ['Weekly revenue', 'warehouse', 'finance'],
      ['Top customers', 'examples', 'main'],
    ]);
  });

  it('exports nothing for an id that is not the caller’s', async () => {
    const [mine] = (await list('alice')).items;
    expect((await failure(transfer.export(ctxOf('bob'), [mine.id]))).code).toBe('NOT_FOUND');
  });

  it('deletes in bulk all or nothing', async () => {
    const ids = (await list('alice')).items.map((q) => q.id);
    const bobs = (await list('bob')).items[0].id;
    expect((await failure(service.deleteMany(ctxOf('alice'), [...ids, bobs]))).code).toBe('NOT_FOUND');
    expect((await list('alice')).count).toBe(2);
    expect(await service.deleteMany(ctxOf('alice'), ids)).toBe(2);
    expect((await list('alice')).count).toBe(0);
    expect((await list('bob')).count).toBe(1);
  });
});
