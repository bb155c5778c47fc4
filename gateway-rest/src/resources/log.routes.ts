/**
 * LogRestApi (view-menu `Log`): the admins' list and show of the action log and every user's recent
 * activity; and Superset's legacy event beacon, POST /superset/log/?explode=events, which the web client
 * sends its batched events to.
 */
import type { Request } from 'express';
import { isJsonRequest, readFormField, readJsonBody } from '../core/body';
import { badRequest, notFound, RestError } from '../core/errors';
import { flaskIntId } from '../core/flask-int-id';
import { isPlainObject, type JsonSchema } from '../core/json-schema';
import { parseIntegerField } from '../core/marshmallow-fields';
import { isMultipartRequest, readMultipart } from '../core/multipart';
import { normalizePaging } from '../core/paging';
import { firstQueryValue, readRisonArgs } from '../core/query-args';
import { resourceRoutes } from '../core/resource-routes';
import { ok, type RouteDef } from '../core/route';
import { showResponse } from '../core/show-response';
import { RestLogEventsDocument, RestLogListDocument, RestLogShowDocument, RestRecentActivityDocument, type LogEventsInput } from '../gql/graphql';
import { logResource, SHOW_COLUMNS } from './log.resource';
import { serializeLogEntry, serializeRecentActivity } from './log.serializers';

/** The largest event batch body read (1024 events of a few hundred bytes fit well inside). */
export const LOG_BODY_BYTES = 1024 * 1024;

const INT_MAX = 2_147_483_647;

const RECENT_ACTIVITY_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    page: { type: 'integer' },
    page_size: { type: 'integer' },
    actions: { type: 'array', items: { type: 'string' } },
    distinct: { type: 'boolean' },
  },
};

/** An optional integer request argument naming the events' dashboard or chart (query string, then form). */
function idArgument(req: Request, name: string, body: Record<string, unknown>): number | null {
  const raw = firstQueryValue(req.query[name]) ?? body[name];
  if (raw === undefined || raw === null || raw === '') return null;
  const id = parseIntegerField(raw);
  if (id === undefined || Math.abs(id) > INT_MAX) throw badRequest({ [name]: ['Not a valid integer.'] });
  return id;
}

/** The `events` of a beacon: a form field (urlencoded or multipart) or a JSON key, as JSON text or a list. */
async function readEventsRequest(req: Request): Promise<LogEventsInput> {
  const explode = firstQueryValue(req.query.explode);
  if (explode !== undefined && explode !== 'events') throw badRequest({ explode: ['Must be one of: events.'] });
  let body: Record<string, unknown>;
  if (isMultipartRequest(req)) {
    // Multipart is read as a stream, past the body parsers: its declared length is the bound.
    const length = Number(req.headers['content-length']);
    if (!Number.isFinite(length)) throw new RestError(411, { message: 'Length Required' });
    if (length > LOG_BODY_BYTES) throw new RestError(413, { message: 'request entity too large' });
    const multipart = await readMultipart(req, LOG_BODY_BYTES, LOG_BODY_BYTES);
    body = Object.fromEntries(Object.entries(multipart.fields).map(([key, values]) => [key, values[0]]));
  } else if (isJsonRequest(req)) {
    const json = readJsonBody(req);
    if (!json.ok || !isPlainObject(json.value)) throw badRequest('Request is not JSON');
    body = json.value;
  } else {
    body = { events: readFormField(req, 'events'), dashboard_id: readFormField(req, 'dashboard_id'), slice_id: readFormField(req, 'slice_id') };
  }
  let events = body.events;
  if (events === undefined) throw badRequest({ events: ['Missing data for required field.'] });
  if (typeof events === 'string') {
    try {
      events = JSON.parse(events);
    } catch {
      throw badRequest({ events: ['Not valid JSON.'] });
    }
  }
  return { events, dashboardId: idArgument(req, 'dashboard_id', body), sliceId: idArgument(req, 'slice_id', body), referrer: req.get('referer') ?? null };
}

export const logRoutes: readonly RouteDef[] = resourceRoutes({
  path: 'log',
  viewMenu: 'Log',
  resource: logResource,
  async list({ run }, request) {
    const { eventLogs } = await run(RestLogListDocument, request.variables);
    return { count: eventLogs.count, ids: eventLogs.items.map((l) => l.id), rows: eventLogs.items.map(serializeLogEntry) };
  },
  routes: [
    {
      method: 'get',
      path: '/log/recent_activity/',
      async handle({ req, run, now }) {
        const args = readRisonArgs<{ page?: number; page_size?: number; actions?: string[]; distinct?: boolean }>(req.query.q, RECENT_ACTIVITY_SCHEMA);
        const { page, pageSize } = normalizePaging(args.page, args.page_size, { defaultPageSize: 10 });
        const { recentActivity } = await run(RestRecentActivityDocument, { page, pageSize, actions: args.actions ?? null, distinct: args.distinct ?? true });
        return ok({ result: recentActivity.map((activity) => serializeRecentActivity(activity, now)) });
      },
    },
    {
      method: 'get',
      path: '/log/:pk',
      async handle({ req, params, run }) {
        const id = flaskIntId(params.pk);
        const { eventLog } = await run(RestLogShowDocument, { id });
        if (!eventLog) throw notFound();
        return ok(showResponse(req, { id, row: serializeLogEntry(eventLog), showColumns: SHOW_COLUMNS, title: 'Show Log' }));
      },
    },
  ],
});

/** The legacy beacon (mounted at the root): answers 200 with an empty body once the batch is queued. */
export const legacyLogRoutes: readonly RouteDef[] = [
  {
    method: 'post',
    path: '/superset/log/',
    body: 'json-or-form',
    bodyLimit: `${LOG_BODY_BYTES}b`,
    async handle({ req, run }) {
      await run(RestLogEventsDocument, { input: await readEventsRequest(req) });
      return { status: 200, body: null, empty: true };
    },
  },
];
