/**
 * Minimal HS256 JSON Web Tokens on node:crypto (the only algorithm Tessera issues or accepts). Verification
 * checks the header's alg, the signature in constant time, and exp/nbf; failures are typed so callers can
 * answer with flask-jwt-extended's texts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtFailure = 'malformed' | 'signature' | 'expired' | 'not-yet-valid';

export class JwtError extends Error {
  constructor(readonly reason: JwtFailure, message: string) {
    super(message);
  }
}

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');

export function signHs256(payload: Record<string, unknown>, key: string): string {
  const head = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64(JSON.stringify(payload));
  const sig = createHmac('sha256', key).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export function verifyHs256(token: string, key: string, nowSec = Math.floor(Date.now() / 1000)): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed', 'Not enough segments');
  const [head, body, sig] = parts;
  let header: { alg?: string };
  let payload: Record<string, unknown>;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('malformed', 'Invalid header padding');
  }
  if (header.alg !== 'HS256') throw new JwtError('malformed', 'The specified alg value is not allowed');
  const expected = Buffer.from(createHmac('sha256', key).update(`${head}.${body}`).digest('base64url'));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new JwtError('signature', 'Signature verification failed');
  if (typeof payload.exp === 'number' && payload.exp <= nowSec) throw new JwtError('expired', 'Token has expired');
  if (typeof payload.nbf === 'number' && payload.nbf > nowSec + 5) throw new JwtError('not-yet-valid', 'The token is not yet valid (nbf)');
  return payload;
}
