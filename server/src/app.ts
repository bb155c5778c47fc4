/**
 * Composition root: metadata database, services, GraphQL schema, HTTP (GraphQL, REST gateway, static
 * client, health) and graphql-ws on one server. `createApp` wires; `start` listens; `stop` drains and closes.
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { createPubSub } from '@graphql-yoga/subscription';
import express from 'express';
import { getOperationAST, OperationTypeNode, type DocumentNode, type ExecutionResult } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { createLegacyGateway, createRestGateway, type ExecuteFn } from '@tessera/gateway-rest';
import type { Config } from './config';
import { closeAllEngines } from './engines';
import { bootstrapExamples, generateExampleTables } from './examples/examples.service';
import { RequestContext, type HttpExchange } from './platform/context';
import { openMetadataDb, type MetadataDb } from './platform/db';
import { formatGraphQLError } from './platform/graphql-errors';
import type { Logger } from './platform/logger';
import { buildTesseraSchema } from './schema';
import { AuthService, assertCsrf, hashPassword } from './modules/security/auth.service';
import { ensureAdminUser, syncSecurity } from './modules/security/security-sync';
import { TokenService } from './modules/security/tokens';
import { ChartService } from './modules/chart/chart.service';
import { ChartWriteService } from './modules/chart/chart-write.service';
import { DashboardDataGrant, DashboardService, dashboardPolicyOptions, dashboardResolvers } from './modules/dashboard';
import { FavoriteResolver } from './modules/favorite/favorite.resolver';
import { FavoriteService } from './modules/favorite/favorite.service';
import { ExploreStateResolver } from './modules/explore/explore-state.resolver';
import { ExploreStateService } from './modules/explore/explore-state.service';
import { ChartDataService } from './modules/explore/chart-data.service';
import { ChartResolver } from './modules/chart/chart.resolver';
import { ChartDataResolver } from './modules/explore/chart-data.resolver';
import { DatasourceExploreResolver } from './modules/explore/datasource-explore.resolver';
import { DatasourceMetadataService } from './modules/explore/datasource-metadata.service';
import { DatabaseResolver } from './modules/database/database.resolver';
import { UploadResolver } from './modules/database/upload/upload.resolver';
import { TimeRangeResolver } from './modules/explore/time-range.resolver';
import { CacheWarmUpResolver, CacheWarmUpService } from './modules/explore/cache-warm-up';
import { AppConfigResolver } from './modules/app-config/app-config.resolver';
import { UploadService } from './modules/database/upload/upload.service';
import { DatabaseMetadataService } from './modules/database/database-metadata.service';
import { DatabaseService } from './modules/database/database.service';
import { DatasetResolver } from './modules/dataset/dataset.resolver';
import { DatasetService } from './modules/dataset/dataset.service';
import { DatasetWriteService } from './modules/dataset/dataset-write.service';
import { SecurityResolver } from './modules/security/security.resolver';
import { PermalinkService } from './modules/permalink/permalink.service';
import { SqlLabPermalinkResolver } from './modules/permalink/sqllab-permalink.resolver';
import { SavedQueryResolver } from './modules/saved-query/saved-query.resolver';
import { SavedQueryService } from './modules/saved-query/saved-query.service';
import { SavedQueryTransferService } from './modules/saved-query/saved-query-transfer.service';
import { TabStateResolver } from './modules/sqllab/tab-state.resolver';
import { TabStateService } from './modules/sqllab/tab-state.service';
import { QueryListResolver } from './modules/sqllab/query-list.resolver';
import { QueryListService } from './modules/sqllab/query-list.service';
import { DEFAULT_ADMIN_PASSWORD } from './config';
import { ResultCache } from './platform/cache';
import { createJobQueue } from './platform/queue';
import { createResultsBackend } from './platform/results-backend';
import { QueryRunner } from './modules/sqllab/query-runner';
import { SqlLabExecuteService } from './modules/sqllab/sqllab-execute.service';
import { SqlLabResolver } from './modules/sqllab/sqllab.resolver';
import { SqlLabToolsService } from './modules/sqllab/sqllab-tools.service';

export interface App {
  httpServer: Server;
  db: MetadataDb;
  start(): Promise<{ port: number }>;
  stop(): Promise<void>;
}

/** Every field name at the top of an operation (for the CSRF exemption of `login`). */
function topLevelFields(doc: DocumentNode, operationName?: string | null): { isMutation: boolean; fields: string[] } {
  const op = getOperationAST(doc, operationName ?? undefined);
  if (!op) return { isMutation: false, fields: [] };
  const fields = op.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : []));
  return { isMutation: op.operation === OperationTypeNode.MUTATION, fields };
}

function sameOriginOrNoCookie(req: IncomingMessage): boolean {
  if (!req.headers.cookie || !req.headers.origin) return true;
  try {
    return new URL(req.headers.origin).host === req.headers.host;
  } catch {
    return false;
  }
}

function csrfPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operationName, contextValue }) {
          const { isMutation, fields } = topLevelFields(document, operationName);
          assertCsrf(contextValue, isMutation, fields);
        },
      };
    },
  };
}

export async function createApp(config: Config, logger: Logger): Promise<App> {
  // DuckDB builds the example tables while the metadata database starts (PGlite alone takes seconds).
  const exampleTables = config.loadExamples ? generateExampleTables({ dataDir: config.dataDir, logger }) : null;
  // Awaited below; this only keeps a failure from surfacing as unhandled while the metadata database starts.
  exampleTables?.catch(() => undefined);
  const db = await openMetadataDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  const { dataSource } = db;

  await dataSource.transaction((em) => syncSecurity(em));
  const admin = await dataSource.transaction((em) =>
    ensureAdminUser(em, { username: config.adminUsername, password: config.adminPassword, hashPassword }),
  );
  if (admin.created) logger.info(`Created the admin user '${config.adminUsername}'`);
  if (config.adminPassword === DEFAULT_ADMIN_PASSWORD) {
    logger.warn(
      `WARNING: the admin password is the default '${DEFAULT_ADMIN_PASSWORD}'. Set ADMIN_PASSWORD (before the first start) or change it before exposing Tessera to anyone.`,
    );
  }
  const examples = exampleTables
    ? await bootstrapExamples({ dataSource, dataDir: config.dataDir, adminUsername: config.adminUsername, logger, large: config.loadLargeExamples, tables: await exampleTables })
    : null;

  const tokens = new TokenService(config);
  const auth = new AuthService(dataSource, tokens, { secureCookies: config.production });
  const cache = new ResultCache(500);
  const charts = new ChartService(dataSource);
  const dashboards = new DashboardService(dataSource, dashboardPolicyOptions(config));
  const favorites = new FavoriteService(dataSource, charts, dashboards);
  const chartData = new ChartDataService(dataSource, cache, config, new DashboardDataGrant(dataSource, dashboardPolicyOptions(config)));
  // Explore, dashboard and SQL Lab permalinks share one store and key scheme.
  const permalinks = new PermalinkService(dataSource, config);
  // One pub/sub for GraphQL subscriptions: services publish on it (SQL Lab's queryUpdated).
  const pubSub = createPubSub();
  const sqlLabResults = createResultsBackend(config);
  const queryRunner = new QueryRunner(
    dataSource,
    config,
    createJobQueue({ onError: (err, job) => logger.error(`Job ${job.name} ${job.id} failed: ${(err as Error).message}`) }),
    sqlLabResults,
    pubSub,
    logger,
  );

  const databaseMetadata = new DatabaseMetadataService(dataSource, cache, config);
  const datasetWrites = new DatasetWriteService(dataSource, config);

  // type-graphql asks the container for resolver instances by class.
  const instances = new Map<abstract new (...args: never[]) => unknown, unknown>([
    [SecurityResolver, new SecurityResolver(auth)],
    [ChartResolver, new ChartResolver(charts, new ChartWriteService(dataSource, dashboards), favorites)],
    ...dashboardResolvers({ dataSource, config, dashboards, favorites, permalinks, chartData, datasetMetadata: new DatasourceMetadataService(dataSource) }),
    [FavoriteResolver, new FavoriteResolver(favorites)],
    [ExploreStateResolver, new ExploreStateResolver(new ExploreStateService(dataSource, charts, new DatasourceMetadataService(dataSource), permalinks))],
    [ChartDataResolver, new ChartDataResolver(chartData)],
    [DatasourceExploreResolver, new DatasourceExploreResolver(chartData, new DatasourceMetadataService(dataSource))],
    [DatabaseResolver, new DatabaseResolver(new DatabaseService(dataSource, config), databaseMetadata)],
    [TimeRangeResolver, new TimeRangeResolver()],
    [CacheWarmUpResolver, new CacheWarmUpResolver(new CacheWarmUpService(dataSource))],
    [AppConfigResolver, new AppConfigResolver(config)],
    [UploadResolver, new UploadResolver(new UploadService(dataSource, config, databaseMetadata, datasetWrites))],
    [DatasetResolver, new DatasetResolver(new DatasetService(dataSource), datasetWrites)],
    [SqlLabPermalinkResolver, new SqlLabPermalinkResolver(permalinks)],
    [SavedQueryResolver, new SavedQueryResolver(new SavedQueryService(dataSource), new SavedQueryTransferService(dataSource))],
    [TabStateResolver, new TabStateResolver(new TabStateService(dataSource, config))],
    [QueryListResolver, new QueryListResolver(new QueryListService(dataSource))],
    [SqlLabResolver, new SqlLabResolver(new SqlLabExecuteService(dataSource, config, queryRunner, sqlLabResults), new SqlLabToolsService(dataSource, config, sqlLabResults))],
  ]);
  const schema = await buildTesseraSchema({
    container: { get: (cls) => instances.get(cls as abstract new (...args: never[]) => unknown) },
    pubSub,
  });

  const app = express();
  app.disable('x-powered-by');
  const httpServer = createServer(app);
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer(
    {
      schema,
      // Browsers send cookies with cross-site WebSocket upgrades: a cookie-authenticated socket must come
      // from our own origin (this is the WebSocket's CSRF protection).
      onConnect: (wsCtx) => sameOriginOrNoCookie(wsCtx.extra.request),
      context: async (wsCtx) => {
        const params = (wsCtx.connectionParams ?? {}) as Record<string, unknown>;
        const bearer = typeof params.authorization === 'string' ? params.authorization : undefined;
        return auth.authenticate({ req: wsCtx.extra.request }, 'ws', bearer);
      },
    },
    wsServer,
  );

  const formatError = formatGraphQLError(logger, config.logLevel === 'debug');
  const apollo = new ApolloServer<RequestContext>({
    schema,
    formatError,
    introspection: true,
    // main.ts owns signal handling: it stops the databases too, in order.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { async serverWillStart() { return { async drainServer() { await wsCleanup.dispose(); } }; } },
      csrfPlugin(),
    ],
  });
  await apollo.start();

  app.get('/health', (_req, res) => {
    res.type('text/plain').send('OK');
  });
  app.use(
    '/graphql',
    express.json({ limit: '10mb' }),
    expressMiddleware(apollo, { context: async ({ req, res }) => auth.authenticate({ req, res }, 'graphql') }),
  );

  // The REST gateway runs typed GraphQL documents in-process through the same Apollo pipeline (plugins,
  // error formatting), with a context built from the REST request.
  const execute: ExecuteFn = async (document, variables, http) => {
    const contextValue = await auth.authenticate(http as HttpExchange, 'rest');
    const response = await apollo.executeOperation({ query: document as DocumentNode, variables: variables as Record<string, unknown> }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('Incremental delivery is not supported by the REST gateway');
    return response.body.singleResult as ExecutionResult<never>;
  };
  app.use('/api/v1', createRestGateway({ execute }));
  app.use(createLegacyGateway({ execute }));

  const clientIndex = path.join(config.clientDist, 'index.html');
  if (existsSync(clientIndex)) {
    app.use(express.static(config.clientDist, { index: false, maxAge: '1h' }));
    // Client-side routes: every other GET that wants HTML gets the app shell.
    app.use((req, res, next) => {
      if (req.method !== 'GET' || !req.accepts('html')) return next();
      res.sendFile(clientIndex);
    });
  } else {
    logger.warn(`The web client is not built (${clientIndex} is missing): run 'npm run build'. The API still works.`);
  }

  let stopped = false;
  return {
    httpServer,
    db,
    start: () =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(config.port, config.host, () => {
          // LOAD_EXAMPLES=large: events_10m is generated only now, so it never delays the start.
          examples?.startBackground();
          queryRunner.startCleanup();
          const addr = httpServer.address();
          resolve({ port: typeof addr === 'object' && addr ? addr.port : config.port });
        });
      }),
    async stop() {
      if (stopped) return;
      stopped = true;
      await apollo.stop(); // drains HTTP (in-flight requests finish) and closes the WebSocket server
      logger.debug('HTTP and WebSocket servers drained');
      if (httpServer.listening) await new Promise<void>((r) => httpServer.close(() => r()));
      await examples?.stop();
      await queryRunner.close();
      await closeAllEngines();
      logger.debug('Analytics engines closed');
      await db.close();
      logger.debug('Metadata database closed');
    },
  };
}
