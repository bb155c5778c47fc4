/**
 * SQLAlchemy-style connection URIs. The stored URI never holds the password (it is masked, and the
 * ciphertext lives in its own column); `connectionUri` puts the decrypted password back only at the moment
 * of connecting.
 */
import { decryptSecret } from '../../platform/secrets';

export const PASSWORD_MASK = 'XXXXXXXXXX';

/** The URI with its password replaced by the mask (what every answer shows). */
export function maskUri(uri: string): string {
  try {
    const u = new URL(uri);
    if (!u.password) return uri;
    u.password = PASSWORD_MASK;
    return u.toString();
  } catch {
    return uri;
  }
}

export function connectionUri(storedUri: string, encryptedPassword: string | null, secretKey: string): string {
  if (!encryptedPassword) return storedUri;
  const u = new URL(storedUri);
  u.password = encodeURIComponent(decryptSecret(encryptedPassword, secretKey));
  return u.toString();
}
