import {
  BUILT_IN_ROLES,
  builtInRolePairs,
  catalogAccessView,
  databaseAccessView,
  datasourceAccessView,
  permissionCatalogue,
  roleMatrix,
  schemaAccessView,
  type BuiltInRole,
  type PermissionPair,
} from './role-permissions';

const holds = (role: BuiltInRole, pair: PermissionPair) =>
  builtInRolePairs(role).some(([p, v]) => p === pair[0] && v === pair[1]);

describe('the permission catalogue', () => {
  it('lists each pair once', () => {
    const keys = permissionCatalogue().map(([p, v]) => `${p}|${v}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each<PermissionPair>([
    ['can_csv', 'Superset'],
    ['can_share_dashboard', 'Superset'],
    ['can_share_chart', 'Superset'],
    ['can_sqllab', 'Superset'],
    ['can_explore', 'Superset'],
    ['can_read', 'Explore'],
    ['all_datasource_access', 'all_datasource_access'],
    ['all_database_access', 'all_database_access'],
    ['all_query_access', 'all_query_access'],
    ['can_upload', 'Database'],
    ['can_read', 'Chart'],
    ['can_write', 'Dashboard'],
  ])('defines %s on %s', (p, v) => {
    expect(permissionCatalogue()).toContainEqual([p, v]);
  });

  it('holds no object-level pair: those are created per database, schema or dataset', () => {
    expect(permissionCatalogue().filter(([p]) => p.endsWith('_access') && !p.startsWith('all_') && p !== 'menu_access')).toEqual([]);
  });
});

describe('built-in roles (REST ref §8.3)', () => {
  it('matches the reviewed role -> permission matrix', () => {
    expect(roleMatrix()).toMatchSnapshot();
  });

  it.each<[BuiltInRole, PermissionPair, boolean]>([
    // Admin: everything in the catalogue
    ['Admin', ['can_write', 'Database'], true],
    ['Admin', ['all_query_access', 'all_query_access'], true],
    ['Admin', ['can_grant_guest_token', 'SecurityRestApi'], true],
    ['Admin', ['can_sqllab', 'Superset'], true],
    // Alpha: all data, dataset changes, uploads, CSS/annotations/reports; no administration, no SQL Lab
    ['Alpha', ['all_datasource_access', 'all_datasource_access'], true],
    ['Alpha', ['all_database_access', 'all_database_access'], true],
    ['Alpha', ['can_write', 'Dataset'], true],
    ['Alpha', ['can_upload', 'Database'], true],
    ['Alpha', ['can_write', 'CssTemplate'], true],
    ['Alpha', ['can_write', 'ReportSchedule'], true],
    ['Alpha', ['can_import_', 'ImportExportRestApi'], true],
    ['Alpha', ['can_write', 'Database'], false],
    ['Alpha', ['can_export', 'Database'], false],
    ['Alpha', ['all_query_access', 'all_query_access'], false],
    ['Alpha', ['can_set_embedded', 'Dashboard'], false],
    ['Alpha', ['can_warm_up_cache', 'Chart'], false],
    ['Alpha', ['can_read', 'Log'], false],
    ['Alpha', ['can_list_roles', 'RoleRestAPI'], false],
    ['Alpha', ['can_execute_sql_query', 'SQLLab'], false],
    ['Alpha', ['can_sqllab', 'Superset'], false],
    // Gamma: read/write charts and dashboards, read datasets and databases, no data by default
    ['Gamma', ['can_read', 'Chart'], true],
    ['Gamma', ['can_write', 'Chart'], true],
    ['Gamma', ['can_export', 'Dashboard'], true],
    ['Gamma', ['can_read', 'Dataset'], true],
    ['Gamma', ['can_get_drill_info', 'Dataset'], true],
    ['Gamma', ['can_read', 'Database'], true],
    ['Gamma', ['can_write', 'Tag'], true],
    ['Gamma', ['can_write', 'ExplorePermalinkRestApi'], true],
    ['Gamma', ['can_explore', 'Superset'], true],
    ['Gamma', ['can_csv', 'Superset'], true],
    ['Gamma', ['can_share_dashboard', 'Superset'], true],
    ['Gamma', ['can_read', 'Explore'], true],
    ['Gamma', ['all_datasource_access', 'all_datasource_access'], false],
    ['Gamma', ['all_database_access', 'all_database_access'], false],
    ['Gamma', ['can_write', 'Dataset'], false],
    ['Gamma', ['can_get_column_values', 'Datasource'], false],
    ['Gamma', ['can_upload', 'Database'], false],
    ['Gamma', ['can_read', 'CssTemplate'], false],
    ['Gamma', ['can_read', 'ReportSchedule'], false],
    ['Gamma', ['can_read', 'Annotation'], false],
    ['Gamma', ['menu_access', 'Manage'], false],
    // everyone signed in (but Public) sees their recent activity and user info
    ['Alpha', ['can_recent_activity', 'Log'], true],
    ['Gamma', ['can_recent_activity', 'Log'], true],
    ['Gamma', ['can_userinfo', 'UserDBModelView'], true],
    ['Gamma', ['can_read', 'User'], false],
    // sql_lab: SQL Lab, saved queries, history, CSV — stacked on another role
    ['sql_lab', ['can_execute_sql_query', 'SQLLab'], true],
    ['sql_lab', ['can_estimate_query_cost', 'SQLLab'], true],
    ['sql_lab', ['can_write', 'SavedQuery'], true],
    ['sql_lab', ['can_read', 'Query'], true],
    ['sql_lab', ['can_export_csv', 'Query'], true],
    ['sql_lab', ['can_sqllab', 'Superset'], true],
    ['sql_lab', ['can_activate', 'TabStateView'], true],
    ['sql_lab', ['can_expanded', 'TableSchemaView'], true],
    ['sql_lab', ['can_write', 'SqlLabPermalinkRestApi'], true],
    ['sql_lab', ['menu_access', 'SQL Editor'], true],
    ['sql_lab', ['can_read', 'Database'], true],
    ['sql_lab', ['can_csv', 'Superset'], true],
    ['sql_lab', ['can_read', 'Chart'], false],
    ['sql_lab', ['can_write', 'Database'], false],
    // Public is empty unless PUBLIC_ROLE_LIKE is set
    ['Public', ['can_read', 'Dashboard'], false],
  ])('%s holds %j: %s', (role, pair, expected) => {
    expect(holds(role, pair)).toBe(expected);
  });

  it('never grants object-level pairs, even when they exist in the database', () => {
    const stored: PermissionPair[] = [
      ...permissionCatalogue(),
      ['database_access', '[examples].(id:1)'],
      ['schema_access', '[examples].[main]'],
      ['datasource_access', '[examples].[birth_names](id:3)'],
      ['catalog_access', '[examples].[memory]'],
    ];
    for (const role of BUILT_IN_ROLES) expect(builtInRolePairs(role, stored).filter(([p]) => p.endsWith('_access') && !p.startsWith('all_') && p !== 'menu_access')).toEqual([]);
  });

  it('gives Admin pairs that other code created, as superset init does', () => {
    const extra: PermissionPair = ['can_read', 'SomeFutureApi'];
    expect(builtInRolePairs('Admin', [...permissionCatalogue(), extra])).toContainEqual(extra);
    expect(builtInRolePairs('Gamma', [...permissionCatalogue(), extra])).toContainEqual(extra);
  });

  it('nests Gamma inside Alpha inside Admin', () => {
    const keys = (role: BuiltInRole) => new Set(builtInRolePairs(role).map(([p, v]) => `${p}|${v}`));
    const [admin, alpha, gamma] = [keys('Admin'), keys('Alpha'), keys('Gamma')];
    expect([...gamma].filter((k) => !alpha.has(k))).toEqual([]);
    expect([...alpha].filter((k) => !admin.has(k))).toEqual([]);
  });
});

describe('object-level view-menu names (REST ref §8.1)', () => {
  it.each([
    [databaseAccessView('examples', 1), '[examples].(id:1)'],
    [catalogAccessView('examples', 'memory'), '[examples].[memory]'],
    [schemaAccessView('examples', 'main'), '[examples].[main]'],
    [schemaAccessView('examples', 'main', null), '[examples].[main]'],
    [schemaAccessView('examples', 'main', 'memory'), '[examples].[memory].[main]'],
    [datasourceAccessView('examples', 'birth_names', 3), '[examples].[birth_names](id:3)'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
