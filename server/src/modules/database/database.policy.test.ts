import { buildActor, type PermissionRow } from '../security';
import type { Actor } from '../../platform/actor';
import {
  canSeeDatabase,
  canSeeTable,
  databaseAbilities,
  datasourceAccessIds,
  insideAccess,
  unsafeConnectionMessage,
  visibleCatalogs,
  visibleSchemas,
} from './database.policy';

const user = { id: 7, username: 'u', firstName: 'U', lastName: 'T', email: 'u@x', active: true, loginCount: 0, createdOn: null, lastLogin: null };
function actor(role: string, pairs: [string, string][]): Actor {
  const rows: PermissionRow[] = pairs.length ? pairs.map(([permission, viewMenu]) => ({ role, permission, viewMenu })) : [{ role, permission: null, viewMenu: null }];
  return buildActor(user, rows);
}

const sales = { id: 3, name: 'sales' };
const admin = actor('Admin', []);
const alpha = actor('Alpha', [['all_database_access', 'all_database_access'], ['can_read', 'Database']]);
const gamma = actor('Gamma', [['can_read', 'Database']]);
const dbReader = actor('r', [['database_access', '[sales].(id:3)']]);
const schemaReader = actor('r', [['schema_access', '[sales].[public]'], ['schema_access', '[sales].[cat2].[audit]']]);
const tableReader = actor('r', [['datasource_access', '[sales].[orders](id:11)'], ['datasource_access', '[other].[t](id:12)']]);
const lookalike = actor('r', [['database_access', '[sales].(id:4)'], ['schema_access', '[salesforce].[public]']]);

describe('database visibility', () => {
  it.each([
    ['admin', admin, true],
    ['all_database_access', alpha, true],
    ['no data access', gamma, false],
    ['database_access on it', dbReader, true],
    ['schema_access inside it', schemaReader, true],
    ['datasource_access inside it', tableReader, true],
    ['access to another database with a similar name or id', lookalike, false],
  ])('%s', (_name, who, visible) => {
    expect(canSeeDatabase(who, sales)).toBe(visible);
  });
});

describe('access inside a database', () => {
  const schemas = ['audit', 'information_schema', 'public', 'staging'];

  it('sees every schema and table with database-wide access', () => {
    const access = insideAccess(dbReader, sales, null, []);
    expect(visibleSchemas(access, schemas)).toEqual(schemas);
    expect(canSeeTable(access, 'staging', 'anything')).toBe(true);
  });

  it('sees schemas it has schema access on, every table in them, and nothing else', () => {
    const access = insideAccess(schemaReader, sales, null, []);
    expect(visibleSchemas(access, schemas)).toEqual(['audit', 'public']);
    expect(canSeeTable(access, 'public', 'orders')).toBe(true);
    expect(canSeeTable(access, 'staging', 'orders')).toBe(false);
  });

  it('reads catalog-qualified schema access only for that catalog', () => {
    expect(visibleSchemas(insideAccess(schemaReader, sales, 'cat1', []), schemas)).toEqual(['public']);
    expect(visibleSchemas(insideAccess(schemaReader, sales, 'cat2', []), schemas)).toEqual(['audit', 'public']);
  });

  it('sees the schema of an accessible table, but only that table in it', () => {
    expect(datasourceAccessIds(tableReader, sales)).toEqual([11]);
    const access = insideAccess(tableReader, sales, null, [{ catalog: null, schema: 'public', tableName: 'orders' }]);
    expect(visibleSchemas(access, schemas)).toEqual(['public']);
    expect(canSeeTable(access, 'public', 'orders')).toBe(true);
    expect(canSeeTable(access, 'public', 'customers')).toBe(false);
  });

  it('lists catalogs named by catalog or schema access, or holding an accessible table', () => {
    const catalogs = ['cat1', 'cat2', 'cat3'];
    expect(visibleCatalogs(admin, sales, catalogs, [])).toEqual(catalogs);
    expect(visibleCatalogs(schemaReader, sales, catalogs, [])).toEqual(['cat2']);
    expect(visibleCatalogs(actor('r', [['catalog_access', '[sales].[cat3]']]), sales, catalogs, [])).toEqual(['cat3']);
    expect(visibleCatalogs(tableReader, sales, catalogs, [{ catalog: 'cat1', schema: 'public', tableName: 'orders' }])).toEqual(['cat1']);
  });
});

describe('database abilities and unsafe connections', () => {
  it('gives edit rights with can_write on Database only', () => {
    expect(databaseAbilities(admin)).toEqual({ canEdit: true, canDelete: true, canConnect: true });
    expect(databaseAbilities(alpha)).toEqual({ canEdit: false, canDelete: false, canConnect: false });
    expect(databaseAbilities(actor('w', [['can_write', 'Database']])).canEdit).toBe(true);
  });

  it.each([
    [false, 'Gamma', true, null],
    [true, 'Admin', true, null],
    [true, 'Writer', false, null],
    [true, 'Writer', true, 'SQLite cannot be used as a data source for security reasons.'],
  ])('prevent=%s, role %s, engine opens files=%s', (prevent, role, opensLocalFiles, expected) => {
    expect(unsafeConnectionMessage({ engineName: 'SQLite', opensLocalFiles }, actor(role, []), prevent)).toBe(expected);
  });
});
