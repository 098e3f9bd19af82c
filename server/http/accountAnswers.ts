// A signed-in patient's own reads (their profile, their appointment list) kept ready to send.
// On the embedded database every query runs on the server's one thread, and reading, parsing
// and compressing such an answer cost ten times the request around it; a patient's page asks
// for them again on every visit and after every click, while they change only when the account
// or one of its appointments does. The database announces exactly those changes
// (db/accountChanges.ts), so an account's answers are dropped on its next change, whoever makes
// it: the patient, a doctor, the console, a payment, or an edit by hand.
//
// An answer is kept under the account and the session version it was read with: a token of
// another version is never served from here (it goes to the database, which refuses an ended
// session), and raising the version is itself a change of the account.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ByteBoundedMap } from './byteBoundedMap';
import { COMPRESS_THRESHOLD_BYTES, prepareAnswer, sendAnswer, withCompressedCopies } from './caching';
import { accountChangesOf } from '../db/accountChanges';
import type { Db } from '../db/connect';
import { type PreparedAnswer } from '../services/answerCache';

export type AccountRead = 'profile' | 'appointments';

type Kept = { version: number; answers: Partial<Record<AccountRead, PreparedAnswer>> };

/** A read of an account in progress, and whether the account changed meanwhile. */
type Reading = { count: number; changed: boolean };

export class AccountAnswers {
  private readonly accounts: ByteBoundedMap<Kept>;
  private readonly reading = new Map<string, Reading>();

  constructor(maxBytes: number) {
    this.accounts = new ByteBoundedMap(maxBytes);
  }

  /**
   * The kept answer for `read` of the account as the session sees it, or the one `make` gives
   * (which throws for an ended session), kept unless the account changed while it was read.
   */
  async answer(
    session: { userId: string; version: number },
    read: AccountRead,
    make: () => Promise<unknown>,
  ): Promise<PreparedAnswer> {
    const { userId, version } = session;
    const kept = this.accounts.get(userId);
    const hit = kept?.version === version ? kept.answers[read] : undefined;
    if (hit) return hit;

    const reading = this.reading.get(userId) ?? { count: 0, changed: false };
    reading.count += 1;
    this.reading.set(userId, reading);
    try {
      const body = prepareAnswer(await make());
      const answer = body.body.length >= COMPRESS_THRESHOLD_BYTES ? withCompressedCopies(body) : body;
      if (!reading.changed) this.keep(userId, version, read, answer);
      return answer;
    } finally {
      reading.count -= 1;
      if (reading.count === 0) this.reading.delete(userId);
    }
  }

  /** Drops the account's answers (it changed). */
  forget(userId: string): void {
    this.accounts.delete(userId);
    const reading = this.reading.get(userId);
    if (reading) reading.changed = true;
  }

  get size() {
    return this.accounts.size;
  }

  private keep(userId: string, version: number, read: AccountRead, answer: PreparedAnswer) {
    const kept = this.accounts.peek(userId);
    const answers = kept?.version === version ? { ...kept.answers, [read]: answer } : { [read]: answer };
    this.accounts.set(userId, { version, answers }, weightOf(userId, answers));
  }
}

function weightOf(userId: string, answers: Kept['answers']): number {
  let bytes = userId.length + 64;
  for (const answer of Object.values(answers)) {
    bytes += Buffer.byteLength(answer.body) + answer.etag.length;
    for (const copy of Object.values(answer.encoded ?? {})) bytes += copy?.length ?? 0;
  }
  return bytes;
}

const kept = new WeakMap<Db, AccountAnswers | null>();

/**
 * The kept account answers of `db`'s server, or undefined where nobody tells it of changes
 * (PostgreSQL, see db/accountChanges.ts) or `maxBytes` is 0: each read then asks the database.
 */
export function accountAnswersFor(db: Db, maxBytes: number): AccountAnswers | undefined {
  let answers = kept.get(db);
  if (answers === undefined) {
    const changes = accountChangesOf(db);
    answers = changes && maxBytes > 0 ? new AccountAnswers(maxBytes) : null;
    if (answers) changes?.subscribe((userId) => answers?.forget(userId));
    kept.set(db, answers);
  }
  return answers ?? undefined;
}

const PRIVATE = 'private, no-store';

/**
 * Sends a signed-in read of the caller's own account: the kept answer when `answers` keeps
 * them, otherwise what `make` gives, read from the database as every time.
 */
export async function sendOwnRead(
  request: FastifyRequest,
  reply: FastifyReply,
  answers: AccountAnswers | undefined,
  read: AccountRead,
  make: () => Promise<unknown>,
) {
  if (!answers) {
    reply.header('Cache-Control', PRIVATE);
    return make();
  }
  return sendAnswer(request, reply, await answers.answer(request.session, read, make), PRIVATE);
}
