/**
 * RequestContext: the first argument of every service method. It carries the actor (or why there is none),
 * how the request authenticated, the transport, per-request DataLoaders, and — inside a transaction — the
 * transaction's EntityManager. No globals, no "current user" singletons.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityManager } from 'typeorm';
import type { Actor } from './actor';
import { errors, TesseraError } from './errors';

export type AuthKind = 'anonymous' | 'session' | 'bearer';
export type Transport = 'graphql' | 'rest' | 'ws' | 'internal';

export interface HttpExchange {
  req: IncomingMessage & { headers: IncomingMessage['headers'] };
  res?: ServerResponse;
}

export interface RequestContextInit {
  actor: Actor | null;
  authKind: AuthKind;
  /** Why a presented credential was rejected; raised only when the operation needs an actor. */
  authError?: TesseraError | null;
  /** The session id (session cookie) the CSRF token is bound to. */
  sessionId?: string | null;
  /** The raw bearer token, for the refresh mutation. */
  bearerToken?: string | null;
  csrfValid?: boolean;
  transport: Transport;
  http?: HttpExchange;
}

export class RequestContext {
  readonly actor: Actor | null;
  readonly authKind: AuthKind;
  readonly authError: TesseraError | null;
  readonly sessionId: string | null;
  readonly bearerToken: string | null;
  readonly csrfValid: boolean;
  readonly transport: Transport;
  readonly http?: HttpExchange;
  /** Set by `withTransaction`: inside it every query must use this manager (PGlite has one shared session). */
  readonly em?: EntityManager;
  private readonly loaderCache = new Map<string, unknown>();

  constructor(init: RequestContextInit, em?: EntityManager) {
    this.actor = init.actor;
    this.authKind = init.authKind;
    this.authError = init.authError ?? null;
    this.sessionId = init.sessionId ?? null;
    this.bearerToken = init.bearerToken ?? null;
    this.csrfValid = init.csrfValid ?? false;
    this.transport = init.transport;
    this.http = init.http;
    this.em = em;
  }

  /** A copy bound to a transaction's EntityManager (loaders are not shared: they would read outside it). */
  withManager(em: EntityManager): RequestContext {
    return new RequestContext(
      {
        actor: this.actor,
        authKind: this.authKind,
        authError: this.authError,
        sessionId: this.sessionId,
        bearerToken: this.bearerToken,
        csrfValid: this.csrfValid,
        transport: this.transport,
        http: this.http,
      },
      em,
    );
  }

  requireActor(): Actor {
    if (this.actor) return this.actor;
    throw this.authError ?? errors.unauthenticated('Not authorized', { msg: 'Missing Authorization Header' });
  }

  /** The actor, holding `permission` on `viewMenu`: 401 when anonymous, 403 when lacking it. */
  require(permission: string, viewMenu: string): Actor {
    const actor = this.requireActor();
    if (!actor.can(permission, viewMenu)) throw errors.forbidden();
    return actor;
  }

  /** One DataLoader (or any per-request memo) per key, created on first use. */
  loader<T>(key: string, create: () => T): T {
    let value = this.loaderCache.get(key) as T | undefined;
    if (value === undefined) {
      value = create();
      this.loaderCache.set(key, value);
    }
    return value;
  }

  /** A context for work the system does itself (start-up seeding, schedulers). */
  static system(actor: Actor | null = null): RequestContext {
    return new RequestContext({ actor, authKind: 'anonymous', transport: 'internal' });
  }
}
