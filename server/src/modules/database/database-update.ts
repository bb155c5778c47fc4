/**
 * A partial update of a database: what is not sent stays as stored, an explicit null clears the columns
 * that may be empty, masked secrets keep the stored ones, and the flag columns stay in step with `extra`.
 * Pure: the service runs it on the row it has locked and writes the result with the entity's repository.
 */
import { encryptSecret } from '../../platform/secrets';
import { syncExtraFlags, unmaskEncryptedExtra } from './database-extra';
import type { CheckedSecrets } from './database-input';
import type { StoredConnection } from './database-connection';
import { decryptedObject } from './database-row';
import type { Database } from './database.entity';
import type { DatabaseInput } from './database.types';
import { parseJsonObjectText } from '../../platform/json-text';

/** The writable columns of a database; an update writes every one of them. */
export const WRITABLE_PROPERTIES = [
  'databaseName',
  'sqlalchemyUri',
  'password',
  'configurationMethod',
  'cacheTimeout',
  'exposeInSqllab',
  'allowRunAsync',
  'allowCtas',
  'allowCvas',
  'allowDml',
  'allowFileUpload',
  'allowMultiCatalog',
  'disableDataPreview',
  'forceCtasSchema',
  'impersonateUser',
  'extra',
  'encryptedExtra',
  'serverCert',
  'isManagedExternally',
  'externalUrl',
] as const satisfies readonly (keyof Database)[];

/** What an update writes: `extra` is always written, with its flags in step. */
export type DatabaseColumns = Omit<Pick<Database, (typeof WRITABLE_PROPERTIES)[number]>, 'extra'> & { extra: string };

/** The stored database an update starts from. */
export type StoredDatabase = Pick<Database, Exclude<(typeof WRITABLE_PROPERTIES)[number], 'sqlalchemyUri' | 'password'>>;

const pick = <T>(sent: T | null | undefined, stored: T): T => (sent === undefined || sent === null ? stored : sent);
/** Columns that may be empty: an explicit null (or '') clears them. */
const clearable = <T>(sent: T | null | undefined, stored: T | null): T | null => (sent === undefined ? stored : sent === '' ? null : sent);

export function mergeUpdate(
  row: StoredDatabase,
  input: DatabaseInput,
  secrets: CheckedSecrets,
  connection: Pick<StoredConnection, 'sqlalchemyUri' | 'password'>,
  secretKey: string,
): DatabaseColumns {
  const encrypt = (plain: string | null) => (plain === null ? null : encryptSecret(plain, secretKey));
  const { extra, flags } = syncExtraFlags(
    secrets.extra === undefined ? parseJsonObjectText(row.extra) : (secrets.extra ?? {}),
    { allowMultiCatalog: input.allowMultiCatalog, disableDataPreview: input.disableDataPreview },
    { allowMultiCatalog: row.allowMultiCatalog, disableDataPreview: row.disableDataPreview },
  );
  return {
    databaseName: input.databaseName?.trim() || row.databaseName,
    sqlalchemyUri: connection.sqlalchemyUri,
    password: connection.password,
    configurationMethod: pick(input.configurationMethod, row.configurationMethod),
    cacheTimeout: clearable(input.cacheTimeout, row.cacheTimeout),
    exposeInSqllab: pick(input.exposeInSqllab, row.exposeInSqllab),
    allowRunAsync: pick(input.allowRunAsync, row.allowRunAsync),
    allowCtas: pick(input.allowCtas, row.allowCtas),
    allowCvas: pick(input.allowCvas, row.allowCvas),
    allowDml: pick(input.allowDml, row.allowDml),
    allowFileUpload: pick(input.allowFileUpload, row.allowFileUpload),
    allowMultiCatalog: flags.allowMultiCatalog,
    disableDataPreview: flags.disableDataPreview,
    forceCtasSchema: clearable(input.forceCtasSchema, row.forceCtasSchema),
    impersonateUser: pick(input.impersonateUser, row.impersonateUser),
    extra: JSON.stringify(extra),
    encryptedExtra:
      secrets.encryptedExtra === undefined
        ? row.encryptedExtra
        : encrypt(secrets.encryptedExtra ? JSON.stringify(unmaskEncryptedExtra(secrets.encryptedExtra, decryptedObject(row.encryptedExtra, secretKey))) : null),
    serverCert: secrets.serverCert === undefined ? row.serverCert : encrypt(secrets.serverCert),
    isManagedExternally: pick(input.isManagedExternally, row.isManagedExternally),
    externalUrl: clearable(input.externalUrl, row.externalUrl),
  };
}
