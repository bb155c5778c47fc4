/**
 * The GraphQL schema: every resolver class, in one list. `printTesseraSchema` renders it in declaration
 * order (printSchema), which is what schema/schema.graphql holds and what CI compares.
 */
import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import { printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType, type PubSub } from 'type-graphql';
import { ChartResolver } from './modules/chart/chart.resolver';
import { ChartDataResolver } from './modules/explore/chart-data.resolver';
import { DatasourceExploreResolver } from './modules/explore/datasource-explore.resolver';
import { DatabaseResolver } from './modules/database/database.resolver';
import { UploadResolver } from './modules/database/upload/upload.resolver';
import { TimeRangeResolver } from './modules/explore/time-range.resolver';
import { CacheWarmUpResolver } from './modules/explore/cache-warm-up';
import { AppConfigResolver } from './modules/app-config/app-config.resolver';
import { DatasetResolver } from './modules/dataset/dataset.resolver';
import { SecurityResolver } from './modules/security/security.resolver';
import { DASHBOARD_RESOLVERS } from './modules/dashboard';
import { FavoriteResolver } from './modules/favorite/favorite.resolver';
import { ExploreStateResolver } from './modules/explore/explore-state.resolver';
import { SqlLabPermalinkResolver } from './modules/permalink/sqllab-permalink.resolver';
import { SavedQueryResolver } from './modules/saved-query/saved-query.resolver';
import { TabStateResolver } from './modules/sqllab/tab-state.resolver';
import { QueryListResolver } from './modules/sqllab/query-list.resolver';
import { SqlLabResolver } from './modules/sqllab/sqllab.resolver';

export const RESOLVERS = [SecurityResolver, ChartResolver, ChartDataResolver, DatasourceExploreResolver, DatabaseResolver, UploadResolver, TimeRangeResolver, AppConfigResolver, CacheWarmUpResolver, DatasetResolver, SqlLabPermalinkResolver, SavedQueryResolver, TabStateResolver, QueryListResolver, SqlLabResolver, ...DASHBOARD_RESOLVERS, FavoriteResolver, ExploreStateResolver] as const;

export async function buildTesseraSchema(opts: { container?: ContainerType; pubSub?: PubSub } = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...RESOLVERS],
    container: opts.container,
    // Subscriptions need one; schema emission and tests that never publish get a private one.
    pubSub: opts.pubSub ?? createPubSub(),
    validate: false,
  });
}

export function printTesseraSchema(schema: GraphQLSchema): string {
  return `${printSchema(schema)}\n`;
}
