import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/index.ts';
import { confirmHolidayUntold } from './modules/teaching/index.ts';

/** Reads config, connects, migrates, seeds an empty database, listens, and stops cleanly. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
  );
  // Instances starting together on one database migrate and seed it one after the other.
  await database.alone(async () => {
    await database.migrate();
    await seedDatabase(database.db, {
      demo: config.seedDemo,
      confirmHoliday: confirmHolidayUntold,
    });
  });

  const app = await buildApp({ config, database, renderPagesAhead: true });

  // Stopping (decision 008). Node's server.close() drops idle keep-alive connections at once,
  // resetting any request a client is sending on one at that moment. So first drain: keep
  // serving, end every answer's connection (`Connection: close`) and let health say 503, until
  // no connection is left or the keep-alive timeout has surely closed the unused ones (Node
  // closes them up to a second after it). Then close: in-flight requests finish, and the
  // background work stops (mail, reminders, payment checks, pages made ahead), each waiting
  // for its round under way; only then does the database close. It is closed here, after
  // app.close() has resolved, not in an onClose hook: Fastify runs those in reverse order of
  // registration, so a hook added here ran first and closed the pool under the mail worker.
  // A second signal skips what is left of the drain.
  const graceMs = config.timeouts.keepAliveMs + 2000;
  let phase: 'serving' | 'draining' | 'closing' = 'serving';
  let poll: NodeJS.Timeout | undefined;

  const close = () => {
    if (phase === 'closing') return;
    phase = 'closing';
    clearInterval(poll);
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };

  const shutdown = (signal: string) => {
    if (phase !== 'serving') {
      close();
      return;
    }
    phase = 'draining';
    app.log.info({ signal, graceMs }, 'shutting down: draining connections');
    app.drain();
    const deadline = Date.now() + graceMs;
    const check = () =>
      app.server.getConnections((error, count) => {
        if (phase !== 'draining') return;
        if (error || count === 0 || Date.now() >= deadline) close();
      });
    poll = setInterval(check, 50);
    check();
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
