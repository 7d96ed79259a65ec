import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/index.ts';

/** Reads config, connects, migrates, seeds an empty database, listens, and stops cleanly. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
  );
  await database.migrate();
  await seedDatabase(database.db, { demo: config.seedDemo });

  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => {
    await database.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; new ones get 503; then the database closes.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, seedDemo: config.seedDemo, address, url: config.publicUrl },
    'Iqra is ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
