// The mail worker in the server process: started when the app is ready, stopped (its tick
// in progress finished, the transport closed) when the app closes, before the database is.
// Tests build the app without it and drive a worker of their own.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { createMailTransport } from './transport';
import { createMailWorker, type MailWorker } from './worker';

export function addMailWorker(app: FastifyInstance, db: Db, config: Config): MailWorker {
  const log = app.log.child({ part: 'mail' });
  const transport = createMailTransport(config, log);
  if (!config.staffEmail) log.info({}, 'STAFF_EMAIL is not set: contact messages are kept in the console inbox and not mailed');
  const worker = createMailWorker({ db, settings: config, transport, log });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
  return worker;
}
