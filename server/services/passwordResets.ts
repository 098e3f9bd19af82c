// Password reset links (issue: accounts people can recover). A link carries a random
// 32-byte secret; the database keeps only its SHA-256, with the account, the account's
// session version at the time and an expiry. A link works once, before its expiry, and
// only while the account's session version is still the one stored with it: a newer link,
// a password change or "log out everywhere" void it.
import crypto from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { RESET_LINK_INVALID } from '../../src/shared/messages/accounts';
import type { Db } from '../db/connect';
import { mailOutbox, passwordResets, users } from '../db/schema';
import { invalid } from './failures';
import type { MailKind, MailPayloads } from '../../src/shared/mailKinds';
import { raiseSessionVersion } from './sessions';

/** Used and expired links are kept this long (for a look at what happened), then deleted. */
export const RESET_ROWS_KEPT_MS = 24 * 60 * 60_000;

const RESET_KIND: MailKind = 'password-reset';
const PAYLOAD_USER: keyof MailPayloads['password-reset'] = 'userId';
const PAYLOAD_TOKEN: keyof MailPayloads['password-reset'] = 'token';

export const newResetToken = () => crypto.randomBytes(32).toString('base64url');

export const resetTokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Whether a stored link still works at `now` for an account at `accountVersion`. */
export function linkWorks(
  link: { usedAt: Date | null; expiresAt: Date; sessionVersion: number },
  accountVersion: number,
  now: Date,
): boolean {
  return link.usedAt === null && link.expiresAt > now && link.sessionVersion === accountVersion;
}

export type ResetRequest = { email: string; now: Date; minutes: number };

/**
 * Makes a new link for the account with this address, voids its earlier ones and queues
 * the e-mail, all in one transaction; for an address without an account it runs the same
 * statements, which then find nothing to do, so the work (and the time the answer takes)
 * does not tell whether the account exists. Old links of every account are swept here too.
 */
export async function requestPasswordReset(db: Db, request: ResetRequest): Promise<void> {
  const token = newResetToken();
  const tokenHash = resetTokenHash(token);
  const keptSince = new Date(request.now.getTime() - RESET_ROWS_KEPT_MS);
  const expiresAt = new Date(request.now.getTime() + request.minutes * 60_000);
  await db.transaction(async (tx) => {
    // Locked, so two requests for one account take turns and leave exactly one working link.
    // Locks are taken account first, then links, here and in resetPassword: no deadlock.
    const [account] = await tx
      .select({ id: users.id, sessionVersion: users.sessionVersion })
      .from(users)
      .where(sql`lower(${users.email}) = ${request.email.toLowerCase()}`)
      .for('update');
    await tx
      .delete(passwordResets)
      .where(or(lt(passwordResets.expiresAt, keptSince), lt(passwordResets.usedAt, keptSince)));
    // Without an account the statements below run on an id no account has: same work, nothing done.
    const userId = account?.id ?? crypto.randomUUID();
    await tx
      .update(passwordResets)
      .set({ usedAt: request.now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    // The link and its e-mail in one statement (a data-modifying WITH), so the e-mail is
    // queued exactly when a link was made.
    const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
    await tx.execute(sql`
      WITH link AS (
        INSERT INTO ${passwordResets} (token_hash, user_id, session_version, created_at, expires_at)
        SELECT ${tokenHash}, ${users.id}, ${users.sessionVersion}, ${at(request.now)}, ${at(expiresAt)}
        FROM ${users} WHERE ${users.id} = ${userId}
        RETURNING user_id
      )
      INSERT INTO ${mailOutbox} (kind, payload)
      SELECT ${RESET_KIND}, jsonb_build_object(${PAYLOAD_USER}::text, user_id, ${PAYLOAD_TOKEN}::text, ${token}::text) FROM link`);
  });
}

export type ResetSubmission = { token: string; passwordHash: string; now: Date };

/**
 * Sets the new password through a link: in one transaction that locks the account's row and
 * the link's (so of two submissions at once the second sees it used), checks it still works,
 * stores the hash, raises the session version (every session ends) and marks the link used.
 * 400 RESET_LINK_INVALID for any link that does not work, whatever the reason.
 */
export async function resetPassword(db: Db, submission: ResetSubmission): Promise<void> {
  const tokenHash = resetTokenHash(submission.token);
  await db.transaction(async (tx) => {
    // Whose link it is, then the locks in the order requestPasswordReset takes them: the
    // account, then the link. Of two submissions at once, the second waits here and then
    // reads the link as used.
    const [found] = await tx
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, tokenHash));
    if (!found) throw invalid(RESET_LINK_INVALID);
    const [account] = await tx
      .select({ sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, found.userId))
      .for('update');
    const [link] = await tx.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).for('update');
    if (!account || !link || !linkWorks(link, account.sessionVersion, submission.now))
      throw invalid(RESET_LINK_INVALID);
    await raiseSessionVersion(tx, link.userId, { passwordHash: submission.passwordHash });
    await tx.update(passwordResets).set({ usedAt: submission.now }).where(eq(passwordResets.tokenHash, tokenHash));
  });
}
