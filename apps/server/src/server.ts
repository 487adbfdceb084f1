import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { prepareDatabase } from './db/prepare.ts';
import { paymentGatewayFor } from './lib/payments/configured-gateway.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/** Reads the configuration and the gateway it names; a bad value stops the process, saying why. */
function configured<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = configured(() => loadConfig());
  const gateway = configured(() => paymentGatewayFor(config));
  const database = await prepareDatabase(config.DATABASE_URL, {
    seed: config.SEED_DEMO_DATA,
    mediaDir: config.MEDIA_DIR,
  });
  const app = await buildApp({ config, database, gateway });
  app.log.info(`Database: ${database.describe}`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests, then closing`);
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => {
      app.log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  console.error('Citybook server failed to start:', error);
  process.exit(1);
});
