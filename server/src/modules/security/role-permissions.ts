/**
 * The permission catalogue and the built-in roles (REST ref §8). Pure data and functions: security-sync.ts
 * writes them to the database, services check pairs by these names, and a snapshot test shows every change
 * to the role -> permission matrix in review.
 *
 * The roles are derived by Superset's rules (`superset init`), written as predicates over a pair rather than
 * a hand list per role, so a new view-menu lands in the right roles by what it is.
 */

/** A permission on a view-menu, e.g. ['can_read', 'Chart']. */
export type PermissionPair = readonly [permission: string, viewMenu: string];

export const BUILT_IN_ROLES = ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/** Roles whose pairs `syncSecurity` resets to the derived set on every start (Public is only ever merged into). */
export const RESYNCED_ROLES = ['Admin', 'Alpha', 'Gamma', 'sql_lab'] as const satisfies readonly BuiltInRole[];

const READ = 'can_read';
const WRITE = 'can_write';
const EXPORT = 'can_export';

/** Permissions per view-menu (REST ref §8.2, plus the special pairs of §8.1). */
export const VIEW_MENU_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  // product resources
  Chart: [READ, WRITE, EXPORT, 'can_warm_up_cache', 'can_tag'],
  Dashboard: [
    READ,
    WRITE,
    EXPORT,
    'can_cache_dashboard_screenshot',
    'can_set_embedded',
    'can_view_query',
    'can_view_chart_as_table',
    'can_drill',
    'can_tag',
  ],
  Dataset: [READ, WRITE, EXPORT, 'can_duplicate', 'can_get_or_create_dataset', 'can_warm_up_cache', 'can_get_drill_info'],
  Database: [READ, WRITE, EXPORT, 'can_upload'],
  Datasource: ['can_get_column_values', 'can_validate_expression'],
  Explore: [READ],
  Tag: [READ, WRITE, 'can_bulk_create'],
  ReportSchedule: [READ, WRITE],
  CssTemplate: [READ, WRITE],
  Annotation: [READ, WRITE],
  Theme: [READ, WRITE, EXPORT],
  DynamicPlugin: [READ, WRITE],
  EmbeddedDashboard: [READ],
  ImportExportRestApi: ['can_export', 'can_import_'],
  // SQL Lab. Superset's role table names `can_estimate_query_cost` on a legacy 'SQL Lab' view-menu; the
  // endpoint itself is guarded on SQLLab (§8.2), which is the pair granted here.
  SQLLab: [READ, 'can_execute_sql_query', 'can_get_results', 'can_estimate_query_cost', 'can_export_csv'],
  Query: [READ, 'can_export_csv'],
  SavedQuery: [READ, WRITE, EXPORT],
  TabStateView: ['can_post', 'can_get', 'can_put', 'can_delete', 'can_activate', 'can_migrate_query', 'can_delete_query'],
  TableSchemaView: ['can_post', 'can_expanded', 'can_delete'],
  // the application itself
  Superset: ['can_read', 'can_log', 'can_csv', 'can_explore', 'can_share_chart', 'can_share_dashboard', 'can_sqllab', 'can_sqllab_history'],
  Log: [READ, WRITE, 'can_recent_activity'],
  // state and permalinks
  ExplorePermalinkRestApi: [READ, WRITE],
  DashboardPermalinkRestApi: [READ, WRITE],
  SqlLabPermalinkRestApi: [READ, WRITE],
  ExploreFormDataRestApi: [READ, WRITE],
  DashboardFilterStateRestApi: [READ, WRITE],
  // smaller APIs
  AsyncEventsRestApi: ['can_list'],
  CacheRestApi: ['can_invalidate'],
  AvailableDomains: [READ],
  AdvancedDataType: [READ],
  SecurityRestApi: [READ, 'can_grant_guest_token'],
  // security administration
  RoleRestAPI: ['can_list_roles'],
  User: [READ, WRITE],
  Role: [READ, WRITE],
  Group: [READ, WRITE],
  Permission: [READ],
  ViewMenu: [READ],
  PermissionViewMenu: [READ],
  'Row Level Security': [READ, WRITE],
  UserDBModelView: ['can_userinfo', 'resetmypassword'],
  // global data access: the permission is its own view-menu
  all_datasource_access: ['all_datasource_access'],
  all_database_access: ['all_database_access'],
  all_query_access: ['all_query_access'],
};

/** Menu entries, each a `menu_access` pair, so the client can hide what a role cannot open. */
export const MENUS: readonly string[] = [
  'Home',
  'Data',
  'Databases',
  'Datasets',
  'Charts',
  'Dashboards',
  'Tags',
  'Manage',
  'CSS Templates',
  'Annotation Layers',
  'Alerts & Report',
  'Import dashboards',
  'Upload a CSV',
  'Upload a Columnar file',
  'Upload Excel file',
  'SQL Lab',
  'SQL Editor',
  'Saved Queries',
  'Query Search',
  'Security',
  'List Users',
  'List Roles',
  'List Groups',
  'Row Level Security',
  'Action Log',
];

/** Every pair the product defines, in a stable order. */
export function permissionCatalogue(): PermissionPair[] {
  const pairs: PermissionPair[] = [];
  for (const [view, permissions] of Object.entries(VIEW_MENU_PERMISSIONS)) for (const p of permissions) pairs.push([p, view]);
  for (const menu of MENUS) pairs.push(['menu_access', menu]);
  return pairs;
}

// ---- The rules (Superset's security manager, REST ref §8.3) ----

/** Object-level data access pairs: granted per object by admins, never to a built-in role. */
export const OBJECT_LEVEL_PERMISSIONS: ReadonlySet<string> = new Set(['database_access', 'catalog_access', 'schema_access', 'datasource_access']);

/** Permissions that only read. `can_get_drill_info` counts: drilling to detail on a dashboard is a read. */
const READ_ONLY_PERMISSIONS: ReadonlySet<string> = new Set(['can_read', 'can_list', 'can_show', 'can_get', 'can_get_drill_info']);

/** Views everyone may read but only Admin may change (databases: connections are an admin matter). */
const ADMIN_WRITES_VIEWS: ReadonlySet<string> = new Set(['Database', 'DynamicPlugin', 'Theme']);

/** Views Gamma may only read; Alpha may change them. */
const ALPHA_WRITES_VIEWS: ReadonlySet<string> = new Set(['Dataset', 'Datasource', ...ADMIN_WRITES_VIEWS]);

const ADMIN_ONLY_VIEW_MENUS: ReadonlySet<string> = new Set([
  'Log',
  'Row Level Security',
  'RoleRestAPI',
  'User',
  'Role',
  'Group',
  'Permission',
  'ViewMenu',
  'PermissionViewMenu',
  'UserDBModelView',
  'Security',
  'List Users',
  'List Roles',
  'List Groups',
  'Action Log',
  'SQL Lab',
]);

const ADMIN_ONLY_PERMISSIONS: ReadonlySet<string> = new Set([
  'all_query_access',
  'can_grant_guest_token',
  'can_set_embedded',
  'can_warm_up_cache',
]);

const ALPHA_ONLY_VIEW_MENUS: ReadonlySet<string> = new Set([
  'ReportSchedule',
  'CssTemplate',
  'Annotation',
  'ImportExportRestApi',
  'TableSchemaView',
  'Manage',
  'CSS Templates',
  'Annotation Layers',
  'Alerts & Report',
  'Import dashboards',
  'Upload a CSV',
  'Upload a Columnar file',
  'Upload Excel file',
]);

const ALPHA_ONLY_PERMISSIONS: ReadonlySet<string> = new Set(['muldelete', 'all_database_access', 'all_datasource_access']);

const key = ([permission, view]: PermissionPair): string => `${permission}|${view}`;
const pairSet = (pairs: PermissionPair[]): ReadonlySet<string> => new Set(pairs.map(key));

/** Alpha may upload files into databases even though every other change to a database is Admin's. */
const ALPHA_ONLY_PAIRS = pairSet([['can_upload', 'Database']]);

/** What only SQL Lab users get: stacked on Gamma or Alpha through the sql_lab role. */
const SQLLAB_ONLY_PAIRS = pairSet([
  ...(['can_read', 'can_write', 'can_export'] as const).map((p): PermissionPair => [p, 'SavedQuery']),
  ['can_read', 'Query'],
  ['can_export_csv', 'Query'],
  ...VIEW_MENU_PERMISSIONS.SQLLab.map((p): PermissionPair => [p, 'SQLLab']),
  ['can_sqllab', 'Superset'],
  ['can_sqllab_history', 'Superset'],
  ...VIEW_MENU_PERMISSIONS.TabStateView.map((p): PermissionPair => [p, 'TabStateView']),
  ...VIEW_MENU_PERMISSIONS.TableSchemaView.map((p): PermissionPair => [p, 'TableSchemaView']),
  ['can_read', 'SqlLabPermalinkRestApi'],
  ['can_write', 'SqlLabPermalinkRestApi'],
  ...(['SQL Lab', 'SQL Editor', 'Saved Queries', 'Query Search'] as const).map((m): PermissionPair => ['menu_access', m]),
]);

/** What sql_lab also needs to be usable alone: pick a database, download CSV. */
const SQLLAB_EXTRA_PAIRS = pairSet([
  ['can_read', 'Superset'],
  ['can_csv', 'Superset'],
  ['can_read', 'Database'],
]);

/** Every signed-in user's basics, whatever else their role excludes. */
const ACCESSIBLE_TO_ALL_PERMISSIONS: ReadonlySet<string> = new Set(['can_recent_activity', 'can_userinfo', 'resetmypassword']);

export const isObjectLevel = ([permission]: PermissionPair): boolean => OBJECT_LEVEL_PERMISSIONS.has(permission);
const isReadOnly = ([permission]: PermissionPair): boolean => READ_ONLY_PERMISSIONS.has(permission);
const isAccessibleToAll = ([permission]: PermissionPair): boolean => ACCESSIBLE_TO_ALL_PERMISSIONS.has(permission);
const isSqlLabOnly = (pair: PermissionPair): boolean => SQLLAB_ONLY_PAIRS.has(key(pair));

function isAdminOnly(pair: PermissionPair): boolean {
  const [permission, view] = pair;
  if (ADMIN_WRITES_VIEWS.has(view) && !isReadOnly(pair) && !ALPHA_ONLY_PAIRS.has(key(pair))) return true;
  return ADMIN_ONLY_VIEW_MENUS.has(view) || ADMIN_ONLY_PERMISSIONS.has(permission);
}

function isAlphaOnly(pair: PermissionPair): boolean {
  const [permission, view] = pair;
  if (ALPHA_WRITES_VIEWS.has(view) && !isReadOnly(pair)) return true;
  return ALPHA_ONLY_VIEW_MENUS.has(view) || ALPHA_ONLY_PERMISSIONS.has(permission) || ALPHA_ONLY_PAIRS.has(key(pair));
}

/** Whether a built-in role holds a pair. Public holds nothing of its own (see `publicRoleLike` in the sync). */
export const ROLE_RULES: Readonly<Record<BuiltInRole, (pair: PermissionPair) => boolean>> = {
  // Admin: everything but object-level pairs, which its all_* access makes redundant.
  Admin: (pair) => !isObjectLevel(pair),
  // Alpha: all data and everything but administration and SQL Lab.
  Alpha: (pair) => !(isObjectLevel(pair) || isAdminOnly(pair) || isSqlLabOnly(pair)) || isAccessibleToAll(pair),
  // Gamma: Alpha minus data-wide access and changes to datasets/databases; gets data only from other roles.
  Gamma: (pair) => !(isObjectLevel(pair) || isAdminOnly(pair) || isAlphaOnly(pair) || isSqlLabOnly(pair)) || isAccessibleToAll(pair),
  sql_lab: (pair) => isSqlLabOnly(pair) || SQLLAB_EXTRA_PAIRS.has(key(pair)),
  Public: () => false,
};

/** The pairs a built-in role holds, out of `pairs` (the catalogue by default; the sync passes every stored pair). */
export function builtInRolePairs(role: BuiltInRole, pairs: readonly PermissionPair[] = permissionCatalogue()): PermissionPair[] {
  return pairs.filter(ROLE_RULES[role]);
}

/** Role -> sorted "permission on view" lines: the matrix the snapshot test pins. */
export function roleMatrix(): Record<BuiltInRole, string[]> {
  const matrix = {} as Record<BuiltInRole, string[]>;
  for (const role of BUILT_IN_ROLES) matrix[role] = builtInRolePairs(role).map(([p, v]) => `${p} on ${v}`).sort();
  return matrix;
}

// ---- Object-level view-menu names (REST ref §8.1) ----

export const databaseAccessView = (databaseName: string, databaseId: number): string => `[${databaseName}].(id:${databaseId})`;

export const catalogAccessView = (databaseName: string, catalog: string): string => `[${databaseName}].[${catalog}]`;

export const schemaAccessView = (databaseName: string, schema: string, catalog?: string | null): string =>
  catalog ? `[${databaseName}].[${catalog}].[${schema}]` : `[${databaseName}].[${schema}]`;

export const datasourceAccessView = (databaseName: string, tableName: string, datasetId: number): string =>
  `[${databaseName}].[${tableName}](id:${datasetId})`;
