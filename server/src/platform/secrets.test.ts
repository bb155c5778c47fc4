import { decryptSecret, encryptSecret, isEncryptedSecret, SecretDecryptionError } from './secrets';

const KEY = 'a-secret-key';

describe('encryptSecret / decryptSecret', () => {
  it.each([
    ['an ASCII password', 'hunter2'],
    ['an empty string', ''],
    ['unicode and URI-special characters', 'pässwörd:@/?#[]%🔑'],
    ['a long PEM-like text', '-----BEGIN CERTIFICATE-----\n' + 'A'.repeat(4000) + '\n-----END CERTIFICATE-----'],
  ])('round-trips %s', (_label, plain) => {
    const stored = encryptSecret(plain, KEY);
    expect(stored.startsWith('v1:')).toBe(true);
    expect(decryptSecret(stored, KEY)).toBe(plain);
  });

  it('never stores the plain text', () => {
    const stored = encryptSecret('hunter2-hunter2', KEY);
    expect(stored).not.toContain('hunter2');
    expect(Buffer.from(stored.slice(3), 'base64').toString('utf8')).not.toContain('hunter2');
  });

  it('uses a fresh IV each time, so equal secrets give different ciphertexts', () => {
    expect(encryptSecret('same', KEY)).not.toBe(encryptSecret('same', KEY));
  });

  it('refuses to decrypt under another SECRET_KEY', () => {
    const stored = encryptSecret('hunter2', KEY);
    expect(() => decryptSecret(stored, 'another-key')).toThrow(SecretDecryptionError);
  });

  it.each([
    ['a value without the v1: prefix', 'hunter2'],
    ['a truncated value', 'v1:AAAA'],
    ['a value that is not base64', 'v1:not base64!'],
  ])('rejects %s', (_label, stored) => {
    expect(() => decryptSecret(stored, KEY)).toThrow(SecretDecryptionError);
  });

  it('detects tampering with the ciphertext', () => {
    const raw = Buffer.from(encryptSecret('hunter2', KEY).slice(3), 'base64');
    raw[raw.length - 1] ^= 0x01;
    expect(() => decryptSecret('v1:' + raw.toString('base64'), KEY)).toThrow(SecretDecryptionError);
  });

  it('maps a decryption failure to an internal error that names no secret', () => {
    const err = (() => {
      try {
        decryptSecret(encryptSecret('hunter2', KEY), 'wrong');
      } catch (e) {
        return e as SecretDecryptionError;
      }
      throw new Error('expected a failure');
    })();
    expect(err.errorType).toBe('GENERIC_BACKEND_ERROR');
    expect(err.status).toBe(500);
    expect(err.message).not.toContain('hunter2');
    expect(err.message).not.toContain('wrong');
  });

  it('rejects an empty SECRET_KEY', () => {
    expect(() => encryptSecret('x', '')).toThrow(TypeError);
  });
});

describe('isEncryptedSecret', () => {
  it.each([
    [encryptSecret('x', KEY), true],
    ['v1:', true],
    ['hunter2', false],
    ['v2:AAAA', false],
    ['v1:abc def', false],
  ])('%s -> %s', (value, expected) => {
    expect(isEncryptedSecret(value)).toBe(expected);
  });
});
