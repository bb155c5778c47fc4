/** Process entry: read config, start the app, shut down cleanly on SIGINT/SIGTERM. */
import 'reflect-metadata';
import { ConfigError, loadConfig, resolveGeneratedSecret } from './config';
import { createApp } from './app';
import { createLogger } from './platform/logger';

async function main(): Promise<void> {
  const started = Date.now();
  let config;
  try {
    config = resolveGeneratedSecret(loadConfig());
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  if (config.secretKeyGenerated) logger.info(`Using the SECRET_KEY generated in ${config.dataDir}/secret_key (set SECRET_KEY to override)`);

  const app = await createApp(config, logger);
  const { port } = await app.start();
  logger.info(`Tessera is up at http://localhost:${port} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: draining connections and closing databases`);
    const force = setTimeout(() => {
      logger.error('Shutdown took longer than 20 s; exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    app
      .stop()
      .then(() => {
        logger.info('Stopped cleanly');
        process.exit(0);
      })
      .catch((err: unknown) => {
        logger.error('Error while stopping', { error: String((err as Error).stack ?? err) });
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Tessera failed to start: ${(err as Error)?.stack ?? err}\n`);
  process.exit(1);
});
