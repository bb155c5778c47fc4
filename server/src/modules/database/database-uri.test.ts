import { decryptSecret, encryptSecret } from '../../platform/secrets';
import { storeConnection } from './database-connection';
import { connectionUri, maskUri, parseUri, PASSWORD_MASK, sameConnection, splitPassword, withoutPassword } from './database-uri';

const KEY = 'k'.repeat(32);

describe('database URIs', () => {
  it('masks the password and leaves password-less URIs alone', () => {
    expect(maskUri('postgresql://u:s3cret@h:5432/db')).toBe(`postgresql://u:${PASSWORD_MASK}@h:5432/db`);
    expect(maskUri('duckdb:///data/examples.duckdb')).toBe('duckdb:///data/examples.duckdb');
  });

  it('puts the decrypted password back only for connecting', () => {
    const stored = `postgresql://u:${PASSWORD_MASK}@h:5432/db`;
    expect(connectionUri(stored, encryptSecret('p@ss:word', KEY), KEY)).toBe('postgresql://u:p%40ss%3Aword@h:5432/db');
    expect(connectionUri('duckdb:///x.duckdb', null, KEY)).toBe('duckdb:///x.duckdb');
  });

  it.each([
    ['postgresql://u:p@h:5432/db', true],
    ['postgresql+psycopg2://u@h/db?sslmode=require', true],
    ['duckdb:///tmp/x.duckdb', true],
    ['sqlite://', true],
    ['not a uri', false],
    ['postgresql:/missing-slashes', false],
    ['', false],
  ])('parses %j: %s', (uri, valid) => {
    expect(parseUri(uri) !== null).toBe(valid);
  });

  it.each([
    ['postgresql://u:s3cret@h/db', `postgresql://u:${PASSWORD_MASK}@h/db`, { kind: 'plain', password: 's3cret' }],
    ['postgresql://u:p%40ss%3Aw@h/db', `postgresql://u:${PASSWORD_MASK}@h/db`, { kind: 'plain', password: 'p@ss:w' }],
    [`postgresql://u:${PASSWORD_MASK}@h/db`, `postgresql://u:${PASSWORD_MASK}@h/db`, { kind: 'masked' }],
    ['postgresql://u@h/db', 'postgresql://u@h/db', { kind: 'none' }],
    ['duckdb:///tmp/x.duckdb', 'duckdb:///tmp/x.duckdb', { kind: 'none' }],
  ])('splits the password out of %s', (uri, storedUri, password) => {
    expect(splitPassword(uri)).toEqual({ storedUri, password });
  });

  it('compares connections without their passwords', () => {
    expect(withoutPassword('mysql://u:p@h/db')).toBe('mysql://u@h/db');
    expect(sameConnection('mysql://u:p@h/db', `mysql://u:${PASSWORD_MASK}@h/db`)).toBe(true);
    expect(sameConnection('mysql://u:p@h/db', 'mysql://u:p@h/other')).toBe(false);
  });
});

describe('storeConnection', () => {
  it('encrypts a new password and stores the URI masked', () => {
    const s = storeConnection('postgresql://u:s3cret@h/db', null, KEY);
    expect(s.sqlalchemyUri).toBe(`postgresql://u:${PASSWORD_MASK}@h/db`);
    expect(s.password).not.toContain('s3cret');
    expect(decryptSecret(s.password!, KEY)).toBe('s3cret');
    expect(s.connectUri).toBe('postgresql://u:s3cret@h/db');
  });

  it('keeps the stored password when the mask comes back', () => {
    const existing = { sqlalchemy_uri: `postgresql://u:${PASSWORD_MASK}@h/db`, password: encryptSecret('old', KEY) };
    const s = storeConnection(`postgresql://u:${PASSWORD_MASK}@h/other`, existing, KEY);
    expect(s.password).toBe(existing.password);
    expect(s.sqlalchemyUri).toBe(`postgresql://u:${PASSWORD_MASK}@h/other`);
    expect(s.connectUri).toBe('postgresql://u:old@h/other');
  });

  it('reads a mask with nothing stored as no password, and a URI without one clears it', () => {
    expect(storeConnection(`postgresql://u:${PASSWORD_MASK}@h/db`, null, KEY)).toEqual({
      sqlalchemyUri: 'postgresql://u@h/db',
      password: null,
      connectUri: 'postgresql://u@h/db',
    });
    const existing = { sqlalchemy_uri: `postgresql://u:${PASSWORD_MASK}@h/db`, password: encryptSecret('old', KEY) };
    expect(storeConnection('postgresql://u@h/db', existing, KEY).password).toBeNull();
  });
});
