// Queuing an e-mail: one row in mail_outbox, written with the database handle (or the
// transaction) of the change that causes it, so the message exists exactly when the change
// does. The mail worker (./worker.ts) renders and sends it; nothing here waits on a network.
import { sql } from 'drizzle-orm';
import type { MailKind, MailPayloads } from '../../../src/shared/mailKinds';
import type { Db } from '../../db/connect';
import { mailOutbox } from '../../db/schema';

/** A database handle or a transaction of one: anything that can insert. */
type Writer = Pick<Db, 'insert'>;

export type QueuedMail<K extends MailKind = MailKind> = {
  kind: K;
  payload: MailPayloads[K];
  /** Queues nothing when a message with this key was already queued (e.g. one reminder per slot). */
  dedupeKey?: string;
  /** Not before this instant (default: now). */
  notBefore?: Date;
};

export async function enqueueMail<K extends MailKind>(db: Writer, mail: QueuedMail<K>): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      payload: mail.payload as Record<string, unknown>,
      dedupeKey: mail.dedupeKey ?? null,
      nextAttemptAt: mail.notBefore ?? sql`now()`,
    })
    .onConflictDoNothing();
}
