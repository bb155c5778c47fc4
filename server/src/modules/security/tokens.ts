/**
 * Signed tokens: browser sessions (httpOnly cookie), API access/refresh tokens (Superset's flask-jwt-extended
 * claims: sub as a string, type, fresh, jti, csrf, iat, nbf, exp) and CSRF tokens bound to a session.
 * Everything is HS256 with SECRET_KEY, so any app server can verify any token (stateless scale-out).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { JwtError, signHs256, verifyHs256 } from './jwt';
import { errors } from '../../platform/errors';

export type TokenType = 'access' | 'refresh' | 'session';

export interface VerifiedToken {
  userId: number;
  type: TokenType;
  fresh: boolean;
  /** Session id (session tokens) or token id. */
  jti: string;
}

export interface TokenServiceOptions {
  secretKey: string;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  sessionTtlSec: number;
}

export class TokenService {
  private readonly key: string;

  constructor(private readonly opts: TokenServiceOptions) {
    this.key = `tessera-jwt:${opts.secretKey}`;
  }

  private async sign(userId: number, type: TokenType, ttlSec: number, fresh: boolean): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return signHs256({ fresh, iat: now, jti: randomUUID(), type, sub: String(userId), nbf: now, csrf: randomUUID(), exp: now + ttlSec }, this.key);
  }

  accessToken(userId: number, fresh: boolean): Promise<string> {
    return this.sign(userId, 'access', this.opts.accessTokenTtlSec, fresh);
  }

  refreshToken(userId: number): Promise<string> {
    return this.sign(userId, 'refresh', this.opts.refreshTokenTtlSec, false);
  }

  sessionToken(userId: number): Promise<string> {
    return this.sign(userId, 'session', this.opts.sessionTtlSec, true);
  }

  get sessionTtlSec(): number {
    return this.opts.sessionTtlSec;
  }

  /**
   * Verifies a token of the expected type. Failures carry the texts and statuses flask-jwt-extended answers
   * with (`{"msg": ...}` with 401 for expiry, 422 for malformed or forged tokens).
   */
  async verify(token: string, expected: TokenType): Promise<VerifiedToken> {
    let payload: Record<string, unknown>;
    try {
      payload = verifyHs256(token, this.key);
    } catch (err) {
      if (!(err instanceof JwtError)) throw err;
      throw errors.unauthenticated(err.message, { msg: err.message }, err.reason === 'expired' ? 401 : 422);
    }
    if (payload.type !== expected) {
      const msg = expected === 'refresh' ? 'Only refresh tokens are allowed' : 'Only non-refresh tokens are allowed';
      throw errors.unauthenticated(msg, { msg }, 422);
    }
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId)) throw errors.unauthenticated('Subject must be a string', { msg: 'Subject must be a string' }, 422);
    return { userId, type: expected, fresh: payload.fresh === true, jti: String(payload.jti ?? '') };
  }

  /** A CSRF token bound to one session (or, for bearer callers, to the user): HMAC, so nothing is stored. */
  csrfToken(binding: string): string {
    return createHmac('sha256', `tessera-csrf:${this.opts.secretKey}`).update(binding).digest('base64url');
  }

  csrfMatches(binding: string, presented: string | undefined): boolean {
    if (!presented) return false;
    const expected = Buffer.from(this.csrfToken(binding));
    const given = Buffer.from(presented);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
