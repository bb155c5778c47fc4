/**
 * The GraphQL schema: every module's resolvers (modules/index.ts). `printTesseraSchema` renders it in
 * declaration order (printSchema), which is what schema/schema.graphql holds and what CI compares; the root
 * fields come in module order, each module's in its resolvers' order, whatever order their files loaded in.
 */
import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import { GraphQLObjectType, GraphQLSchema, printSchema } from 'graphql';
import { buildSchema, getMetadataStorage, type ContainerType, type PubSub } from 'type-graphql';
import { RESOLVERS } from './modules';
import type { Class } from './platform/module';

/** A root field as type-graphql's metadata records it: its resolver class and name. */
interface RootHandler {
  target: unknown;
  schemaName: string;
}

/** The root type with its fields sorted by their resolver's place in `resolvers` (stable within one resolver). */
function inResolverOrder(type: GraphQLObjectType | null | undefined, handlers: readonly RootHandler[], resolvers: readonly Class[]): GraphQLObjectType | undefined {
  if (!type) return undefined;
  const rank = new Map(handlers.map((h) => [h.schemaName, resolvers.indexOf(h.target as Class)]));
  const config = type.toConfig();
  const names = Object.keys(config.fields);
  const sorted = names.map((name, i) => ({ name, i })).sort((a, b) => (rank.get(a.name) ?? -1) - (rank.get(b.name) ?? -1) || a.i - b.i);
  return new GraphQLObjectType({ ...config, fields: Object.fromEntries(sorted.map(({ name }) => [name, config.fields[name]])) });
}

export async function buildTesseraSchema(opts: { container?: ContainerType; pubSub?: PubSub } = {}): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: RESOLVERS as [Class, ...Class[]],
    container: opts.container,
    // Subscriptions need one; schema emission and tests that never publish get a private one.
    pubSub: opts.pubSub ?? createPubSub(),
    validate: false,
  });
  const storage = getMetadataStorage();
  // Types are collected again from the reordered roots, so they print in the order the roots reach them.
  return new GraphQLSchema({
    ...schema.toConfig(),
    query: inResolverOrder(schema.getQueryType(), storage.queries, RESOLVERS),
    mutation: inResolverOrder(schema.getMutationType(), storage.mutations, RESOLVERS),
    subscription: inResolverOrder(schema.getSubscriptionType(), storage.subscriptions, RESOLVERS),
    types: [],
  });
}

export function printTesseraSchema(schema: GraphQLSchema): string {
  return `${printSchema(schema)}\n`;
}
