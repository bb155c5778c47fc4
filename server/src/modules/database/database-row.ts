/**
 * A `dbs` row as the database services read it, and the one mapping from it to the GraphQL Database.
 * Connection details (masked URI, form parameters, masked encrypted_extra, certificate) are filled in only
 * for actors who may edit connections (Superset shows them only through the write-protected /connection).
 */
import { type EngineSpec, uriScheme } from '../../engines';
import type { Queryable } from '../../platform/sql';
import { decryptSecret } from '../../platform/secrets';
import type { Actor } from '../../platform/actor';
import { userJoin } from '../security';
import { engineInformation, uriDriver } from './available-engines';
import { maskEncryptedExtra, parseStoredObject } from './database-extra';
import { findEngine } from './database-input';
import { connectionUri, maskUri } from './database-uri';
import { canSeeDatabase, databaseAbilities } from './database.policy';
import { Database } from './database.types';

export interface DatabaseRow {
  id: number;
  uuid: string;
  database_name: string;
  sqlalchemy_uri: string;
  password: string | null;
  configuration_method: string;
  cache_timeout: number | null;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
  allow_file_upload: boolean;
  allow_multi_catalog: boolean;
  disable_data_preview: boolean;
  force_ctas_schema: string | null;
  impersonate_user: boolean;
  extra: string | null;
  encrypted_extra: string | null;
  server_cert: string | null;
  is_managed_externally: boolean;
  external_url: string | null;
  created_on: Date;
  changed_on: Date;
  created_by_fk: number | null;
  changed_by_fk: number | null;
  created_by_username: string | null;
  created_by_first_name: string | null;
  created_by_last_name: string | null;
  changed_by_username: string | null;
  changed_by_first_name: string | null;
  changed_by_last_name: string | null;
}

/** Columns of `dbs d` joined with its creator `cu` and last editor `mu`. */
export const DATABASE_SELECT = `SELECT d.id, d.uuid, d.database_name, d.sqlalchemy_uri, d.password, d.configuration_method, d.cache_timeout,
    d.expose_in_sqllab, d.allow_run_async, d.allow_ctas, d.allow_cvas, d.allow_dml, d.allow_file_upload, d.allow_multi_catalog,
    d.disable_data_preview, d.force_ctas_schema, d.impersonate_user, d.extra, d.encrypted_extra, d.server_cert,
    d.is_managed_externally, d.external_url, d.created_on, d.changed_on, d.created_by_fk, d.changed_by_fk,
    cu.username AS created_by_username, cu.first_name AS created_by_first_name, cu.last_name AS created_by_last_name,
    mu.username AS changed_by_username, mu.first_name AS changed_by_first_name, mu.last_name AS changed_by_last_name
  FROM dbs d
  ${userJoin('cu', 'd.created_by_fk')}
  ${userJoin('mu', 'd.changed_by_fk')}`;

export async function loadDatabaseRow(db: Queryable, key: { id?: number | null; name?: string | null }): Promise<DatabaseRow | null> {
  if (key.id != null) return (await db.query(`${DATABASE_SELECT} WHERE d.id = $1`, [key.id]))[0] ?? null;
  if (key.name) return (await db.query(`${DATABASE_SELECT} WHERE d.database_name = $1`, [key.name]))[0] ?? null;
  return null;
}

/** A database the actor may see (data access in it); null when it is missing or hidden from them. */
export async function loadVisibleDatabaseRow(db: Queryable, actor: Actor, id: number): Promise<DatabaseRow | null> {
  const row = await loadDatabaseRow(db, { id });
  return row && canSeeDatabase(actor, { id: row.id, name: row.database_name }) ? row : null;
}

/** The URI to connect with: the stored one with the decrypted password put back. */
export function rowConnectionUri(row: Pick<DatabaseRow, 'sqlalchemy_uri' | 'password'>, secretKey: string): string {
  return connectionUri(row.sqlalchemy_uri, row.password, secretKey);
}

export function decryptedObject(cipherText: string | null, secretKey: string): Record<string, unknown> | null {
  if (!cipherText) return null;
  return parseStoredObject(decryptSecret(cipherText, secretKey));
}

function user(id: number | null, username: string | null, firstName: string | null, lastName: string | null) {
  return id === null || username === null ? null : { id, username, firstName: firstName ?? '', lastName: lastName ?? '' };
}

/** Connection details an editor sees; a secret that no longer decrypts shows as absent rather than failing the list. */
function connectionDetails(row: DatabaseRow, spec: EngineSpec | null, secretKey: string) {
  const masked = maskUri(row.sqlalchemy_uri);
  let parameters: Record<string, unknown> | null;
  try {
    parameters = spec?.parameters ? spec.parameters.parseUri(masked) : null;
  } catch {
    // A URI the engine cannot read as form fields is edited as a URI.
    parameters = null;
  }
  let maskedEncryptedExtra: string | null = null;
  let serverCert: string | null = null;
  try {
    const secret = maskEncryptedExtra(decryptedObject(row.encrypted_extra, secretKey));
    maskedEncryptedExtra = secret ? JSON.stringify(secret) : null;
    serverCert = row.server_cert ? decryptSecret(row.server_cert, secretKey) : null;
  } catch {
    // Written under another SECRET_KEY: editing the database will replace it.
  }
  return { sqlalchemyUri: masked, parameters, maskedEncryptedExtra, serverCert };
}

/** The one mapping from a `dbs` row to the GraphQL Database. */
export function toDatabase(row: DatabaseRow, actor: Actor, secretKey: string): Database {
  const spec = findEngine(row.sqlalchemy_uri);
  const extra = parseStoredObject(row.extra);
  const abilities = databaseAbilities(actor);
  const scheme = uriScheme(row.sqlalchemy_uri) ?? '';
  const details = abilities.canConnect
    ? connectionDetails(row, spec, secretKey)
    : { sqlalchemyUri: null, parameters: null, maskedEncryptedExtra: null, serverCert: null };
  return Object.assign(new Database(), {
    id: row.id,
    uuid: row.uuid,
    databaseName: row.database_name,
    backend: spec?.engine ?? scheme,
    driver: uriDriver(spec, row.sqlalchemy_uri),
    configurationMethod: row.configuration_method,
    cacheTimeout: row.cache_timeout,
    exposeInSqllab: row.expose_in_sqllab,
    allowRunAsync: row.allow_run_async,
    allowCtas: row.allow_ctas,
    allowCvas: row.allow_cvas,
    allowDml: row.allow_dml,
    allowFileUpload: row.allow_file_upload,
    allowMultiCatalog: row.allow_multi_catalog,
    disableDataPreview: row.disable_data_preview,
    disableDrillToDetail: extra.disable_drill_to_detail === true,
    allowsCostEstimate: (spec?.supportsCostEstimate ?? false) && extra.cost_estimate_enabled === true,
    allowsSubquery: spec?.allowsSubqueries ?? false,
    allowsVirtualTableExplore: extra.allows_virtual_table_explore !== false,
    exploreDatabaseId: typeof extra.explore_database_id === 'number' ? extra.explore_database_id : row.id,
    forceCtasSchema: row.force_ctas_schema,
    impersonateUser: row.impersonate_user,
    extra,
    extraText: row.extra,
    isManagedExternally: row.is_managed_externally,
    externalUrl: row.external_url,
    engineInformation: engineInformation(spec),
    ...details,
    parametersSchema: spec?.parameters?.schema ?? null,
    createdBy: user(row.created_by_fk, row.created_by_username, row.created_by_first_name, row.created_by_last_name),
    changedBy: user(row.changed_by_fk, row.changed_by_username, row.changed_by_first_name, row.changed_by_last_name),
    createdOn: row.created_on,
    changedOn: row.changed_on,
    abilities,
  });
}
