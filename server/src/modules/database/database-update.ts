/**
 * A partial update of a `dbs` row: what is not sent stays as stored, an explicit null clears the columns
 * that may be empty, masked secrets keep the stored ones, and the flag columns stay in step with `extra`.
 * Pure: the service runs it on the row it has locked.
 */
import type { TableRow } from '../../platform/entity-select';
import { encryptSecret } from '../../platform/secrets';
import { syncExtraFlags, unmaskEncryptedExtra } from './database-extra';
import type { CheckedSecrets } from './database-input';
import type { StoredConnection } from './database-connection';
import { decryptedObject, type DatabaseRow } from './database-row';
import type { Database } from './database.entity';
import type { DatabaseInput } from './database.types';
import { parseJsonObjectText } from '../../platform/json-text';

/** The writable columns of `dbs`, in the order of UPDATE_DATABASE_SQL's parameters $2.. */
const COLUMN_NAMES = [
  'database_name',
  'sqlalchemy_uri',
  'password',
  'configuration_method',
  'cache_timeout',
  'expose_in_sqllab',
  'allow_run_async',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_file_upload',
  'allow_multi_catalog',
  'disable_data_preview',
  'force_ctas_schema',
  'impersonate_user',
  'extra',
  'encrypted_extra',
  'server_cert',
  'is_managed_externally',
  'external_url',
] as const satisfies readonly (keyof TableRow<Database>)[];

/** What an update writes: `extra` is always written, with its flags in step. */
export type DatabaseColumns = Omit<Pick<TableRow<Database>, (typeof COLUMN_NAMES)[number]>, 'extra'> & { extra: string };

/** `$1` is the id, `$2`.. the columns, then the editor. */
export const UPDATE_DATABASE_SQL = `UPDATE dbs SET ${COLUMN_NAMES.map((c, i) => `${c} = $${i + 2}`).join(', ')},
    changed_by_fk = $${COLUMN_NAMES.length + 2}, changed_on = timezone('utc', now())
  WHERE id = $1`;

export function updateParams(id: number, columns: DatabaseColumns, editorId: number): unknown[] {
  return [id, ...COLUMN_NAMES.map((c) => columns[c]), editorId];
}

const pick = <T>(sent: T | null | undefined, stored: T): T => (sent === undefined || sent === null ? stored : sent);
/** Columns that may be empty: an explicit null (or '') clears them. */
const clearable = <T>(sent: T | null | undefined, stored: T | null): T | null => (sent === undefined ? stored : sent === '' ? null : sent);

export function mergeUpdate(
  row: DatabaseRow,
  input: DatabaseInput,
  secrets: CheckedSecrets,
  connection: Pick<StoredConnection, 'sqlalchemyUri' | 'password'>,
  secretKey: string,
): DatabaseColumns {
  const encrypt = (plain: string | null) => (plain === null ? null : encryptSecret(plain, secretKey));
  const { extra, flags } = syncExtraFlags(
    secrets.extra === undefined ? parseJsonObjectText(row.extra) : (secrets.extra ?? {}),
    { allowMultiCatalog: input.allowMultiCatalog, disableDataPreview: input.disableDataPreview },
    { allowMultiCatalog: row.allow_multi_catalog, disableDataPreview: row.disable_data_preview },
  );
  return {
    database_name: input.databaseName?.trim() || row.database_name,
    sqlalchemy_uri: connection.sqlalchemyUri,
    password: connection.password,
    configuration_method: pick(input.configurationMethod, row.configuration_method),
    cache_timeout: clearable(input.cacheTimeout, row.cache_timeout),
    expose_in_sqllab: pick(input.exposeInSqllab, row.expose_in_sqllab),
    allow_run_async: pick(input.allowRunAsync, row.allow_run_async),
    allow_ctas: pick(input.allowCtas, row.allow_ctas),
    allow_cvas: pick(input.allowCvas, row.allow_cvas),
    allow_dml: pick(input.allowDml, row.allow_dml),
    allow_file_upload: pick(input.allowFileUpload, row.allow_file_upload),
    allow_multi_catalog: flags.allowMultiCatalog,
    disable_data_preview: flags.disableDataPreview,
    force_ctas_schema: clearable(input.forceCtasSchema, row.force_ctas_schema),
    impersonate_user: pick(input.impersonateUser, row.impersonate_user),
    extra: JSON.stringify(extra),
    encrypted_extra:
      secrets.encryptedExtra === undefined
        ? row.encrypted_extra
        : encrypt(secrets.encryptedExtra ? JSON.stringify(unmaskEncryptedExtra(secrets.encryptedExtra, decryptedObject(row.encrypted_extra, secretKey))) : null),
    server_cert: secrets.serverCert === undefined ? row.server_cert : encrypt(secrets.serverCert),
    is_managed_externally: pick(input.isManagedExternally, row.is_managed_externally),
    external_url: clearable(input.externalUrl, row.external_url),
  };
}
