// Starts the whole site: configuration, database (migrated and seeded), HTTP server.
import cluster from 'node:cluster';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { takesTestPayments } from './config/payments';
import { openDatabase } from './db/connect';
import { seedDatabase } from './db/seed';
import { serializeError } from './http/logging';
import { pageRendererFor } from './pages/pageRenderer';
import { resolveJwtSecret } from './services/jwtSecret';
import { addMailWorker, addReleaseRunner, addUnpaidExpiry } from './backgroundWork';
import { ensureFirstAdmin, type FirstAdminOutcome } from './services/staff';
import { fileStoreFor } from './services/fileStore';
import { sweepOrphanAvatars } from './services/uploads';

/** How long requests in flight may take to finish once a stop signal arrived. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * A crash is written as one JSON line through the log's scrubbing serializer: Node's own
 * report would print the whole error object, and a database driver's error can hold its
 * connection settings, password included. Then the process ends (its state is unknown;
 * a supervisor starts a fresh one).
 */
function crash(label: string, error: unknown): never {
  console.error(
    JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg: label, err: serializeError(error) }),
  );
  process.exit(1);
}

async function main() {
  process.on('uncaughtException', (error) => crash('uncaught exception', error));
  process.on('unhandledRejection', (reason) => crash('unhandled promise rejection', reason));

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The secret generated into DATA_DIR is one process's own: processes sharing a PostgreSQL
  // would each refuse the others' sessions.
  if (config.databaseUrl && !config.jwtSecret) {
    console.error(
      'JWT_SECRET must be set when DATABASE_URL is: every server process on one database must sign sessions with the same secret.',
    );
    process.exit(1);
  }

  if (takesTestPayments(config)) {
    console.warn(
      'TEST PAYMENTS: the built-in test provider takes payments and no money moves (no payment keys are set).',
    );
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seedDatabase(database.db, { currency: config.currency });
  if (config.firstAdmin)
    reportFirstAdmin(config.firstAdmin.email, await ensureFirstAdmin(database.db, config.firstAdmin));
  const orphans = await sweepOrphanAvatars(database.db, fileStoreFor(config, database.db));
  if (orphans > 0) console.log(`Removed ${orphans} profile photo file(s) no account refers to.`);
  const jwtSecret = resolveJwtSecret(config);
  const renderer = pageRendererFor(config.serverRenderFile, config.renderThreads);
  // Log lines are written without waiting for them: a write to standard output blocks the
  // whole server until the reader (a terminal, a log collector) has taken the line, and a
  // slow reader made every request wait (a fifth of a page view's time under load). Lines
  // written meanwhile go out together; whatever is still pending is written before the
  // process ends.
  const logStream = pino.destination({ dest: 1, sync: false });
  process.on('exit', () => {
    try {
      logStream.flushSync();
    } catch {
      // Nothing left to write, or standard output is gone: nothing to save.
    }
  });
  const app = await buildApp({ config, db: database.db, jwtSecret, renderPage: renderer.renderPage, logStream });

  // SIGTERM (orchestrators, `kill`) and SIGINT (Ctrl-C) stop the site cleanly: no new
  // connections, requests in flight answered, then the database closed (PGlite writes its
  // files and releases DATA_DIR; PostgreSQL connections are returned). A second signal,
  // or a shutdown still running after SHUTDOWN_GRACE_MS, ends the process at once.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.warn('requests still open after the grace period: closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // close() stops accepting connections, answers new requests on kept-alive ones with
      // 503 and waits for requests in flight.
      await app.close();
      clearTimeout(force);
      await renderer.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // In a cluster (npm run start:cluster) Ctrl-C reaches every process of the group; the
  // primary then stops each worker with one SIGTERM, so a worker takes SIGINT as no signal
  // (two signals would make it exit without finishing its requests).
  process.on('SIGINT', cluster.isWorker ? () => undefined : () => void shutdown('SIGINT'));

  addMailWorker(app, database.db, config);
  addUnpaidExpiry(app, database.db, config.unpaidBookings.expiryMinutes);
  addReleaseRunner(app, database.db, config);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`Site running at http://localhost:${port} (database: ${where})`);
}

function reportFirstAdmin(email: string, outcome: FirstAdminOutcome) {
  const said: Record<FirstAdminOutcome, string> = {
    created: `created the admin account ${email} (ADMIN_EMAIL)`,
    promoted: `made the existing account ${email} an admin (ADMIN_EMAIL); its password was left as it is, not set to ADMIN_PASSWORD`,
    'already-admin': `${email} (ADMIN_EMAIL) is already an admin; its password was left as it is`,
  };
  console.log(said[outcome]);
}

main().catch((error: unknown) => crash('the site could not start', error));
