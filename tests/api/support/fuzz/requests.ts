// Turns catalogue entries into concrete HTTP requests, valid or mutated, all decided by the seeded generator.
import type { FuzzWorld } from './fixtures';
import type { GraphQLOperation, RawGraphQLRequest } from './graphql-catalogue';
import { cloneJson, damageJsonText, JUNK_CONTENT_TYPES, JUNK_RISON, JUNK_SEGMENTS, junkRawBody, junkValue, mutateTreeSome } from './junk';
import type { Prng } from './prng';
import type { ParamKind, RestRouteTemplate } from './rest-catalogue';
import { encodeRison } from './rison';

export interface FuzzRequest {
  /** The catalogue entry (for grouping failures). */
  label: string;
  /** What was done to the valid request. */
  mutations: string[];
  method: string;
  /** Path and query string, already in wire form. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** Ids that exist nowhere. */
const MISSING_IDS = ['0', '987654321', '2147483647'];

/** A path parameter: reads may name examples, writes only the run's own objects (deletes: disposable ones). */
function paramValue(kind: ParamKind, method: string, world: FuzzWorld, rng: Prng): string {
  const read = method === 'GET';
  const del = method === 'DELETE';
  const pools: Record<ParamKind, readonly (string | number)[]> = {
    chart: read ? [world.example.chartId, world.own.chartId] : del ? world.disposable.chartIds : [world.own.chartId],
    dataset: read ? [world.example.datasetId, world.own.datasetId] : del ? world.disposable.datasetIds : [world.own.datasetId],
    database: read ? [world.example.databaseId, world.own.databaseId] : del ? world.disposable.databaseIds : [world.own.databaseId],
    savedQuery: del ? world.disposable.savedQueryIds : [world.own.savedQueryId],
    cssTemplate: del ? world.disposable.cssTemplateIds : [world.own.cssTemplateId],
    tag: del ? world.disposable.tagIds : [world.own.tagId],
    annotationLayer: del ? world.disposable.annotationLayerIds : [world.own.annotationLayerId],
    annotation: del ? world.disposable.annotationIds : world.own.annotationIds,
    // An annotation's path names its layer too: the run's own (which holds its annotations) for every method.
    ownAnnotationLayer: [world.own.annotationLayerId],
    // The object is the run's own chart: other kinds would tag whatever example has its id.
    taggableType: ['chart', '2', 'nope'],
    // Reads may name the example dashboards by id or slug; writes only the run's own.
    dashboard: read ? [world.own.dashboardId, 1, 'births', 'sales'] : del ? world.disposable.dashboardIds : [world.own.dashboardId],
    dashboardPermalink: [world.own.dashboardPermalink, 'notakey'],
    tab: del ? world.disposable.tabIds : [world.own.tabId],
    tableSchema: del ? world.disposable.tableSchemaIds : [world.own.tableSchemaId],
    datasetColumn: world.own.datasetColumnIds,
    datasetMetric: world.own.datasetMetricIds,
    query: read ? [1, 2, 3] : [],
    table: [world.example.table, 'no_such_table'],
    schema: [world.example.schema, 'no_such_schema'],
    column: ['owners', 'created_by', 'changed_by', 'database', 'table_name', 'schema', 'label', 'sql', 'status', 'nope'],
    exploreKey: [world.own.exploreKey, 'notakey'],
    sqlLabKey: [world.own.sqlLabKey, 'notakey'],
    clientId: ['abc123', 'nope'],
    datasourceType: ['table', 'query', 'nope'],
  };
  const pool = pools[kind].length > 0 && rng.chance(0.85) ? pools[kind] : MISSING_IDS;
  return encode(String(rng.pick(pool)));
}

/** encodeURIComponent, with lone surrogates (which it refuses) replaced as a browser would. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

function junkText(rng: Prng): string {
  const value = junkValue(rng);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Methods a request may be switched to without ever becoming a write it was not meant to be. */
function harmlessMethod(method: string, rng: Prng): string {
  return rng.pick(method === 'GET' ? ['HEAD', 'OPTIONS', 'PATCH'] : ['HEAD', 'OPTIONS', 'PATCH', 'GET']);
}

export function restRequest(route: RestRouteTemplate, world: FuzzWorld, rng: Prng): FuzzRequest {
  const mutations: string[] = [];
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${world.token}` };
  let method: string = route.method;

  let path = route.path;
  for (const [name, kind] of Object.entries(route.params ?? {})) {
    let segment = paramValue(kind, route.method, world, rng);
    if (rng.chance(0.15)) {
      segment = rng.pick(JUNK_SEGMENTS);
      mutations.push(`param ${name}`);
    }
    path = path.replace(`:${name}`, segment);
  }

  const search: string[] = [];
  if (route.q) {
    let text = encodeRison(route.q(world, rng));
    let raw = false;
    const roll = rng.next();
    if (roll < 0.3) {
      text = encodeRison(mutateTreeSome(route.q(world, rng), rng));
      mutations.push('q tree');
    } else if (roll < 0.4) {
      text = rng.pick(JUNK_RISON);
      raw = rng.chance(0.3);
      mutations.push(raw ? 'q raw junk' : 'q junk');
    }
    search.push(`q=${raw ? text : encode(text)}`);
  }
  if (route.query) {
    const args = route.query(world, rng);
    const names = Object.keys(args);
    if (names.length > 0 && rng.chance(0.3)) {
      const name = rng.pick(names);
      if (rng.chance(0.3)) {
        search.push(`${name}=${rng.pick(['%', '%ff%fe', '%C3%28', '%00'])}`);
        delete args[name];
      } else args[name] = junkText(rng);
      mutations.push(`query ${name}`);
    }
    for (const [name, value] of Object.entries(args)) search.push(`${encode(name)}=${encode(value)}`);
  }

  let body: string | Uint8Array | undefined;
  if (route.body) {
    headers['Content-Type'] = 'application/json';
    const roll = rng.next();
    if (roll < 0.45) {
      body = JSON.stringify(mutateTreeSome(cloneJson(route.body(world, rng)), rng));
      mutations.push('body tree');
    } else if (roll < 0.6) {
      body = damageJsonText(JSON.stringify(route.body(world, rng)), rng);
      mutations.push('body text');
    } else if (roll < 0.7) {
      body = junkRawBody(rng);
      mutations.push('body raw');
    } else {
      body = JSON.stringify(route.body(world, rng));
    }
    if (rng.chance(0.08)) {
      headers['Content-Type'] = rng.pick(JUNK_CONTENT_TYPES);
      mutations.push('content type');
    }
  } else if (route.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const fields = route.form(world, rng);
    const roll = rng.next();
    if (roll < 0.4) {
      const name = rng.pick(Object.keys(fields));
      fields[name] = rng.chance(0.5) ? junkText(rng) : JSON.stringify(mutateTreeSome(JSON.parse(fields[name]), rng));
      mutations.push(`form ${name}`);
    } else if (roll < 0.5) {
      headers['Content-Type'] = 'application/json';
      body = rng.chance(0.5) ? junkRawBody(rng) : JSON.stringify(fields);
      mutations.push('form as JSON');
    }
    body ??= new URLSearchParams(fields).toString();
  } else if (route.method !== 'GET' && rng.chance(0.3)) {
    headers['Content-Type'] = rng.pick(['application/json', ...JUNK_CONTENT_TYPES]);
    body = junkRawBody(rng);
    mutations.push('unexpected body');
  }

  if (rng.chance(0.05)) {
    method = harmlessMethod(route.method, rng);
    mutations.push(`method ${method}`);
  }
  if (rng.chance(0.03)) {
    delete headers.Authorization;
    mutations.push('anonymous');
  }
  if (method === 'HEAD' || method === 'GET') body = undefined;
  return { label: `${route.method} ${route.path}`, mutations, method, url: `${path}${search.length ? `?${search.join('&')}` : ''}`, headers, body };
}

export function graphqlRequest(operation: GraphQLOperation, world: FuzzWorld, rng: Prng): FuzzRequest {
  const mutations: string[] = [];
  let variables: unknown = operation.variables(world, rng);
  if (rng.chance(0.35)) {
    variables = mutateTreeSome(variables, rng);
    mutations.push('variables');
  }
  let body = JSON.stringify({ query: operation.query, operationName: operation.operationName, variables });
  if (rng.chance(0.08)) {
    body = damageJsonText(body, rng);
    mutations.push('body text');
  }
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${world.token}` };
  if (rng.chance(0.03)) {
    delete headers.Authorization;
    mutations.push('anonymous');
  }
  return { label: `graphql ${operation.label}`, mutations, method: 'POST', url: '/graphql', headers, body };
}

export function rawGraphqlRequest(raw: RawGraphQLRequest, world: FuzzWorld): FuzzRequest {
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${world.token}`, 'apollo-require-preflight': 'true' };
  if (raw.contentType !== undefined) headers['Content-Type'] = raw.contentType;
  return { label: `graphql ${raw.label}`, mutations: ['transport'], method: raw.method, url: `/graphql${raw.search ?? ''}`, headers, body: raw.body };
}
