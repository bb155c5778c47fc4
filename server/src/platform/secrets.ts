/**
 * Secrets at rest (database passwords, encrypted_extra, server certificates, SSH credentials), encrypted with
 * the instance's SECRET_KEY: AES-256-GCM with a random 96-bit IV, key = SHA-256(SECRET_KEY). The stored form is
 * `v1:` + base64(iv ‖ auth tag ‖ ciphertext); the prefix leaves room for another scheme or key rotation later.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { TesseraError } from './errors';

const PREFIX = 'v1:';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored secret that cannot be read: not ours, corrupted, or written under another SECRET_KEY. */
export class SecretDecryptionError extends TesseraError {
  constructor(reason: string) {
    // The reason names the failure, never the secret or the key.
    super('GENERIC_BACKEND_ERROR', `A stored secret could not be decrypted (${reason}); was SECRET_KEY changed?`, {
      code: 'INTERNAL_SERVER_ERROR',
    });
    this.name = 'SecretDecryptionError';
  }
}

function keyOf(secretKey: string): Buffer {
  if (!secretKey) throw new TypeError('SECRET_KEY is empty');
  return createHash('sha256').update(secretKey, 'utf8').digest();
}

export function encryptSecret(plain: string, secretKey: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, keyOf(secretKey), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function decryptSecret(cipherText: string, secretKey: string): string {
  if (!isEncryptedSecret(cipherText)) throw new SecretDecryptionError('unknown format');
  const raw = Buffer.from(cipherText.slice(PREFIX.length), 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretDecryptionError('truncated');
  const decipher = createDecipheriv(ALGORITHM, keyOf(secretKey), raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretDecryptionError('authentication failed');
  }
}

/** Whether a stored value is in this module's format (as opposed to legacy plain text). */
export function isEncryptedSecret(value: string): boolean {
  return value.startsWith(PREFIX) && /^[A-Za-z0-9+/]*={0,2}$/.test(value.slice(PREFIX.length));
}
