import type { ActorUser } from '../../platform/actor';
import { buildActor, canAccessDatasource } from './actor';

const user: ActorUser = { id: 7, username: 'u', firstName: 'U', lastName: 'V', email: 'u@x', active: true, loginCount: 0, createdOn: null, lastLogin: null };
const target = { datasetId: 3, tableName: 'birth_names', schema: 'main', catalog: null, databaseId: 1, databaseName: 'examples' };

describe('buildActor', () => {
  it('treats any role named admin, in any case, as admin', () => {
    for (const name of ['Admin', 'admin', 'ADMIN']) expect(buildActor(user, [{ role: name, permission: null, viewMenu: null }]).isAdmin).toBe(true);
    expect(buildActor(user, [{ role: 'Administrators', permission: null, viewMenu: null }]).isAdmin).toBe(false);
  });

  it('holds exactly the pairs of its roles', () => {
    const a = buildActor(user, [
      { role: 'Gamma', permission: 'can_read', viewMenu: 'Chart' },
      { role: 'Gamma', permission: 'can_write', viewMenu: 'Chart' },
      { role: 'sql_lab', permission: 'can_read', viewMenu: 'SavedQuery' },
    ]);
    expect(a.can('can_read', 'Chart')).toBe(true);
    expect(a.can('can_write', 'Dashboard')).toBe(false);
    expect(a.permissionsOn('Chart')).toEqual(['can_read', 'can_write']);
    expect(a.roles.map((r) => r.name)).toEqual(['Gamma', 'sql_lab']);
  });

  it('keeps object-level data access apart from product permissions', () => {
    const a = buildActor(user, [{ role: 'r', permission: 'datasource_access', viewMenu: '[examples].[birth_names](id:3)' }]);
    expect(a.dataAccess.get('datasource_access')).toEqual(['[examples].[birth_names](id:3)']);
    expect(a.permissionsOn('[examples].[birth_names](id:3)')).toEqual([]);
  });
});

describe('canAccessDatasource', () => {
  const cases: [string, [string, string][], boolean][] = [
    ['nothing', [], false],
    ['all_datasource_access', [['all_datasource_access', 'all_datasource_access']], true],
    ['all_database_access', [['all_database_access', 'all_database_access']], true],
    ['database_access', [['database_access', '[examples].(id:1)']], true],
    ['database_access on another id', [['database_access', '[examples].(id:2)']], false],
    ['schema_access', [['schema_access', '[examples].[main]']], true],
    ['schema_access on another schema', [['schema_access', '[examples].[other]']], false],
    ['datasource_access', [['datasource_access', '[examples].[birth_names](id:3)']], true],
    ['datasource_access on another dataset', [['datasource_access', '[examples].[birth_names](id:4)']], false],
  ];
  it.each(cases)('%s', (_name, pairs, expected) => {
    const a = buildActor(user, pairs.map(([permission, viewMenu]) => ({ role: 'r', permission, viewMenu })));
    expect(canAccessDatasource(a, target)).toBe(expected);
  });
});
