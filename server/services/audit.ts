// The audit log: one row per change staff make (content saves, uploads, role changes).
import { desc, lt } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { auditLog } from '../db/schema';

export type Actor = { id: string | null; email: string };

/** The actor of changes made outside a session: the start-up admin and the staff command. */
export const SYSTEM_ACTOR: Actor = { id: null, email: 'system' };

/** Anything a query can run on: the database or a transaction, so the entry commits with the change. */
type Writer = Pick<Db, 'insert'>;

export async function recordAudit(
  db: Writer,
  actor: Actor,
  action: string,
  target: string,
  detail: Record<string, unknown> = {},
) {
  await db.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, action, target, detail });
}

export type AuditEntry = {
  id: string;
  at: string;
  actorEmail: string;
  action: string;
  target: string;
  detail: Record<string, unknown>;
};

/** The newest entries first, `limit` at a time; `before` pages back from an entry's time. */
export async function listAudit(db: Db, options: { limit: number; before?: Date }): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(options.before ? lt(auditLog.at, options.before) : undefined)
    .orderBy(desc(auditLog.at))
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    action: row.action,
    target: row.target,
    detail: row.detail,
  }));
}
