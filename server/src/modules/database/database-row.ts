/**
 * A `dbs` row as the database services read it, and the one mapping from it to the GraphQL Database.
 * Connection details (masked URI, form parameters, masked encrypted_extra, certificate) are filled in only
 * for actors who may edit connections (Superset shows them only through the write-protected /connection).
 */
import { type EngineSpec, uriScheme } from '../../engines';
import type { Queryable } from '../../platform/sql';
import { decryptSecret } from '../../platform/secrets';
import type { Actor } from '../../platform/actor';
import { joinedUser, joinedUserColumns, type JoinedUserNames, userJoin } from '../security';
import { tableColumns, type TableRow } from '../../platform/entity-select';
import { engineInformation, uriDriver } from './available-engines';
import { maskEncryptedExtra } from './database-extra';
import { findEngine } from './database-input';
import { connectionUri, maskUri } from './database-uri';
import { canSeeDatabase, databaseAbilities } from './database.policy';
import { Database as DatabaseType } from './database.types';
import { Database } from './database.entity';
import { parseJsonObjectText } from '../../platform/json-text';

/** A `dbs` row with the names of its creator and last editor. */
export type DatabaseRow = TableRow<Database> & JoinedUserNames<'created_by_'> & JoinedUserNames<'changed_by_'>;

/** Columns of `dbs d` joined with its creator `cu` and last editor `mu`. */
export const DATABASE_SELECT = `SELECT ${tableColumns(Database, 'd')},
    ${joinedUserColumns('cu', 'created_by_')}, ${joinedUserColumns('mu', 'changed_by_')}
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
  return parseJsonObjectText(decryptSecret(cipherText, secretKey));
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
export function toDatabase(row: DatabaseRow, actor: Actor, secretKey: string): DatabaseType {
  const spec = findEngine(row.sqlalchemy_uri);
  const extra = parseJsonObjectText(row.extra);
  const abilities = databaseAbilities(actor);
  const scheme = uriScheme(row.sqlalchemy_uri) ?? '';
  const details = abilities.canConnect
    ? connectionDetails(row, spec, secretKey)
    : { sqlalchemyUri: null, parameters: null, maskedEncryptedExtra: null, serverCert: null };
  return Object.assign(new DatabaseType(), {
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
    createdBy: joinedUser(row.created_by_fk, row, 'created_by_'),
    changedBy: joinedUser(row.changed_by_fk, row, 'changed_by_'),
    createdOn: row.created_on,
    changedOn: row.changed_on,
    abilities,
  });
}
