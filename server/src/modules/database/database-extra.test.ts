import { parseJsonObjectText as parseStoredObject } from '../../platform/json-text';
import { checkEncryptedExtra, checkExtra, checkServerCert, maskEncryptedExtra, syncExtraFlags, unmaskEncryptedExtra } from './database-extra';
import { PASSWORD_MASK } from './database-uri';

describe('extra', () => {
  it.each([
    [null, { ok: true, value: null }],
    ['', { ok: true, value: null }],
    ['{"engine_params": {"connect_args": {"sslmode": "require"}}}', { ok: true, value: { engine_params: { connect_args: { sslmode: 'require' } } } }],
    [{ metadata_params: { schema: 'x' } }, { ok: true, value: { metadata_params: { schema: 'x' } } }],
    ['{"metadata_params": {"bogus": 1}}', { ok: false, message: 'The metadata_params in Extra field is not configured correctly. The key bogus is invalid.' }],
    ['{"engine_params": []}', { ok: false, message: 'The engine_params in Extra field is not configured correctly.' }],
    ['{"schemas_allowed_for_file_upload": "public"}', { ok: false, message: 'The schemas_allowed_for_file_upload in Extra field must be a list of schema names.' }],
    ['[1, 2]', { ok: false, message: 'Field cannot be decoded by JSON. Expected an object' }],
  ])('checks %j', (value, expected) => {
    expect(checkExtra(value)).toEqual(expected);
  });

  it('reports text that is not JSON with the parser message', () => {
    const r = checkExtra('{nope');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/^Field cannot be decoded by JSON\. /);
    expect(checkEncryptedExtra('{nope').ok).toBe(false);
  });

  it('reads stored text leniently', () => {
    expect(parseStoredObject(null)).toEqual({});
    expect(parseStoredObject('not json')).toEqual({});
    expect(parseStoredObject('{"a": 1}')).toEqual({ a: 1 });
  });

  it('accepts only PEM certificates', () => {
    expect(checkServerCert(null)).toEqual({ ok: true, value: null });
    expect(checkServerCert('-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----')).toEqual({ ok: false, message: 'Invalid certificate' });
  });
});

describe('encrypted_extra masking', () => {
  it('masks every top-level value', () => {
    expect(maskEncryptedExtra({ credentials_info: { private_key: 'k' }, token: 't' })).toEqual({ credentials_info: PASSWORD_MASK, token: PASSWORD_MASK });
    expect(maskEncryptedExtra(null)).toBeNull();
  });

  it('keeps the stored secret for every masked value sent back', () => {
    const stored = { credentials_info: { private_key: 'k' }, token: 't' };
    expect(unmaskEncryptedExtra({ credentials_info: PASSWORD_MASK, token: 'new', other: PASSWORD_MASK }, stored)).toEqual({
      credentials_info: { private_key: 'k' },
      token: 'new',
      // A mask for a key that was never stored has nothing to stand for: it stays as sent.
      other: PASSWORD_MASK,
    });
  });
});

describe('syncExtraFlags', () => {
  const none = { allowMultiCatalog: false, disableDataPreview: false };
  it.each([
    ['explicit flags win over extra', { allow_multi_catalog: false }, { allowMultiCatalog: true }, none, { allowMultiCatalog: true, disableDataPreview: false }],
    ['extra sets flags that are not sent', { disable_data_preview: true }, {}, none, { allowMultiCatalog: false, disableDataPreview: true }],
    ['neither keeps the current flags', {}, { allowMultiCatalog: null }, { allowMultiCatalog: true, disableDataPreview: true }, { allowMultiCatalog: true, disableDataPreview: true }],
  ])('%s', (_name, extra, explicit, current, flags) => {
    const r = syncExtraFlags(extra, explicit, current);
    expect(r.flags).toEqual(flags);
    expect(r.extra).toMatchObject({ allow_multi_catalog: flags.allowMultiCatalog, disable_data_preview: flags.disableDataPreview });
  });
});
