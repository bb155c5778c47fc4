import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getIntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  specifiedRules,
  typeFromAST,
  validate,
  print,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { SafeLiteralsRule, unsafeInputProblem, unsafeVariablesError } from './graphql-input';
import { costLimitError, LIMIT_RULES, MAX_QUERY_ALIASES, MAX_QUERY_COST, MAX_QUERY_DEPTH, MAX_QUERY_TOKENS, operationCost } from './graphql-limits';

const REPO = path.resolve(__dirname, '../../..');
const schema = buildSchema(readFileSync(path.join(REPO, 'schema/schema.graphql'), 'utf8'));
const RULES = [...specifiedRules, ...LIMIT_RULES, SafeLiteralsRule];

const errorsOf = (query: string) => validate(schema, parse(query), RULES).map((error) => error.message);

/** `{ __type { ofType { ofType { ... name } } } }`, `levels` fields deep (the ofType chain is the schema's only cycle). */
function deepQuery(levels: number): string {
  return `{ __type(name: "Query") { ${'ofType { '.repeat(levels - 2)}name${' }'.repeat(levels - 2)} } }`;
}

describe('depth and alias limits', () => {
  it.each([
    ['a query as deep as the limit', deepQuery(MAX_QUERY_DEPTH), []],
    ['a query one level deeper', deepQuery(MAX_QUERY_DEPTH + 1), [`The operation is ${MAX_QUERY_DEPTH + 1} fields deep; the limit is ${MAX_QUERY_DEPTH}.`]],
    ['a 150-level query', deepQuery(150), [`The operation is 150 fields deep; the limit is ${MAX_QUERY_DEPTH}.`]],
    [
      'depth reached through fragments',
      `{ __type(name: "Query") { ...A } } fragment A on __Type { ofType { ofType { ...B } } } fragment B on __Type { ${'ofType { '.repeat(12)}name${' }'.repeat(12)} }`,
      [`The operation is 16 fields deep; the limit is ${MAX_QUERY_DEPTH}.`],
    ],
    [
      'fragments that spread each other',
      `{ __type(name: "Query") { ...A } } fragment A on __Type { ofType { ...B } } fragment B on __Type { ofType { ...A } }`,
      ['Cannot spread fragment "A" within itself via "B".'],
    ],
    ['the standard introspection query', getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true }), []],
    ['as many aliases as the limit', `{ ${Array.from({ length: MAX_QUERY_ALIASES }, (_, i) => `a${i}: __typename`).join(' ')} }`, []],
    ['1000 aliases', `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: __typename`).join(' ')} }`, [`The operation uses 1000 aliases; the limit is ${MAX_QUERY_ALIASES}.`]],
    [
      'aliases multiplied by fragment spreads',
      `{ ...F ...F ...F } fragment F on Query { ${Array.from({ length: 11 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
      [`The operation uses 33 aliases; the limit is ${MAX_QUERY_ALIASES}.`],
    ],
  ])('%s', (_name, query, expected) => {
    expect(errorsOf(query)).toEqual(expected);
  });

  it('measures fragments that spread each other many times without walking every expansion', () => {
    const fragments = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ');
    const query = `{ ...F0 } ${fragments} fragment F30 on Query { __typename }`;
    expect(errorsOf(query)).toEqual([]);
    expect(costLimitError(schema, parse(query), {}, undefined)?.message).toBe('The operation is too costly: its fragments expand past 20000 fields.');
  });
});

describe('operation cost', () => {
  it('counts each field, and list fields ten times what each item selects', () => {
    expect(operationCost(schema, parse('{ me { username email } }'), {}, undefined)).toBe(3);
    expect(operationCost(schema, parse('{ charts { count items { id sliceName } } }'), {}, undefined)).toBe(1 + 1 + (1 + 10 * 2));
  });

  it('refuses an operation over the limit with a clear message', () => {
    const wide = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: charts { items { id sliceName description vizType params cacheTimeout owners { id firstName lastName } } }`).join(' ')} }`;
    const error = costLimitError(schema, parse(wide), {}, undefined);
    expect(error?.message).toMatch(/^The operation is too costly: \d+ \(the limit is 5000\)\.$/);
    expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', http: { status: 400 } });
  });

  it('leaves an operation whose variables do not fit it to execution', () => {
    expect(costLimitError(schema, parse('query($id: Int!) { chart(id: $id) { id } }'), { id: 'x' }, undefined)).toBeNull();
  });

  it('answers the same for a document asked again (its cost is kept), and follows @include through the variables', () => {
    const fields = 'items { id sliceName description vizType params cacheTimeout owners { id firstName lastName } }';
    const wide = parse(`query { ${Array.from({ length: 20 }, (_, i) => `a${i}: charts { ${fields} }`).join(' ')} }`);
    expect(costLimitError(schema, wide, {}, undefined)?.message).toMatch(/too costly/);
    expect(costLimitError(schema, wide, {}, undefined)?.message).toMatch(/too costly/);
    const narrow = parse('query($id: Int!) { chart(id: $id) { id } }');
    expect([costLimitError(schema, narrow, { id: 1 }, undefined), costLimitError(schema, narrow, { id: 'x' }, undefined)]).toEqual([null, null]);
    const conditional = parse(`query($wide: Boolean!) { ${Array.from({ length: 20 }, (_, i) => `a${i}: charts @include(if: $wide) { ${fields} }`).join(' ')} }`);
    for (const wideFirst of [false, true, false]) {
      expect(costLimitError(schema, conditional, { wide: wideFirst }, undefined)?.message ?? null).toEqual(wideFirst ? expect.stringMatching(/too costly/) : null);
    }
  });
});

describe('unsafe input', () => {
  it.each<[string, unknown, { path: string; problem: string } | null]>([
    ['plain values', { a: 'x', b: [1, 2.5, { c: true, d: null }] }, null],
    ['a NUL in a string', 'a\u0000b', { path: '', problem: 'text may not contain NUL characters (\\u0000)' }],
    ['a NUL deep in a list', { a: [{ b: 'ok' }, { b: '\u0000' }] }, { path: 'a[1].b', problem: 'text may not contain NUL characters (\\u0000)' }],
    ['a NUL in a key', { 'a\u0000': 1 }, { path: '', problem: 'in a key, text may not contain NUL characters (\\u0000)' }],
    ['half of a surrogate pair', { a: ['x\ud800'] }, { path: 'a[0]', problem: 'text must be valid Unicode (it holds half of a surrogate pair)' }],
    ['the other half alone', '\udc00y', { path: '', problem: 'text must be valid Unicode (it holds half of a surrogate pair)' }],
    ['a whole surrogate pair', '😀 \ud83d\ude00', null],
    ['Infinity', { n: Infinity }, { path: 'n', problem: 'numbers must be finite' }],
    ['NaN', [NaN], { path: '[0]', problem: 'numbers must be finite' }],
    ['an own __proto__ key', JSON.parse('{"x": {"__proto__": {"polluted": true}}}'), { path: 'x', problem: 'the key "__proto__" is not allowed' }],
    ['constructor is just a key', { constructor: 1 }, null],
  ])('%s', (_name, value, expected) => {
    expect(unsafeInputProblem(value)).toEqual(expected);
  });

  it('walks a deeply nested value without exhausting the stack', () => {
    let value: unknown = '\u0000';
    for (let i = 0; i < 100_000; i += 1) value = [value];
    expect(unsafeInputProblem(value)?.problem).toBe('text may not contain NUL characters (\\u0000)');
  });

  it('names the variable and the path in its message', () => {
    const error = unsafeVariablesError({ page: 1, input: { sliceName: 'x\u0000' } });
    expect(error?.message).toBe('Variable "$input" got invalid value at "input.sliceName"; text may not contain NUL characters (\\u0000).');
    expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', http: { status: 400 } });
    expect(unsafeVariablesError({ username: 'a\u0000' })?.message).toBe('Variable "$username" got invalid value; text may not contain NUL characters (\\u0000).');
    expect(unsafeVariablesError({ filters: [{ value: 'a\u0000' }] })?.message).toBe('Variable "$filters" got invalid value at "filters[0].value"; text may not contain NUL characters (\\u0000).');
    expect(unsafeVariablesError({ a: 'ok' })).toBeNull();
  });

  it.each([
    ['a NUL in a string literal', '{ charts(filters: [{field: SLICE_NAME, op: CT, value: "a\\u0000"}]) { count } }', ['Invalid literal: text may not contain NUL characters (\\u0000).']],
    ['an infinite float literal', '{ charts(filters: [{field: ID, op: EQ, value: 1e999}]) { count } }', ['Invalid literal: numbers must be finite.']],
    ['a __proto__ key in an object literal', '{ charts(filters: [{field: ID, op: EQ, value: {__proto__: 1}}]) { count } }', ['Invalid literal: the key "__proto__" is not allowed.']],
    ['ordinary literals', '{ charts(filters: [{field: SLICE_NAME, op: CT, value: "birth"}]) { count } }', []],
  ])('refuses %s', (_name, query, expected) => {
    expect(errorsOf(query)).toEqual(expected);
  });
});

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' || entry.name === 'node_modules' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/** A value for each required variable, so that every field (and so its cost) is counted. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).flatMap((field) => (isNonNullType(field.type) ? [[field.name, sampleValue(field.type)]] : [])));
  }
  return ({ Int: 1, Float: 1, Boolean: true, JSON: {}, DateTimeISO: '2020-01-01T00:00:00.000Z' } as Record<string, unknown>)[type.name] ?? 'x';
}

describe("the web client's and the REST gateway's operations", () => {
  // Each workspace's documents share fragments across files, as codegen sees them.
  const operations = [path.join(REPO, 'client/src'), path.join(REPO, 'gateway-rest/src')].flatMap((dir) => {
    const definitions = graphqlFiles(dir).flatMap((file) => parse(readFileSync(file, 'utf8'), { maxTokens: MAX_QUERY_TOKENS }).definitions);
    const fragments = new Map(definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
    return definitions
      .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => {
        const used = new Set<string>();
        const pending = [print(operation)];
        while (pending.length > 0) {
          for (const [, name] of pending.pop()!.matchAll(/\.\.\.\s*([_A-Za-z]\w*)/g)) {
            if (used.has(name) || !fragments.has(name)) continue;
            used.add(name);
            pending.push(print(fragments.get(name)!));
          }
        }
        const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...[...used].map((name) => fragments.get(name)!)] };
        return { name: `${path.relative(REPO, dir)} ${operation.name?.value}`, document, operation };
      });
  });

  it('are found', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('are within the depth, alias and literal limits', () => {
    const failures = operations.flatMap(({ name, document }) => validate(schema, document, RULES).map((error) => `${name}: ${error.message}`));
    expect(failures).toEqual([]);
  });

  it('cost at most half the limit', () => {
    const costs = operations.map(({ name, document, operation }) => {
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((variable) => [variable.variable.name.value, sampleValue(typeFromAST(schema, variable.type as never) as GraphQLInputType)]),
      );
      return { name, cost: operationCost(schema, document, variables, operation.name?.value) };
    });
    expect(costs.filter(({ cost }) => cost === undefined || cost > MAX_QUERY_COST / 2)).toEqual([]);
  });
});
