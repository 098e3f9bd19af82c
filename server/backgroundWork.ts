// The work a server process does besides answering requests: the mail worker, the
// unpaid-appointment expiry sweep and the release runner. Each starts when the app is ready and stops (its tick in
// progress finished) when the app closes, before the database is. Tests build the app
// without them and drive a worker of their own; the rules they run are in services/.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/connect';
import { createMailTransport } from './services/mail/transport';
import { createMailWorker, type MailWorker } from './services/mail/worker';
import { createReleaseWorker } from './services/publishing/releaseWorker';
import { expireUnpaid } from './services/unpaidAppointments';

export function addMailWorker(app: FastifyInstance, db: Db, config: Config): MailWorker {
  const log = app.log.child({ part: 'mail' });
  const transport = createMailTransport(config, log);
  if (!config.staffEmail)
    log.info({}, 'STAFF_EMAIL is not set: contact messages are kept in the console inbox and not mailed');
  const worker = createMailWorker({ db, settings: config, transport, log });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
  return worker;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Runs the expiry sweep once a minute in the server process (when the clinic set an expiry),
 * so the doctor list offers freed slots without waiting for someone to book them.
 */
export function addUnpaidExpiry(app: FastifyInstance, db: Db, minutes: number): void {
  if (minutes <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = expireUnpaid(db, minutes).catch((error: unknown) =>
      app.log.error({ err: error }, 'unpaid expiry sweep failed'),
    );
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** Publishes scheduled releases when they are due (services/publishing/releaseRuns.ts). */
export function addReleaseRunner(app: FastifyInstance, db: Db, config: Config): void {
  const log = app.log.child({ part: 'releases' });
  const worker = createReleaseWorker({ db, now: () => new Date(), pollMs: config.releasePollMs, log });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
}
