import 'reflect-metadata';
import { decryptSecret, encryptSecret } from '../../platform/secrets';
import { mergeUpdate, type StoredDatabase, WRITABLE_PROPERTIES } from './database-update';
import { PASSWORD_MASK } from './database-uri';

const KEY = 'k'.repeat(32);
const row: StoredDatabase = {
  databaseName: 'sales',
  configurationMethod: 'sqlalchemy_form',
  cacheTimeout: 60,
  exposeInSqllab: true,
  allowRunAsync: false,
  allowCtas: false,
  allowCvas: false,
  allowDml: true,
  allowFileUpload: false,
  allowMultiCatalog: false,
  disableDataPreview: false,
  forceCtasSchema: 'tmp',
  impersonateUser: false,
  extra: '{"engine_params":{"a":1}}',
  encryptedExtra: encryptSecret('{"token":"t0ken"}', KEY),
  serverCert: null,
  isManagedExternally: false,
  externalUrl: 'https://x.test',
};
const keep = { sqlalchemyUri: 'duckdb:///s.duckdb', password: null };

describe('mergeUpdate', () => {
  it('keeps everything that is not sent', () => {
    const merged = mergeUpdate(row, {}, {}, keep, KEY);
    expect(merged).toMatchObject({ databaseName: 'sales', cacheTimeout: 60, allowDml: true, forceCtasSchema: 'tmp', externalUrl: 'https://x.test' });
    expect(JSON.parse(merged.extra)).toEqual({ engine_params: { a: 1 }, allow_multi_catalog: false, disable_data_preview: false });
    expect(merged.encryptedExtra).toBe(row.encryptedExtra);
  });

  it('reads null as "not sent" for flags and as "clear" for nullable columns', () => {
    expect(mergeUpdate(row, { allowDml: null, cacheTimeout: null, forceCtasSchema: '', externalUrl: null }, {}, keep, KEY)).toMatchObject({
      allowDml: true,
      cacheTimeout: null,
      forceCtasSchema: null,
      externalUrl: null,
    });
  });

  it('keeps masked secrets and replaces the others', () => {
    const merged = mergeUpdate(row, {}, { encryptedExtra: { token: PASSWORD_MASK, region: 'eu' } }, keep, KEY);
    expect(JSON.parse(decryptSecret(merged.encryptedExtra!, KEY))).toEqual({ token: 't0ken', region: 'eu' });
    expect(mergeUpdate(row, {}, { encryptedExtra: null }, keep, KEY).encryptedExtra).toBeNull();
  });

  it('writes every writable column, the connection as stored', () => {
    const merged = mergeUpdate(row, {}, {}, keep, KEY);
    expect(Object.keys(merged).sort()).toEqual([...WRITABLE_PROPERTIES].sort());
    expect(Object.values(merged).every((v) => v !== undefined)).toBe(true);
    expect([merged.databaseName, merged.sqlalchemyUri, merged.password]).toEqual(['sales', 'duckdb:///s.duckdb', null]);
  });
});
