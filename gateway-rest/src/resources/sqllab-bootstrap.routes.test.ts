// GET /api/v1/sqllab/: Superset's bootstrap_sqllab_data, the first call SQL Lab's page makes.
import { databaseListItem } from '../test-support/database-fixtures';
import { startGateway, type Harness } from '../test-support/gateway-harness';
import { sqlLabQuery, sqlLabTab } from '../test-support/sqllab-fixtures';

const database = {
  ...databaseListItem,
  id: 1,
  databaseName: 'examples',
  backend: 'duckdb',
  allowFileUpload: true,
  allowDml: false,
  allowRunAsync: true,
  allowsCostEstimate: true,
  exploreDatabaseId: 1,
  extraText: null,
};
const tab = (id: number, active: boolean) => ({ ...sqlLabTab, id, label: `Untitled Query ${id}`, active, savedQueryId: null, tableSchemas: [] });
const run = (clientId: string, editor: string) => ({ ...sqlLabQuery, id: clientId === 'aaa' ? 41 : 42, clientId, sqlEditorId: editor });

let gateway: Harness;
let persistence = true;
let tabs = [tab(3, false), tab(5, true)];

beforeAll(async () => {
  gateway = await startGateway({
    RestSqlLabBootstrap: () => ({ data: { appConfig: { sqlLabBackendPersistence: persistence }, me: { id: 7 }, databases: { items: [database] } } }),
    RestSqlLabBootstrapTabs: () => ({ data: { sqlLabTabs: { tabs, activeTabId: tabs.find((t) => t.active)?.id ?? null } } }),
    // Two runs, one per page: the gateway reads every page.
    RestSqlLabEditorQueries: ({ page }) => ({ data: { queries: { count: 2, items: [page === 0 ? run('aaa', '3') : run('bbb', '5')] } } }),
  });
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.executed.length = 0;
  persistence = true;
  tabs = [tab(3, false), tab(5, true)];
});

describe('GET /sqllab/', () => {
  it('answers the databases by id, the tabs as [id, label], the active tab in full and the runs of those tabs by client id', async () => {
    const response = await gateway.getJson('/api/v1/sqllab/');
    expect(response.status).toBe(200);
    const { result } = response.body as { result: Record<string, any> };
    expect(Object.keys(result).sort()).toEqual(['active_tab', 'databases', 'queries', 'tab_state_ids']);
    expect(result.tab_state_ids).toEqual([
      [3, 'Untitled Query 3'],
      [5, 'Untitled Query 5'],
    ]);
    expect(result.active_tab).toMatchObject({ id: 5, user_id: 7, label: 'Untitled Query 5', active: true, database_id: 1, table_schemas: [], latest_query: null, saved_query: null });
    expect(result.databases).toEqual({
      1: {
        allow_file_upload: true,
        allow_ctas: false,
        allow_cvas: false,
        allow_dml: false,
        allow_run_async: true,
        allows_cost_estimate: true,
        allows_subquery: true,
        backend: 'duckdb',
        database_name: 'examples',
        expose_in_sqllab: true,
        force_ctas_schema: null,
        id: 1,
        disable_data_preview: false,
        disable_drill_to_detail: false,
        allow_multi_catalog: false,
        engine_information: { supports_file_upload: true, disable_ssh_tunneling: true, supports_dynamic_catalog: false, supports_oauth2: false },
        allows_virtual_table_explore: true,
      },
    });
    expect(Object.keys(result.queries)).toEqual(['aaa', 'bbb']);
    expect(result.queries.bbb).toMatchObject({ id: 'bbb', queryId: 42, sqlEditorId: '5', state: 'success', dbId: 1 });
    expect(gateway.executed.filter((e) => e.operation === 'RestSqlLabEditorQueries').map((e) => e.variables)).toEqual([
      { filters: [{ field: 'SQL_EDITOR_ID', op: 'IN', value: ['3', '5'] }, { field: 'USER', op: 'REL_O_M', value: 7 }], page: 0, pageSize: 100 },
      { filters: [{ field: 'SQL_EDITOR_ID', op: 'IN', value: ['3', '5'] }, { field: 'USER', op: 'REL_O_M', value: 7 }], page: 1, pageSize: 100 },
    ]);
  });

  it('falls back to the first tab when none is active, and to nothing without tabs', async () => {
    tabs = [tab(3, false)];
    expect(((await gateway.getJson('/api/v1/sqllab/')).body as { result: { active_tab: { id: number } } }).result.active_tab.id).toBe(3);
    tabs = [];
    gateway.executed.length = 0;
    expect((await gateway.getJson('/api/v1/sqllab/')).body).toMatchObject({ result: { tab_state_ids: [], active_tab: null, queries: {} } });
    expect(gateway.executed.map((e) => e.operation)).toEqual(['RestSqlLabBootstrap', 'RestSqlLabBootstrapTabs']);
  });

  it('leaves tabs and runs out without SQLLAB_BACKEND_PERSISTENCE', async () => {
    persistence = false;
    const response = await gateway.getJson('/api/v1/sqllab/');
    expect((response.body as { result: Record<string, unknown> }).result).toMatchObject({ tab_state_ids: [], active_tab: null, queries: {} });
    expect(gateway.executed.map((e) => e.operation)).toEqual(['RestSqlLabBootstrap']);
  });
});
