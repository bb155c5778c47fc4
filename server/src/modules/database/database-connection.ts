/**
 * From what a client sends to what is stored and what is connected to: the password moves out of the URI
 * into its own encrypted column (a masked password keeps the stored one), and connection tests open a
 * fresh connection so settings that are not saved never enter the shared connection cache.
 */
import type { EngineConnection, EngineSpec } from '../../engines';
import { TesseraError } from '../../platform/errors';
import { encryptSecret } from '../../platform/secrets';
import { connectionUri, splitPassword, withoutPassword } from './database-uri';

export interface StoredConnection {
  /** The `sqlalchemy_uri` column: the password masked. */
  sqlalchemyUri: string;
  /** The `password` column: ciphertext, or null. */
  password: string | null;
  /** What the engine connects with. */
  connectUri: string;
}

/** `sentUri` must parse (callers validate it first). */
export function storeConnection(
  sentUri: string,
  existing: { sqlalchemy_uri: string; password: string | null } | null,
  secretKey: string,
): StoredConnection {
  const split = splitPassword(sentUri);
  if (!split) throw new TypeError('storeConnection needs a valid URI');
  switch (split.password.kind) {
    case 'none':
      return { sqlalchemyUri: split.storedUri, password: null, connectUri: split.storedUri };
    case 'masked':
      if (existing?.password) {
        return { sqlalchemyUri: split.storedUri, password: existing.password, connectUri: connectionUri(split.storedUri, existing.password, secretKey) };
      }
      // A mask with nothing stored behind it stands for no password at all.
      return { sqlalchemyUri: withoutPassword(sentUri), password: null, connectUri: withoutPassword(sentUri) };
    case 'plain': {
      const password = encryptSecret(split.password.password, secretKey);
      return { sqlalchemyUri: split.storedUri, password, connectUri: connectionUri(split.storedUri, password, secretKey) };
    }
  }
}

/** Superset's text when a connection test runs out of time. */
export const CONNECTION_TIMEOUT_MESSAGE =
  'Please check your connection details and database settings, and ensure that your database is accepting connections, then try connecting again.';

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TesseraError('CONNECTION_DATABASE_TIMEOUT', CONNECTION_TIMEOUT_MESSAGE, { status: 408 })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The engine's typed error for a failed connection (CONNECTION_*_ERROR, ...), as a 400 like Superset's test. */
export function connectionFailure(spec: EngineSpec, err: unknown): TesseraError {
  return err instanceof TesseraError ? err : spec.mapError(err);
}

/** Opens a private connection, runs the engine's trivial query and closes it; throws the typed error. */
export async function pingDatabase(spec: EngineSpec, uri: string, timeoutMs: number): Promise<void> {
  const opening = spec.connect(uri);
  let conn: EngineConnection | undefined;
  try {
    conn = await withTimeout(opening, timeoutMs);
    await withTimeout(conn.ping(), timeoutMs);
  } catch (err) {
    throw connectionFailure(spec, err);
  } finally {
    if (conn) await conn.close().catch(() => undefined);
    // A connection that opens after the timeout fired still has to be released.
    else opening.then((late) => late.close()).catch(() => undefined);
  }
}
