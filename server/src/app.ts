/**
 * Composition root: metadata database, services, GraphQL schema, HTTP (GraphQL, REST gateway, static
 * client, health) and graphql-ws on one server. `createApp` wires; `start` listens; `stop` drains and closes.
 */
import 'reflect-metadata';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { createPubSub } from '@graphql-yoga/subscription';
import express from 'express';
import { getOperationAST, OperationTypeNode, print, type DocumentNode, type ExecutionResult } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { createLegacyGateway, createRestGateway, type ExecuteFn } from '@tessera/gateway-rest';
import type { Config } from './config';
import { closeAllEngines, setDuckDBMemoryLimit } from './engines';
import { bootstrapExamples, generateExampleTables } from './examples/examples.service';
import { RequestContext, type HttpExchange } from './platform/context';
import { openMetadataDb, type MetadataDb } from './platform/db';
import { graphqlGuards, graphqlJsonBody } from './platform/graphql-door';
import { formatGraphQLError } from './platform/graphql-errors';
import { errorHandler, notFound } from './platform/http-fallbacks';
import { securityHeaders } from './platform/security-headers';
import { statementCounting } from './platform/statement-count';
import { webClient } from './platform/web-client';
import type { Logger } from './platform/logger';
import { buildTesseraSchema } from './schema';
import { ENTITIES, MODULES } from './modules';
import { assertCsrf, AuthService, ensureAdminUser, hashPassword, syncSecurity } from './modules/security';
import { DEFAULT_ADMIN_PASSWORD } from './config';
import { ResultCache } from './platform/cache';
import { composeModules, type Class } from './platform/module';
import { createJobQueue } from './platform/queue';

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
  setDuckDBMemoryLimit(config.duckdbMemoryLimitMb);
  // DuckDB builds the example tables while the metadata database starts (PGlite alone takes seconds).
  const exampleTables = config.loadExamples ? generateExampleTables({ dataDir: config.dataDir, logger }) : null;
  // Awaited below; this only keeps a failure from surfacing as unhandled while the metadata database starts.
  exampleTables?.catch(() => undefined);
  const db = await openMetadataDb(config, logger, ENTITIES);
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

  // One pub/sub for GraphQL subscriptions: services publish on it (SQL Lab's queryUpdated).
  const pubSub = createPubSub();
  // Every module builds its services and resolvers from these (modules/index.ts lists them).
  const services = composeModules(MODULES, {
    dataSource,
    config,
    logger,
    cache: new ResultCache(10_000, { maxBytes: config.cacheMaxBytes }),
    pubSub,
    queue: createJobQueue({ onError: (err, job) => logger.error(`Job ${job.name} ${job.id} failed: ${(err as Error).message}`) }),
  });
  const auth = services.get(AuthService);
  // type-graphql asks the container for resolver instances by class.
  const schema = await buildTesseraSchema({ container: { get: (cls) => services.get(cls as Class) }, pubSub });
  const guards = graphqlGuards(schema);

  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.use(statementCounting());
  const httpServer = createServer(app);
  // Idle keep-alive sockets outlive the clients' own idle timers (undici 4 s, browsers and load balancers
  // 60 s), so a client never sends a request on a socket the server is closing at that moment.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer(
    {
      schema,
      ...guards.ws,
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
    parseOptions: guards.parseOptions,
    validationRules: guards.validationRules,
    introspection: true,
    // main.ts owns signal handling: it stops the databases too, in order.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { async serverWillStart() { return { async drainServer() { await wsCleanup.dispose(); } }; } },
      csrfPlugin(),
      guards.plugin,
      // No type or field carries a cache hint; the plugin would still hook every field's resolution.
      ApolloServerPluginCacheControlDisabled(),
    ],
  });
  await apollo.start();

  app.get('/health', (_req, res) => {
    res.type('text/plain').send('OK');
  });
  app.use(
    '/graphql',
    ...graphqlJsonBody(formatError),
    expressMiddleware(apollo, { context: async ({ req, res }) => auth.authenticate({ req, res }, 'graphql') }),
  );

  // Given a DocumentNode, Apollo prints it on every call; given its text, it finds the parsed document in its
  // cache. The gateway's documents are a fixed set, so each is printed once.
  const printed = new WeakMap<DocumentNode, string>();
  const documentText = (document: DocumentNode): string => {
    let text = printed.get(document);
    if (text === undefined) printed.set(document, (text = print(document)));
    return text;
  };
  // The REST gateway runs typed GraphQL documents in-process through the same Apollo pipeline (plugins,
  // error formatting), with a context built from the REST request.
  const execute: ExecuteFn = async (document, variables, http) => {
    const contextValue = await auth.authenticate(http as HttpExchange, 'rest');
    const response = await apollo.executeOperation({ query: documentText(document as DocumentNode), variables: variables as Record<string, unknown> }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('Incremental delivery is not supported by the REST gateway');
    return response.body.singleResult as ExecutionResult<never>;
  };
  app.use('/api/v1', createRestGateway({ execute }));
  app.use(createLegacyGateway({ execute }));

  const client = webClient(config.clientDist, logger);
  if (client) app.use(client);
  app.use(notFound());
  app.use(errorHandler(logger));

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
          for (const m of MODULES) m.start?.(services);
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
      for (const m of [...MODULES].reverse()) await m.stop?.(services);
      await closeAllEngines();
      logger.debug('Analytics engines closed');
      await db.close();
      logger.debug('Metadata database closed');
    },
  };
}
