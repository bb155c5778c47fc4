import 'reflect-metadata';
import { decryptSecret, encryptSecret } from '../../platform/secrets';
import type { DatabaseRow } from './database-row';
import { mergeUpdate, UPDATE_DATABASE_SQL, updateParams } from './database-update';
import { PASSWORD_MASK } from './database-uri';

const KEY = 'k'.repeat(32);
const row = {
  id: 9,
  database_name: 'sales',
  sqlalchemy_uri: 'duckdb:///s.duckdb',
  password: null,
  configuration_method: 'sqlalchemy_form',
  cache_timeout: 60,
  expose_in_sqllab: true,
  allow_run_async: false,
  allow_ctas: false,
  allow_cvas: false,
  allow_dml: true,
  allow_file_upload: false,
  allow_multi_catalog: false,
  disable_data_preview: false,
  force_ctas_schema: 'tmp',
  impersonate_user: false,
  extra: '{"engine_params":{"a":1}}',
  encrypted_extra: encryptSecret('{"token":"t0ken"}', KEY),
  server_cert: null,
  is_managed_externally: false,
  external_url: 'https://x.test',
} as DatabaseRow;
const keep = { sqlalchemyUri: row.sqlalchemy_uri, password: null };

describe('mergeUpdate', () => {
  it('keeps everything that is not sent', () => {
    const merged = mergeUpdate(row, {}, {}, keep, KEY);
    expect(merged).toMatchObject({ database_name: 'sales', cache_timeout: 60, allow_dml: true, force_ctas_schema: 'tmp', external_url: 'https://x.test' });
    expect(JSON.parse(merged.extra)).toEqual({ engine_params: { a: 1 }, allow_multi_catalog: false, disable_data_preview: false });
    expect(merged.encrypted_extra).toBe(row.encrypted_extra);
  });

  it('reads null as "not sent" for flags and as "clear" for nullable columns', () => {
    expect(mergeUpdate(row, { allowDml: null, cacheTimeout: null, forceCtasSchema: '', externalUrl: null }, {}, keep, KEY)).toMatchObject({
      allow_dml: true,
      cache_timeout: null,
      force_ctas_schema: null,
      external_url: null,
    });
  });

  it('keeps masked secrets and replaces the others', () => {
    const merged = mergeUpdate(row, {}, { encryptedExtra: { token: PASSWORD_MASK, region: 'eu' } }, keep, KEY);
    expect(JSON.parse(decryptSecret(merged.encrypted_extra!, KEY))).toEqual({ token: 't0ken', region: 'eu' });
    expect(mergeUpdate(row, {}, { encryptedExtra: null }, keep, KEY).encrypted_extra).toBeNull();
  });

  it('binds every column of the UPDATE in order', () => {
    const params = updateParams(9, mergeUpdate(row, {}, {}, keep, KEY), 4);
    expect(params).toHaveLength((UPDATE_DATABASE_SQL.match(/\$\d+/g) ?? []).length);
    expect([params[0], params[1], params.at(-1)]).toEqual([9, 'sales', 4]);
  });
});
