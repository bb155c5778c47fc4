/**
 * Authentication: turns a request's credentials into a RequestContext, logs users in and out, issues API
 * tokens and CSRF tokens. Browser sessions are an httpOnly cookie holding a signed session token; API
 * clients present `Authorization: Bearer <access token>`. A bearer header always wins over a cookie, and
 * only cookie-authenticated writes need the CSRF token (a bearer token cannot be sent by a forged form).
 */
import argon2 from 'argon2';
import type { DataSource, FindOptionsSelect, QueryDeepPartialEntity } from 'typeorm';
import { RequestContext, type HttpExchange, type Transport } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import type { Actor, ActorUser } from '../../platform/actor';
import { buildActor, type PermissionRow } from './actor';
import { Role } from './role.entity';
import type { TokenService } from './tokens';
import { User } from './user.entity';
import { KEEP_CHANGED_ON } from '../../platform/sql';

export const SESSION_COOKIE = 'tessera_session';
export const CSRF_HEADERS = ['x-csrftoken', 'x-csrf-token'] as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string | null, plain: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 1) continue;
    const name = part.slice(0, i).trim();
    try {
      out[name] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      out[name] = part.slice(i + 1).trim();
    }
  }
  return out;
}

function headerValue(http: HttpExchange, name: string): string | undefined {
  const v = http.req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The user columns an actor is built from (and the hash a login checks). */
const ACTOR_USER_COLUMNS = {
  id: true,
  username: true,
  firstName: true,
  lastName: true,
  email: true,
  active: true,
  passwordHash: true,
  loginCount: true,
  createdOn: true,
  lastLogin: true,
} as const satisfies FindOptionsSelect<User>;

const toActorUser = (u: User): ActorUser => ({
  id: u.id,
  username: u.username,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  active: u.active,
  loginCount: u.loginCount ?? 0,
  createdOn: u.createdOn,
  lastLogin: u.lastLogin,
});

export interface LoginResult {
  actor: Actor;
  accessToken: string;
  refreshToken: string | null;
  csrfToken: string;
}

/**
 * How long a resolved actor (user, roles, permission pairs) is reused across requests of the same user.
 * Every API call needs it, and loading it is two metadata queries; a role or user change takes effect on
 * the other app servers within this window (and at once on this one: see `forgetActor`).
 */
const ACTOR_TTL_MS = 5_000;

export class AuthService {
  private readonly actors = new Map<number, { actor: Actor | null; expires: number }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
    private readonly opts: { secureCookies: boolean },
  ) {}

  /** Builds the context of one request from its cookie or bearer token. Never throws for bad credentials. */
  async authenticate(http: HttpExchange | undefined, transport: Transport, bearerOverride?: string): Promise<RequestContext> {
    const authorization = bearerOverride ?? (http ? headerValue(http, 'authorization') : undefined);
    const bearer = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? null;
    if (bearer) {
      try {
        // The refresh mutation verifies the raw token itself; everything else needs an access token.
        const verified = await this.tokens.verify(bearer, 'access');
        const actor = await this.cachedActor(verified.userId);
        if (!actor) return new RequestContext({ actor: null, authKind: 'bearer', bearerToken: bearer, transport, http, authError: errors.unauthenticated() });
        return new RequestContext({ actor, authKind: 'bearer', bearerToken: bearer, transport, http });
      } catch (err) {
        const authError = err instanceof TesseraError ? err : errors.unauthenticated();
        return new RequestContext({ actor: null, authKind: 'anonymous', authError, bearerToken: bearer, transport, http });
      }
    }
    const cookie = http ? parseCookies(headerValue(http, 'cookie'))[SESSION_COOKIE] : undefined;
    if (cookie) {
      try {
        const session = await this.tokens.verify(cookie, 'session');
        const actor = await this.cachedActor(session.userId);
        if (actor) {
          const presented = CSRF_HEADERS.map((h) => headerValue(http!, h)).find(Boolean);
          const csrfValid = this.tokens.csrfMatches(csrfBinding(session.jti, actor.user.id), presented);
          return new RequestContext({ actor, authKind: 'session', sessionId: session.jti, csrfValid, transport, http });
        }
      } catch {
        // An expired or forged session cookie is the same as none: the browser shows the login page.
      }
    }
    return new RequestContext({ actor: null, authKind: 'anonymous', transport, http });
  }

  private async cachedActor(userId: number): Promise<Actor | null> {
    const now = Date.now();
    const hit = this.actors.get(userId);
    if (hit && hit.expires > now) return hit.actor;
    const actor = await this.loadActor(userId);
    if (this.actors.size > 10_000) this.actors.clear();
    this.actors.set(userId, { actor, expires: now + ACTOR_TTL_MS });
    return actor;
  }

  /** Drops a user's cached actor; services that change users, roles or permissions call it. */
  forgetActor(userId?: number): void {
    if (userId === undefined) this.actors.clear();
    else this.actors.delete(userId);
  }

  /** Loads the actor fresh from the metadata database (null for unknown or inactive users). */
  async loadActor(userId: number): Promise<Actor | null> {
    const user = await this.dataSource.getRepository(User).findOne({ select: ACTOR_USER_COLUMNS, where: { id: userId } });
    if (!user || !user.active) return null;
    // The user's roles with each of their permission pairs (a role without any: one row of nulls), in one query.
    const rows = await this.dataSource
      .createQueryBuilder(Role, 'r')
      .innerJoin('r.users', 'u', 'u.id = :userId', { userId })
      .leftJoin('r.permissions', 'pv')
      .leftJoin('pv.permission', 'p')
      .leftJoin('pv.viewMenu', 'v')
      .select('r.name', 'role')
      .addSelect('p.name', 'permission')
      .addSelect('v.name', 'viewMenu')
      .orderBy('r.name')
      .addOrderBy('p.name')
      .addOrderBy('v.name')
      .getRawMany<PermissionRow>();
    return buildActor(toActorUser(user), rows);
  }

  /**
   * A login's counters, counted in the UPDATE itself so concurrent logins each count. Logging in is not an
   * edit of the user: changed_on keeps its value (TypeORM would stamp it).
   */
  private async updateLoginStats(userId: number, values: QueryDeepPartialEntity<User>): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(User)
      .set({ ...values, changedOn: KEEP_CHANGED_ON })
      .where({ id: userId })
      .updateEntity(false)
      .execute();
  }

  async login(ctx: RequestContext, input: { username: string; password: string; provider: string; refresh: boolean }): Promise<LoginResult> {
    if (!input.username) throw errors.invalidFields({ username: ['Shorter than minimum length 1.'] });
    if (!input.password || /^\0+$/.test(input.password)) throw errors.invalidFields({ password: ['Shorter than minimum length 1.'] });
    if (input.provider !== 'db' && input.provider !== 'ldap') throw errors.invalidFields({ provider: ['Must be one of: db, ldap.'] });
    if (input.provider !== 'db') throw errors.unauthenticated();

    const user = await this.dataSource.getRepository(User).findOne({ select: ACTOR_USER_COLUMNS, where: { username: input.username } });
    // Same answer for unknown users, wrong passwords and inactive users: nothing to enumerate.
    if (!user || !user.active || !(await verifyPassword(user.passwordHash, input.password))) {
      if (user) await this.updateLoginStats(user.id, { failLoginCount: () => 'fail_login_count + 1' });
      throw errors.unauthenticated();
    }
    await this.updateLoginStats(user.id, { lastLogin: () => "timezone('utc', now())", loginCount: () => 'login_count + 1', failLoginCount: 0 });
    this.forgetActor(user.id);
    const actor = await this.loadActor(user.id);
    if (!actor) throw errors.unauthenticated();

    const accessToken = await this.tokens.accessToken(user.id, true);
    const refreshToken = input.refresh ? await this.tokens.refreshToken(user.id) : null;
    let csrfToken = this.tokens.csrfToken(csrfBinding(null, user.id));
    // Browsers (GraphQL over HTTP) get a session cookie; REST clients live on bearer tokens.
    if (ctx.transport === 'graphql' && ctx.http?.res) {
      const session = await this.tokens.sessionToken(user.id);
      const verified = await this.tokens.verify(session, 'session');
      this.setSessionCookie(ctx, session, this.tokens.sessionTtlSec);
      csrfToken = this.tokens.csrfToken(csrfBinding(verified.jti, user.id));
    }
    return { actor, accessToken, refreshToken, csrfToken };
  }

  async refresh(ctx: RequestContext): Promise<string> {
    if (!ctx.bearerToken) throw errors.unauthenticated('Missing Authorization Header', { msg: 'Missing Authorization Header' });
    const verified = await this.tokens.verify(ctx.bearerToken, 'refresh');
    const actor = await this.loadActor(verified.userId);
    if (!actor) throw errors.unauthenticated();
    return this.tokens.accessToken(verified.userId, false);
  }

  logout(ctx: RequestContext): boolean {
    if (ctx.http?.res) this.setSessionCookie(ctx, '', 0);
    return true;
  }

  csrfToken(ctx: RequestContext): string {
    const actor = ctx.requireActor();
    return this.tokens.csrfToken(csrfBinding(ctx.sessionId, actor.user.id));
  }

  private setSessionCookie(ctx: RequestContext, value: string, maxAgeSec: number): void {
    const parts = [`${SESSION_COOKIE}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSec}`];
    if (this.opts.secureCookies) parts.push('Secure');
    ctx.http!.res!.appendHeader('Set-Cookie', parts.join('; '));
  }
}

/** CSRF tokens are bound to the browser session, or to the user for bearer callers. */
export const csrfBinding = (sessionId: string | null, userId: number): string => (sessionId ? `session:${sessionId}` : `user:${userId}`);

/**
 * Mutations that establish or renew credentials: there is no session to forge yet (Superset exempts them too).
 * And the event log's beacon (`logEvents`, Superset's CSRF-exempt /superset/log/): navigator.sendBeacon cannot
 * send the CSRF header, and the SameSite=Lax session cookie is not sent with a cross-site POST anyway.
 */
const CSRF_EXEMPT_MUTATIONS = new Set(['login', 'refreshAccessToken', 'logEvents']);

/**
 * Cookie-authenticated writes must echo the CSRF token. Called for every mutation, whatever the transport.
 */
export function assertCsrf(ctx: RequestContext, isMutation: boolean, fieldNames: string[]): void {
  if (!isMutation || ctx.authKind !== 'session' || ctx.csrfValid) return;
  if (fieldNames.every((f) => CSRF_EXEMPT_MUTATIONS.has(f))) return;
  const message = ctx.sessionId ? 'The CSRF token is missing.' : 'The CSRF session token is missing.';
  throw new TesseraError('GENERIC_BACKEND_ERROR', message, { code: 'CSRF', status: 400, level: 'error' });
}
