/**
 * The GraphQL schema: every resolver class, in one list. `printTesseraSchema` renders it in declaration
 * order (printSchema), which is what schema/schema.graphql holds and what CI compares.
 */
import 'reflect-metadata';
import { printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType, type PubSub } from 'type-graphql';
import { ChartResolver } from './modules/chart/chart.resolver';
import { ChartDataResolver } from './modules/explore/chart-data.resolver';
import { DatasourceExploreResolver } from './modules/explore/datasource-explore.resolver';
import { DatabaseResolver } from './modules/database/database.resolver';
import { DatasetResolver } from './modules/dataset/dataset.resolver';
import { SecurityResolver } from './modules/security/security.resolver';

export const RESOLVERS = [SecurityResolver, ChartResolver, ChartDataResolver, DatasourceExploreResolver, DatabaseResolver, DatasetResolver] as const;

export async function buildTesseraSchema(opts: { container?: ContainerType; pubSub?: PubSub } = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...RESOLVERS],
    container: opts.container,
    pubSub: opts.pubSub,
    validate: false,
  });
}

export function printTesseraSchema(schema: GraphQLSchema): string {
  return `${printSchema(schema)}\n`;
}
