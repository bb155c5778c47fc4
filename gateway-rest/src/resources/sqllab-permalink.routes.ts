import type { Request } from 'express';
import { requireJsonBody } from '../core/body';
import { ok, type RouteDef } from '../core/route';
import { RestCreateSqlLabPermalinkDocument, RestSqlLabPermalinkDocument, type SqlLabPermalinkInput } from '../gql/graphql';
import { loadOrThrow, type Schema } from '../core/marshmallow-schema';

/** Superset's SqlLabPermalinkSchema (REST ref §6.12). */
const POST_SCHEMA: Schema = {
  dbId: { kind: 'integer', required: true },
  name: { kind: 'string', required: true },
  sql: { kind: 'string', required: true },
  catalog: { kind: 'string', allowNone: true },
  schema: { kind: 'string', allowNone: true },
  templateParams: { kind: 'string', allowNone: true },
  autorun: { kind: 'boolean' },
};

export function parsePermalinkBody(body: unknown): SqlLabPermalinkInput {
  return loadOrThrow(POST_SCHEMA, body) as unknown as SqlLabPermalinkInput;
}

/** `<scheme>://<host>`, as Flask's url_for(_external=True) builds absolute links. */
export function origin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** SqlLabPermalinkRestApi. */
export const sqlLabPermalinkRoutes: readonly RouteDef[] = [
  {
    method: 'post',
    path: '/sqllab/permalink',
    body: 'json',
    async handle({ req, run }) {
      const state = parsePermalinkBody(requireJsonBody(req));
      const { createSqlLabPermalink } = await run(RestCreateSqlLabPermalinkDocument, { state });
      return { status: 201, body: { key: createSqlLabPermalink.key, url: `${origin(req)}${createSqlLabPermalink.url}` } };
    },
  },
  {
    method: 'get',
    path: '/sqllab/permalink/:key',
    async handle({ params, run }) {
      const { sqlLabPermalink } = await run(RestSqlLabPermalinkDocument, { key: params.key });
      // The stored object as posted: optional keys the editor did not send stay absent.
      const { dbId, name, sql, ...optional } = sqlLabPermalink.state;
      const rest = Object.fromEntries(Object.entries(optional).filter(([k, v]) => k !== '__typename' && v !== null && v !== undefined));
      return ok({ dbId, name, sql, ...rest });
    },
  },
];
