/**
 * The server's modules composed on a test's metadata database the way app.ts composes them, so a service
 * under test gets the hooks and ports the modules above it fill in (a database's dependents, a chart's
 * dashboards) exactly as in production.
 */
import path from 'node:path';
import { tmpdir } from 'node:os';
import { createPubSub } from '@graphql-yoga/subscription';
import type { DataSource } from 'typeorm';
import { loadConfig, type Config } from '../config';
import { MODULES } from '../modules';
import { ResultCache } from '../platform/cache';
import { createLogger } from '../platform/logger';
import { composeModules, type Services } from '../platform/module';
import { InProcessJobQueue } from '../platform/queue';

export function composeTestServices(dataSource: DataSource, overrides: Partial<Config> = {}): Services {
  // Nothing is written under DATA_DIR unless a test runs SQL Lab through these services.
  const dataDir = path.join(tmpdir(), 'tessera-test-services');
  const config = { ...loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'test-secret-key-of-composed-services', LOAD_EXAMPLES: 'false' }, tmpdir()), ...overrides };
  return composeModules(MODULES, {
    dataSource,
    config,
    logger: createLogger('error'),
    cache: new ResultCache(100),
    pubSub: createPubSub(),
    queue: new InProcessJobQueue(2),
  });
}
