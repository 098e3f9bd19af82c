// Ending an account's sessions: every token carries the account's session version from
// when it was signed (services/tokens.ts) and counts only while the account still has it
// (http/auth.ts, http/staffAuth.ts, the booking's transaction). Raising the version ends
// every session at its next request; the caller signs a fresh token with the new version
// for the one session that goes on.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { users } from '../db/schema';

/** A database handle or a transaction of one: anything that can update. */
type Writer = Pick<Db, 'update'>;

/**
 * Raises the account's session version (with `changes` in the same statement); the new
 * version, or undefined for no such account, or when `from` is given and the account's
 * version is no longer it (a session that ended meanwhile changes nothing).
 */
export async function raiseSessionVersion(
  db: Writer,
  userId: string,
  changes: Partial<typeof users.$inferInsert> = {},
  from?: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(and(eq(users.id, userId), from === undefined ? undefined : eq(users.sessionVersion, from)))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion;
}
