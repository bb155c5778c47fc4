import { humanizedDelta, isoWithoutTimezone } from '../core/dates';
import type { Row } from '../core/list-response';
import type {
  RestDatabaseAvailableQuery,
  RestDatabaseConnectionItemFragment,
  RestDatabaseEngineInformationFragment,
  RestDatabaseListItemFragment,
  RestDatabaseShowItemFragment,
  RestDatabaseTableMetadataQuery,
  RestDatabaseUserFragment,
} from '../gql/graphql';
import { echoedFields } from './database.request';

type AvailableEngine = RestDatabaseAvailableQuery['availableEngines'][number];
type TableMetadata = RestDatabaseTableMetadataQuery['tableMetadata'];


function user(u: RestDatabaseUserFragment | null | undefined): Row | null {
  return u ? { first_name: u.firstName, last_name: u.lastName } : null;
}

export function engineInformation(e: RestDatabaseEngineInformationFragment): Row {
  return {
    supports_file_upload: e.supportsFileUpload,
    disable_ssh_tunneling: e.disableSshTunneling,
    supports_dynamic_catalog: e.supportsDynamicCatalog,
    supports_oauth2: e.supportsOauth2,
  };
}

/** Every list column of a database (REST ref §6.5); `extra` is JSON text. */
export function serializeDatabaseListRow(db: RestDatabaseListItemFragment, now: Date): Row {
  return {
    allow_file_upload: db.allowFileUpload,
    allow_ctas: db.allowCtas,
    allow_cvas: db.allowCvas,
    allow_dml: db.allowDml,
    allow_run_async: db.allowRunAsync,
    allows_cost_estimate: db.allowsCostEstimate,
    allows_subquery: db.allowsSubquery,
    allows_virtual_table_explore: db.allowsVirtualTableExplore,
    backend: db.backend,
    changed_on: isoWithoutTimezone(db.changedOn),
    changed_on_delta_humanized: humanizedDelta(db.changedOn, now),
    changed_by: user(db.changedBy),
    created_by: user(db.createdBy),
    database_name: db.databaseName,
    explore_database_id: db.exploreDatabaseId,
    expose_in_sqllab: db.exposeInSqllab,
    extra: db.extraText,
    force_ctas_schema: db.forceCtasSchema,
    id: db.id,
    uuid: db.uuid,
    disable_data_preview: db.disableDataPreview,
    disable_drill_to_detail: db.disableDrillToDetail,
    allow_multi_catalog: db.allowMultiCatalog,
    engine_information: engineInformation(db.engineInformation),
  };
}

/** GET /database/{pk}: the show columns, no URI. */
export function serializeDatabaseShow(db: RestDatabaseShowItemFragment): Row {
  return {
    id: db.id,
    uuid: db.uuid,
    database_name: db.databaseName,
    cache_timeout: db.cacheTimeout,
    expose_in_sqllab: db.exposeInSqllab,
    allow_run_async: db.allowRunAsync,
    allow_file_upload: db.allowFileUpload,
    configuration_method: db.configurationMethod,
    allow_ctas: db.allowCtas,
    allow_cvas: db.allowCvas,
    allow_dml: db.allowDml,
    backend: db.backend,
    driver: db.driver,
    force_ctas_schema: db.forceCtasSchema,
    impersonate_user: db.impersonateUser,
    is_managed_externally: db.isManagedExternally,
    engine_information: engineInformation(db.engineInformation),
  };
}

/** GET /database/{pk}/connection: the show columns plus the masked connection details. */
export function serializeDatabaseConnection(db: RestDatabaseConnectionItemFragment): Row {
  return {
    ...serializeDatabaseShow(db),
    sqlalchemy_uri: db.sqlalchemyUri,
    extra: db.extraText,
    server_cert: db.serverCert,
    masked_encrypted_extra: db.maskedEncryptedExtra,
    parameters: db.parameters ?? {},
    parameters_schema: db.parametersSchema ?? {},
  };
}

/**
 * POST/PUT result: the request body as sent, with what the server decided in its place: the masked URI,
 * the uuid, the form parameters (password masked) and, never echoed in clear, the masked encrypted_extra.
 */
export function serializeDatabaseWrite(body: unknown, db: RestDatabaseConnectionItemFragment, created: boolean): Row {
  const result: Row = { ...echoedFields(body), sqlalchemy_uri: db.sqlalchemyUri };
  if (created) Object.assign(result, { uuid: db.uuid, expose_in_sqllab: db.exposeInSqllab });
  if (db.parameters && Object.keys(db.parameters).length) result.parameters = db.parameters;
  if (created && db.driver) result.driver = db.driver;
  if ('masked_encrypted_extra' in result || (body as Row | null)?.encrypted_extra !== undefined) result.masked_encrypted_extra = db.maskedEncryptedExtra;
  return result;
}

/** One engine of GET /database/available/, keys in Superset's order; `parameters` only for form engines. */
export function serializeAvailableEngine(e: AvailableEngine): Row {
  const row: Row = {
    name: e.name,
    engine: e.engine,
    available_drivers: e.availableDrivers,
    sqlalchemy_uri_placeholder: e.sqlalchemyUriPlaceholder,
    preferred: e.preferred,
    engine_information: engineInformation(e.engineInformation),
    supports_oauth2: e.supportsOauth2,
  };
  if (e.defaultDriver) row.default_driver = e.defaultDriver;
  if (e.parameters) row.parameters = e.parameters;
  return row;
}

/**
 * Superset's TableMetadataResponseSchema: the primary key, foreign keys and indexes are also listed
 * together in `indexes`, and each column names the ones it belongs to in `keys`.
 */
export function serializeTableMetadata(meta: TableMetadata): Row {
  const primaryKey = meta.primaryKey ? { column_names: meta.primaryKey.columns, name: meta.primaryKey.name, type: 'pk' } : null;
  const foreignKeys = meta.foreignKeys.map((fk) => ({
    column_names: fk.columns,
    name: fk.name,
    referred_schema: fk.referredSchema,
    referred_table: fk.referredTable,
    referred_columns: fk.referredColumns,
    options: {},
    type: 'fk',
  }));
  const indexes = meta.indexes.map((ix) => ({ name: ix.name, column_names: ix.columns, unique: ix.unique, type: 'index' }));
  const keys: Row[] = [...(primaryKey ? [primaryKey] : []), ...foreignKeys, ...indexes];
  return {
    name: meta.name,
    columns: meta.columns.map((c) => ({
      name: c.name,
      type: c.type,
      longType: c.longType,
      keys: keys.filter((k) => (k.column_names as string[]).includes(c.name)),
      comment: c.comment,
    })),
    selectStar: meta.selectStar,
    primaryKey: primaryKey ?? {},
    foreignKeys,
    indexes: keys,
    comment: meta.comment,
  };
}
