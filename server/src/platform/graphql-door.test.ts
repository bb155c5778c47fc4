import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { buildSchema, parse, type GraphQLFieldResolver } from 'graphql';
import { errors } from './errors';
import { graphqlGuards, graphqlJsonBody } from './graphql-door';
import { formatGraphQLError } from './graphql-errors';
import { createLogger } from './logger';

const schema = buildSchema(/* GraphQL */ `
  scalar JSON
  type Query {
    echo(text: String, number: Float, json: JSON): String
    count(items: [String!]): Int
    node: Node
  }
  type Node {
    id: Int
    parent: Node
    children: [Node!]!
  }
  type Mutation {
    touch: Boolean
  }
  type Subscription {
    tick: Int
  }
`);
const echo: GraphQLFieldResolver<unknown, unknown, { text?: string }> = (_root, args) => args.text ?? 'ok';
schema.getQueryType()!.getFields().echo.resolve = echo;
schema.getMutationType()!.getFields().touch.resolve = () => true;

/** Stands in for the CSRF check: a typed error thrown before execution. */
const refuseMutations: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation === 'mutation') throw errors.badInput('The CSRF token is missing.');
      },
    };
  },
};

describe('the GraphQL door over HTTP', () => {
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const formatError = formatGraphQLError(createLogger('error', () => undefined), false);
    const guards = graphqlGuards(schema);
    const apollo = new ApolloServer({ schema, formatError, parseOptions: guards.parseOptions, validationRules: guards.validationRules, plugins: [refuseMutations, guards.plugin] });
    await apollo.start();
    const app = express();
    app.use('/graphql', ...graphqlJsonBody(formatError), expressMiddleware(apollo));
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    close = async () => {
      await apollo.stop();
      await new Promise((resolve) => server.close(resolve));
    };
  });
  afterAll(() => close());

  const post = async (body: string, contentType = 'application/json') => {
    const response = await fetch(base, { method: 'POST', headers: { 'content-type': contentType }, body });
    const text = await response.text();
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', json: JSON.parse(text) as { data?: unknown; errors?: { message: string; extensions: Record<string, unknown> }[] } };
  };
  const query = (text: string, variables: Record<string, unknown> = {}) => post(JSON.stringify({ query: text, variables }));

  it.each([
    ['a body that is not JSON', '{bad', expect.stringMatching(/^The request body is not valid JSON: Expected property name or '}' in JSON at position 1/)],
    ['NaN in the variables', '{"query": "{ echo }", "variables": {"x": NaN}}', expect.stringMatching(/^The request body is not valid JSON: Unexpected token 'N'/)],
    ['a truncated body', '{"query": "{ echo }"', expect.stringMatching(/^The request body is not valid JSON: /)],
  ])('answers %s with a GraphQL error in JSON', async (_name, body, message) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.json).toEqual({ errors: [{ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', status: 400 }) }] });
  });

  it('answers an unsupported charset with 415 in JSON', async () => {
    const answer = await post('{"query": "{ echo }"}', 'application/json; charset=latin9');
    expect([answer.status, answer.json.errors?.[0].message]).toEqual([415, 'unsupported charset "LATIN9"']);
  });

  it.each([
    ['a NUL in a variable', 'query($t: String) { echo(text: $t) }', { t: 'a\u0000' }, 'Variable "$t" got invalid value; text may not contain NUL characters (\\u0000).'],
    ['a __proto__ key in a JSON variable', 'query($j: JSON) { echo(json: $j) }', JSON.parse('{"j": {"__proto__": {"x": 1}}}'), 'Variable "$j" got invalid value; the key "__proto__" is not allowed.'],
    ['a NUL in a literal', '{ echo(text: "a\\u0000") }', {}, 'Invalid literal: text may not contain NUL characters (\\u0000).'],
    ['a query 20 fields deep', `{ node { ${'parent { '.repeat(18)}id${' }'.repeat(18)} } }`, {}, 'The operation is 20 fields deep; the limit is 15.'],
    ['40 aliases', `{ ${Array.from({ length: 40 }, (_, i) => `e${i}: echo`).join(' ')} }`, {}, 'The operation uses 40 aliases; the limit is 30.'],
    ['a query over the cost limit', `{ node { ${'children { '.repeat(4)}id${' }'.repeat(4)} } }`, {}, 'The operation is too costly: 11112 (the limit is 5000).'],
    ['a typed error thrown before execution', 'mutation { touch }', {}, 'The CSRF token is missing.'],
  ])('refuses %s with 400 and BAD_USER_INPUT', async (_name, text, variables, message) => {
    const answer = await query(text, variables);
    expect(answer.status).toBe(400);
    expect(answer.json.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(answer.json.data).toBeUndefined();
  });

  it('answers a subscription over HTTP with 400', async () => {
    const answer = await query('subscription { tick }');
    expect([answer.status, answer.json.errors?.[0].message]).toEqual([400, 'Subscriptions are served over graphql-ws (a WebSocket on /graphql), not over HTTP.']);
  });

  it("reports graphql-js's own variable errors as the request's fault, even past its error limit", async () => {
    const answer = await query('query($items: [String!]) { count(items: $items) }', { items: Array.from({ length: 60 }, (_, i) => i) });
    expect(answer.json.errors).toHaveLength(51);
    expect(answer.json.errors?.at(-1)).toMatchObject({ message: 'Too many errors processing variables, error limit reached. Execution aborted.', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
  });

  it('refuses Infinity that JSON.parse made of 1e999', async () => {
    const answer = await post('{"query": "query($j: JSON) { echo(json: $j) }", "variables": {"j": {"n": 1e999}}}');
    expect([answer.status, answer.json.errors?.[0].message]).toEqual([400, 'Variable "$j" got invalid value at "j.n"; numbers must be finite.']);
  });

  it('refuses a document over the token limit', async () => {
    const answer = await query(`{ ${'echo '.repeat(25_000)}}`);
    // graphql-js's own wording.
    expect([answer.status, answer.json.errors?.[0].message]).toEqual([400, 'Syntax Error: Document contains more that 20000 tokens. Parsing aborted.']);
  });

  it('answers an ordinary operation', async () => {
    expect(await query('query($t: String) { echo(text: $t) }', { t: 'hello' })).toMatchObject({ status: 200, json: { data: { echo: 'hello' } } });
  });
});

describe('the GraphQL door over graphql-ws', () => {
  const { ws } = graphqlGuards(schema);
  const subscribe = (query: string, variables: Record<string, unknown> = {}) =>
    (ws.onSubscribe as (ctx: unknown, id: string, payload: { query: string; variables: Record<string, unknown> }) => unknown)({}, '1', { query, variables });

  it('refuses unsafe variables, oversized documents and costly operations before running them', () => {
    expect(subscribe('query($t: String) { echo(text: $t) }', { t: '\u0000' })).toEqual([expect.objectContaining({ message: 'Variable "$t" got invalid value; text may not contain NUL characters (\\u0000).' })]);
    expect(subscribe(`{ ${'echo '.repeat(25_000)}}`)).toEqual([expect.objectContaining({ message: 'Syntax Error: Document contains more that 20000 tokens. Parsing aborted.' })]);
    expect(subscribe(`{ node { ${'children { '.repeat(4)}id${' }'.repeat(4)} } }`)).toEqual([expect.objectContaining({ message: 'The operation is too costly: 11112 (the limit is 5000).' })]);
    expect(subscribe('{ echo }')).toBeUndefined();
  });

  it('validates with the depth, alias and literal rules', () => {
    const validate = ws.validate!;
    expect(validate(schema, parse(`{ ${Array.from({ length: 31 }, (_, i) => `e${i}: echo`).join(' ')} }`)).map((e) => e.message)).toEqual(['The operation uses 31 aliases; the limit is 30.']);
    expect(validate(schema, parse('{ echo }'))).toEqual([]);
  });
});
