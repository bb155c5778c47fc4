import { encryptSecret } from '../../platform/secrets';
import { connectionUri, maskUri, PASSWORD_MASK } from './database-uri';

describe('database URIs', () => {
  it('masks the password and leaves password-less URIs alone', () => {
    expect(maskUri('postgresql://u:s3cret@h:5432/db')).toBe(`postgresql://u:${PASSWORD_MASK}@h:5432/db`);
    expect(maskUri('duckdb:///data/examples.duckdb')).toBe('duckdb:///data/examples.duckdb');
  });

  it('puts the decrypted password back only for connecting', () => {
    const key = 'k'.repeat(32);
    const stored = `postgresql://u:${PASSWORD_MASK}@h:5432/db`;
    expect(connectionUri(stored, encryptSecret('p@ss:word', key), key)).toBe('postgresql://u:p%40ss%3Aword@h:5432/db');
    expect(connectionUri('duckdb:///x.duckdb', null, key)).toBe('duckdb:///x.duckdb');
  });
});
