/** TabStateService against a real metadata PostgreSQL (PGlite, or TEST_DATABASE_URL). */
import type { DataSource } from 'typeorm';
import { RequestContext } from '../../platform/context';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedDatabase, seedSecurity, seedUser } from '../../test-support/seed';
import type { Database } from '../database';
import type { Actor } from '../../platform/actor';
import { PERSISTENCE_OFF_MESSAGE } from './tab-state.policy';
import { TabStateService } from './tab-state.service';
import { failure } from '../../test-support/failure';
import { loadActors } from '../../test-support/actors';

let testDb: TestDataSource;
let ds: DataSource;
let service: TabStateService;
let examples: Database;
const actors = {} as Record<'alice' | 'bob' | 'gamma', Actor>;
const flags = (on: boolean) => ({ featureFlags: { SQLLAB_BACKEND_PERSISTENCE: on } as never });

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  service = new TabStateService(ds, flags(true));
  await seedSecurity(ds.manager);
  examples = await seedDatabase(ds.manager, { databaseName: 'examples' });
  const users = {
    alice: await seedUser(ds.manager, { username: 'alice', roles: ['Alpha', 'sql_lab'] }),
    bob: await seedUser(ds.manager, { username: 'bob', roles: ['Alpha', 'sql_lab'] }),
    gamma: await seedUser(ds.manager, { username: 'gamma', roles: ['Gamma'] }),
  };
  Object.assign(actors, await loadActors(ds, users));
});

afterAll(async () => {
  await testDb?.close();
});

const ctxOf = (who: keyof typeof actors) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });


async function insertRun(userId: number, clientId: string, tabId: number | null) {
  await ds.query(
    `INSERT INTO query (client_id, database_id, user_id, status, sql, sql_editor_id, start_time) VALUES ($1, $2, $3, 'success', 'SELECT 1', $4, 1700000000000)`,
    [clientId, examples.id, userId, tabId === null ? null : String(tabId)],
  );
}

describe('TabStateService', () => {
  it('keeps one active tab: the newest, until another is activated', async () => {
    const first = await service.create(ctxOf('alice'), { label: 'Untitled Query 1', databaseId: examples.id, sql: 'SELECT 1' });
    const second = await service.create(ctxOf('alice'), { databaseId: examples.id });
    expect(second.label).toBe('Untitled Query');
    let state = await service.tabs(ctxOf('alice'));
    expect(state.tabs.map((t) => [t.id, t.active])).toEqual([[first.id, false], [second.id, true]]);
    expect(state.activeTabId).toBe(second.id);
    await service.activate(ctxOf('alice'), first.id);
    state = await service.tabs(ctxOf('alice'));
    expect(state.activeTabId).toBe(first.id);
    expect(state.tabs.filter((t) => t.active)).toHaveLength(1);
  });

  it('saves a patch, with the editor layout and cursor kept in extra_json', async () => {
    const tab = await service.create(ctxOf('alice'), { label: 'Layout', databaseId: examples.id });
    const updated = await service.update(ctxOf('alice'), tab.id, {
      sql: 'SELECT 2',
      schema: 'main',
      queryLimit: 1000,
      templateParams: '{"x": 1}',
      hideLeftBar: true,
      northPercent: 40,
      southPercent: 60,
      cursorPosition: { row: 2, column: 5 },
    });
    expect(updated).toMatchObject({ sql: 'SELECT 2', schema: 'main', queryLimit: 1000, templateParams: '{"x": 1}', hideLeftBar: true, northPercent: 40, southPercent: 60, cursorPosition: { row: 2, column: 5 } });
    const [row] = await ds.query('SELECT extra_json FROM tab_state WHERE id = $1', [tab.id]);
    expect(JSON.parse(row.extra_json)).toEqual({ northPercent: 40, southPercent: 60, cursorPosition: { row: 2, column: 5 } });
    expect((await service.update(ctxOf('alice'), tab.id, { label: 'Renamed' })).northPercent).toBe(40);
  });

  it('refuses a database or saved query that does not exist, on create and on update (404, not a foreign-key failure)', async () => {
    const noDatabase = await failure(service.create(ctxOf('alice'), { databaseId: 987654 }));
    expect([noDatabase.status, noDatabase.message, noDatabase.errorType]).toEqual([404, 'Database not found', 'DATABASE_NOT_FOUND_ERROR']);
    const noSavedQuery = await failure(service.create(ctxOf('alice'), { databaseId: examples.id, savedQueryId: 987654 }));
    expect([noSavedQuery.status, noSavedQuery.message]).toEqual([404, 'Saved query not found']);
    const tab = await service.create(ctxOf('alice'), { databaseId: examples.id });
    expect((await failure(service.update(ctxOf('alice'), tab.id, { databaseId: 987654 }))).message).toBe('Database not found');
    expect((await failure(service.update(ctxOf('alice'), tab.id, { savedQueryId: 987654 }))).message).toBe('Saved query not found');
    expect((await service.update(ctxOf('alice'), tab.id, { databaseId: null, savedQueryId: null })).databaseId).toBeNull();
  });

  it('refuses names longer than their columns (400 with field messages, not a database error)', async () => {
    const long = 'x'.repeat(257);
    const tooLong = ['Longer than maximum length 256.'];
    expect((await failure(service.create(ctxOf('alice'), { label: long, schema: long }))).extra.fields).toEqual({ label: tooLong, schema: tooLong });
    const tab = await service.create(ctxOf('alice'), { databaseId: examples.id });
    const update = await failure(service.update(ctxOf('alice'), tab.id, { catalog: long }));
    expect([update.status, update.extra.fields]).toEqual([400, { catalog: tooLong }]);
    const table = await failure(service.addTableSchema(ctxOf('alice'), { tabId: tab.id, databaseId: examples.id, table: long }));
    expect(table.extra.fields).toEqual({ table: tooLong });
  });

  it('hides a tab from everyone but its owner: 404, as for a missing tab', async () => {
    const tab = await service.create(ctxOf('alice'), { label: 'Private' });
    for (const work of [
      service.tab(ctxOf('bob'), tab.id),
      service.update(ctxOf('bob'), tab.id, { sql: 'DROP TABLE x' }),
      service.activate(ctxOf('bob'), tab.id),
      service.delete(ctxOf('bob'), tab.id),
      service.addTableSchema(ctxOf('bob'), { tabId: tab.id, databaseId: examples.id, table: 't' }),
      service.delete(ctxOf('alice'), 987654),
    ]) {
      expect((await failure(work)).code).toBe('NOT_FOUND');
    }
    expect((await service.tabs(ctxOf('bob'))).tabs.map((t) => t.label)).not.toContain('Private');
    expect((await service.tab(ctxOf('alice'), tab.id)).sql).toBeNull();
  });

  it('opens, expands and removes tables of a tab; deleting the tab removes them', async () => {
    const tab = await service.create(ctxOf('alice'), { label: 'Tables', databaseId: examples.id });
    const table = await service.addTableSchema(ctxOf('alice'), { tabId: tab.id, databaseId: examples.id, schema: 'main', table: 'sales', description: { columns: [{ name: 'id' }] } });
    expect(table).toMatchObject({ expanded: true, table: 'sales', description: { columns: [{ name: 'id' }] } });
    // Opening the same table again replaces it.
    const again = await service.addTableSchema(ctxOf('alice'), { tabId: tab.id, databaseId: examples.id, schema: 'main', table: 'sales' });
    expect((await service.tab(ctxOf('alice'), tab.id)).tableSchemas.map((t) => t.id)).toEqual([again.id]);
    expect((await service.setTableSchemaExpanded(ctxOf('alice'), again.id, false)).expanded).toBe(false);
    expect((await failure(service.setTableSchemaExpanded(ctxOf('bob'), again.id, true))).code).toBe('NOT_FOUND');
    await service.delete(ctxOf('alice'), tab.id);
    expect(await ds.query('SELECT id FROM table_schema WHERE tab_state_id = $1', [tab.id])).toEqual([]);
  });

  it('sets the latest run only to one of the caller’s runs, and migrates runs onto a tab', async () => {
    const tab = await service.create(ctxOf('alice'), { label: 'Runs', databaseId: examples.id });
    await insertRun(actors.alice.user.id, 'aliceRun1', null);
    await insertRun(actors.bob.user.id, 'bobRun1', null);
    expect((await failure(service.setLatestQuery(ctxOf('alice'), tab.id, 'bobRun1'))).code).toBe('NOT_FOUND');
    const withRun = await service.setLatestQuery(ctxOf('alice'), tab.id, 'aliceRun1');
    expect(withRun.latestQuery).toMatchObject({ clientId: 'aliceRun1', status: 'success', database: { databaseName: 'examples' } });
    await service.migrateQuery(ctxOf('alice'), tab.id, 'aliceRun1');
    expect((await ds.query(`SELECT sql_editor_id FROM query WHERE client_id = 'aliceRun1'`))[0].sql_editor_id).toBe(String(tab.id));
    await service.deleteQuery(ctxOf('alice'), tab.id, 'aliceRun1');
    expect(await ds.query(`SELECT id FROM query WHERE client_id = 'aliceRun1'`)).toEqual([]);
    expect((await service.tab(ctxOf('alice'), tab.id)).latestQueryId).toBeNull();
  });

  it('leaves the tabs’ changed_on alone when the active tab moves or a run is removed', async () => {
    const first = await service.create(ctxOf('bob'), { label: 'First', databaseId: examples.id });
    await insertRun(actors.bob.user.id, 'bobRun2', first.id);
    await service.setLatestQuery(ctxOf('bob'), first.id, 'bobRun2');
    const second = await service.create(ctxOf('bob'), { label: 'Second', databaseId: examples.id });
    const changedOn = async () => new Map((await service.tabs(ctxOf('bob'))).tabs.map((t) => [t.id, t.changedOn.getTime()]));
    const before = await changedOn();
    await service.activate(ctxOf('bob'), first.id);
    await service.deleteQuery(ctxOf('bob'), first.id, 'bobRun2');
    const after = await changedOn();
    expect([after.get(first.id), after.get(second.id)]).toEqual([before.get(first.id), before.get(second.id)]);
    expect((await service.tab(ctxOf('bob'), first.id)).latestQueryId).toBeNull();
    expect((await service.tabs(ctxOf('bob'))).activeTabId).toBe(first.id);
  });

  it('refuses users without the tab permissions', async () => {
    expect((await failure(service.tabs(ctxOf('gamma')))).code).toBe('FORBIDDEN');
  });

  it('refuses every call while backend persistence is off', async () => {
    const off = new TabStateService(ds, flags(false));
    const err = await failure(off.tabs(ctxOf('alice')));
    expect([err.status, err.message]).toEqual([400, PERSISTENCE_OFF_MESSAGE]);
    expect((await failure(off.create(ctxOf('alice'), {}))).message).toBe(PERSISTENCE_OFF_MESSAGE);
  });
});
