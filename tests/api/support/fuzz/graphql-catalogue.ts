// The GraphQL side of the fuzz test: the web client's own query documents with variables generated from
// the committed schema, a few mutations on the run's own objects, and malformed transport (bodies that are
// not JSON, NaN in variables, wrong content types, queries too deep or too wide).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { FuzzWorld } from './fixtures';
import type { Prng } from './prng';

const REPO = path.resolve(__dirname, '../../../..');

export interface GraphQLOperation {
  label: string;
  query: string;
  operationName?: string;
  variables: (world: FuzzWorld, rng: Prng) => Record<string, unknown>;
}

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

export function loadSchema(): GraphQLSchema {
  return buildSchema(readFileSync(path.join(REPO, 'schema/schema.graphql'), 'utf8'));
}

/**
 * How generated values may name objects: reads may name the examples; writes name the run's own objects
 * through `pins` (input fields such as databaseId) and otherwise only ids that exist nowhere.
 */
interface ValueMode {
  write: boolean;
  pins: Record<string, number>;
}

/** Ints a write may carry anywhere: none of them names an object that exists. */
const MISSING_INTS = [0, -1, -2147483648, 987654321, 2147483647];

/** A value of a GraphQL input type, mostly valid. */
function valueOf(type: GraphQLInputType, world: FuzzWorld, rng: Prng, depth: number, mode: ValueMode): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType, world, rng, depth, mode);
  if (rng.chance(0.1)) return null;
  if (isListType(type)) return Array.from({ length: rng.int(0, 2) }, () => valueOf(type.ofType, world, rng, depth + 1, mode));
  if (isEnumType(type)) return rng.pick(type.getValues()).name;
  if (isInputObjectType(type)) {
    if (depth > 4) return null;
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const pinned = mode.pins[field.name];
      if (pinned !== undefined && rng.chance(0.9)) value[field.name] = pinned;
      else if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = valueOf(field.type, world, rng, depth + 1, mode);
      else if (rng.chance(0.4)) value[field.name] = valueOf(field.type, world, rng, depth + 1, mode);
    }
    return value;
  }
  switch (getNamedType(type).name) {
    case 'Int':
      if (mode.write) return rng.pick(MISSING_INTS);
      return rng.pick([0, 1, 2, 10, 100, -1, world.example.chartId, world.example.datasetId, world.example.databaseId, world.own.databaseId, 2147483647]);
    case 'Float':
      return rng.pick([0, 1.5, -1, 1e6, 1e300]);
    case 'Boolean':
      return rng.chance(0.5);
    case 'JSON':
      return rng.pick<unknown>([{}, [], 'x', 1, { viz_type: 'table', datasource: `${world.example.datasetId}__table`, metrics: ['count'] }]);
    case 'DateTimeISO':
      return rng.pick(['2020-01-01T00:00:00.000Z', '2020-13-45', 'yesterday']);
    default:
      return rng.pick(['', 'a', world.example.table, world.example.schema, 'examples', 'SELECT 1', 'Last week', 'No filter', `${world.example.datasetId}__table`, 'gender', 'count', 'duckdb:///:memory:']);
  }
}

const READ: ValueMode = { write: false, pins: {} };

/** Every query operation of the web client, with generated variables. */
export function clientOperations(schema: GraphQLSchema): GraphQLOperation[] {
  const operations: GraphQLOperation[] = [];
  for (const file of graphqlFiles(path.join(REPO, 'client/src'))) {
    const text = readFileSync(file, 'utf8');
    const document = parse(text);
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'query' || !definition.name) continue;
      const op: OperationDefinitionNode = definition;
      operations.push({
        label: `query ${op.name!.value}`,
        query: text,
        operationName: op.name!.value,
        variables: (world, rng) =>
          Object.fromEntries(
            (op.variableDefinitions ?? []).flatMap((variable) => {
              const type = typeFromAST(schema, variable.type as never) as GraphQLInputType | undefined;
              if (!type) return [];
              if (!isNonNullType(type) && rng.chance(0.3)) return [];
              return [[variable.variable.name.value, valueOf(type, world, rng, 0, READ)]];
            }),
          ),
      });
    }
  }
  if (operations.length === 0) throw new Error('no client query documents found');
  return operations;
}

type IdOf = (world: FuzzWorld) => number;

/** The mutations fuzzed with generated input, and which of the run's objects their id arguments name. */
const WRITES: Record<string, Record<string, IdOf>> = {
  createChart: {},
  updateChart: { id: (w) => w.own.chartId },
  deleteChart: { id: (w) => w.disposable.chartIds[1] },
  createDatabase: {},
  updateDatabase: { id: (w) => w.own.databaseId },
  testDatabaseConnection: {},
  validateDatabaseParameters: {},
  createDataset: {},
  updateDataset: { id: (w) => w.own.datasetId },
  duplicateDataset: {},
  getOrCreateDataset: {},
  refreshDataset: { id: (w) => w.own.datasetId },
  deleteDatasetMetric: { datasetId: (w) => w.own.datasetId, metricId: (w) => w.own.datasetMetricIds[0] ?? 987654321 },
  createSavedQuery: {},
  updateSavedQuery: { id: (w) => w.own.savedQueryId },
  deleteSavedQuery: { id: (w) => w.disposable.savedQueryIds[1] },
  importBundle: {},
  createExplorePermalink: {},
  createSqlLabPermalink: {},
  createSqlLabTab: {},
  updateSqlLabTab: { id: (w) => w.own.tabId },
  setSqlLabTabQuery: { tabId: (w) => w.own.tabId },
  addTableSchema: {},
  updateTableSchema: { id: (w) => w.own.tableSchemaId },
  executeSql: {},
  stopQuery: {},
};

/** Input fields that name an object: writes point them at the run's own. */
const pinsOf = (world: FuzzWorld): Record<string, number> => ({
  databaseId: world.own.databaseId,
  dbId: world.own.databaseId,
  datasourceId: world.own.datasetId,
  baseModelId: world.own.datasetId,
  tabId: world.own.tabId,
});

/** The curated mutations, with arguments generated from the schema (their writes confined as above). */
export function mutationOperations(schema: GraphQLSchema): GraphQLOperation[] {
  const fields = schema.getMutationType()!.getFields();
  return Object.entries(WRITES).map(([name, ids]) => {
    const field = fields[name];
    if (!field) throw new Error(`no mutation ${name} in the schema`);
    const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
    const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
    return {
      label: `mutation ${name}`,
      query: `mutation Fuzz${field.args.length ? `(${variables})` : ''} { ${name}${args ? `(${args})` : ''}${selection} }`,
      variables: (world, rng) => {
        const mode: ValueMode = { write: true, pins: pinsOf(world) };
        return Object.fromEntries(field.args.map((arg) => [arg.name, ids[arg.name] && rng.chance(0.9) ? ids[arg.name](world) : valueOf(arg.type, world, rng, 0, mode)]));
      },
    };
  });
}

/** Hand-written operations, the writes among them on the run's own objects only. */
export const OWN_OPERATIONS: readonly GraphQLOperation[] = [
  {
    label: 'mutation updateChart',
    query: 'mutation U($id: Int!, $input: UpdateChartInput!) { updateChart(id: $id, input: $input) { id sliceName } }',
    variables: (w, rng) => ({ id: w.own.chartId, input: { sliceName: `fuzz ${w.tag} ${rng.int(0, 9)}`, description: 'fuzzed', cacheTimeout: 5 } }),
  },
  {
    label: 'mutation createSavedQuery',
    query: 'mutation C($input: CreateSavedQueryInput!) { createSavedQuery(input: $input) { id } }',
    variables: (w) => ({ input: { dbId: w.own.databaseId, label: `fuzz ${w.tag}`, sql: 'SELECT 1' } }),
  },
  {
    label: 'mutation executeSql',
    query: 'mutation E($input: ExecuteSqlInput!) { executeSql(input: $input) { query { id state } } }',
    variables: (w, rng) => ({ input: { databaseId: w.own.databaseId, sql: 'SELECT 1 AS a', clientId: `fg${rng.int(0, 99999)}`, runAsync: false, queryLimit: 5 } }),
  },
  {
    label: 'mutation createExplorePermalink',
    query: 'mutation P($formData: JSON!) { createExplorePermalink(formData: $formData) { key } }',
    variables: (w) => ({ formData: { datasource: `${w.example.datasetId}__table`, viz_type: 'table' } }),
  },
  {
    label: 'mutation login',
    query: 'mutation L($input: LoginInput!) { login(input: $input) { accessToken } }',
    variables: () => ({ input: { username: 'nobody', password: 'wrong' } }),
  },
  {
    label: 'query charts',
    query: 'query C($page: Int!, $pageSize: Int!, $filters: [ChartFilter!]) { charts(page: $page, pageSize: $pageSize, filters: $filters) { count items { id sliceName } } }',
    variables: (_w, rng) => ({ page: rng.int(0, 3), pageSize: rng.pick([1, 25, 100]), filters: [{ field: 'SLICE_NAME', op: 'CT', value: rng.pick(['a', 'birth']) }] }),
  },
  {
    label: 'query chartData',
    query: 'query D($input: ChartDataInput!) { chartData(input: $input) { queries { rowcount fromDttm toDttm data } } }',
    variables: (w, rng) => ({
      input: {
        datasource: { id: w.example.datasetId, type: 'table' },
        queries: [{ columns: [rng.pick(w.example.groupbyColumns)], metrics: ['count'], rowLimit: 10, timeRange: rng.pick(['Last year', 'No filter', '1980 : 1990']) }],
      },
    }),
  },
];

/** A query `levels` deep that the schema allows (introspection's ofType chain). */
export function deepQuery(levels: number): string {
  return `{ __type(name: "Query") { ${'fields { type { ofType { '.repeat(Math.ceil(levels / 3))}name${' } } }'.repeat(Math.ceil(levels / 3))} } }`;
}

export function aliasQuery(count: number): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i}: __typename`).join(' ')} }`;
}

export interface RawGraphQLRequest {
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'HEAD';
  search?: string;
  contentType?: string;
  body?: string | Uint8Array;
}

/** Requests whose transport is malformed, or whose operation exceeds the server's limits. */
export const RAW_GRAPHQL_REQUESTS: readonly RawGraphQLRequest[] = [
  { label: 'body not JSON', method: 'POST', contentType: 'application/json', body: '{bad' },
  { label: 'truncated body', method: 'POST', contentType: 'application/json', body: '{"query": "{ __typename }", "variables": {' },
  { label: 'NaN in variables', method: 'POST', contentType: 'application/json', body: '{"query": "query($x: Float) { __typename }", "variables": {"x": NaN}}' },
  { label: 'Infinity in variables', method: 'POST', contentType: 'application/json', body: '{"query": "query($x: Float) { __typename }", "variables": {"x": 1e999}}' },
  { label: 'invalid UTF-8', method: 'POST', contentType: 'application/json', body: new Uint8Array([0x7b, 0x22, 0x71, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]) },
  { label: 'unsupported charset', method: 'POST', contentType: 'application/json; charset=latin9', body: '{"query": "{ __typename }"}' },
  { label: 'text/plain', method: 'POST', contentType: 'text/plain', body: '{"query": "{ __typename }"}' },
  { label: 'form', method: 'POST', contentType: 'application/x-www-form-urlencoded', body: 'query=%7B__typename%7D' },
  { label: 'no body', method: 'POST', contentType: 'application/json', body: '' },
  { label: 'batch', method: 'POST', contentType: 'application/json', body: '[{"query": "{ __typename }"}]' },
  { label: 'query not a string', method: 'POST', contentType: 'application/json', body: '{"query": {"a": 1}}' },
  { label: 'variables not an object', method: 'POST', contentType: 'application/json', body: '{"query": "{ __typename }", "variables": "x"}' },
  { label: '__proto__ in variables', method: 'POST', contentType: 'application/json', body: '{"query": "query($f: JSON!) { __typename }", "variables": {"f": {"__proto__": {"polluted": true}}}}' },
  { label: 'NUL in a literal', method: 'POST', contentType: 'application/json', body: JSON.stringify({ query: '{ charts(filters: [{field: SLICE_NAME, op: CT, value: "a\\u0000b"}]) { count } }' }) },
  { label: 'NUL in a variable', method: 'POST', contentType: 'application/json', body: JSON.stringify({ query: 'mutation L($i: LoginInput!) { login(input: $i) { accessToken } }', variables: { i: { username: 'ad\u0000min', password: 'x' } } }) },
  { label: 'syntax error', method: 'POST', contentType: 'application/json', body: JSON.stringify({ query: '{ __typename' }) },
  { label: 'subscription over HTTP', method: 'POST', contentType: 'application/json', body: JSON.stringify({ query: 'subscription { queryUpdated(clientId: "x") { id } }' }) },
  { label: 'unknown operation name', method: 'POST', contentType: 'application/json', body: JSON.stringify({ query: '{ __typename }', operationName: 'Nope' }) },
  { label: 'deep query', method: 'POST', contentType: 'application/json', body: JSON.stringify({ query: deepQuery(150) }) },
  { label: 'many aliases', method: 'POST', contentType: 'application/json', body: JSON.stringify({ query: aliasQuery(1000) }) },
  { label: 'huge query', method: 'POST', contentType: 'application/json', body: JSON.stringify({ query: `{ ${'__typename '.repeat(50_000)}}` }) },
  { label: 'GET bad variables', method: 'GET', search: `?query=${encodeURIComponent('query($x: Int) { __typename }')}&variables=${encodeURIComponent('{"x": NaN}')}` },
  { label: 'GET percent junk', method: 'GET', search: '?query=%ff%fe&variables=%' },
  { label: 'GET mutation', method: 'GET', search: `?query=${encodeURIComponent('mutation { logout }')}` },
  { label: 'GET deep', method: 'GET', search: `?query=${encodeURIComponent(deepQuery(60))}` },
  { label: 'PUT', method: 'PUT', contentType: 'application/json', body: '{"query": "{ __typename }"}' },
  { label: 'HEAD', method: 'HEAD' },
];
