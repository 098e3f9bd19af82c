// What visitors send: contact messages (read and marked read by staff) and newsletter
// subscribers (listed, removed, exported).
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { contactMessages, subscribers } from '../db/schema';
import { INBOX_PAGE_SIZE, type MessageQuery, type SubscriberQuery } from '../../src/shared/validation/inbox';
import type { InboxMessage, Subscriber } from '../../src/shared/inboxTypes';
import { recordAudit, type Actor } from './audit';

export type { InboxMessage, Subscriber };

/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const asMessage = (row: typeof contactMessages.$inferSelect): InboxMessage => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt ? row.readAt.toISOString() : null,
});

export async function listMessages(db: Db, query: MessageQuery) {
  const conditions: SQL[] = [];
  if (query.status === 'unread') conditions.push(isNull(contactMessages.readAt));
  if (query.status === 'read') conditions.push(isNotNull(contactMessages.readAt));
  if (query.q) {
    const pattern = containing(query.q);
    conditions.push(
      or(
        ilike(contactMessages.fullName, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.subject, pattern),
        ilike(contactMessages.message, pattern),
      ) as SQL,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }], [{ unread }]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((query.page - 1) * INBOX_PAGE_SIZE),
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ unread: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return { messages: rows.map(asMessage), total, unread, page: query.page, pageSize: INBOX_PAGE_SIZE };
}

/** Marks a message read (now) or unread again; undefined when there is no such message. */
export async function markMessage(db: Db, id: string, read: boolean, now: Date): Promise<InboxMessage | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? now : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ? asMessage(row) : undefined;
}

const asSubscriber = (row: typeof subscribers.$inferSelect): Subscriber => ({
  id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

export async function listSubscribers(db: Db, query: SubscriberQuery) {
  const where = query.q ? ilike(subscribers.email, containing(query.q)) : undefined;
  const [rows, [{ total }], [{ all }]] = await Promise.all([
    db
      .select()
      .from(subscribers)
      .where(where)
      .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((query.page - 1) * INBOX_PAGE_SIZE),
    db.select({ total: count() }).from(subscribers).where(where),
    db.select({ all: count() }).from(subscribers),
  ]);
  return { subscribers: rows.map(asSubscriber), total, all, page: query.page, pageSize: INBOX_PAGE_SIZE };
}

/** Every subscriber, oldest first (the order of the export). */
export async function allSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db.select().from(subscribers).orderBy(asc(subscribers.createdAt), asc(subscribers.email));
  return rows.map(asSubscriber);
}

/** Removes a subscriber, with its audit entry in the same transaction; false when there was none. */
export async function unsubscribe(db: Db, id: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(subscribers).where(eq(subscribers.id, id)).returning();
    if (!removed) return false;
    await recordAudit(tx, actor, 'subscriber.remove', removed.email);
    return true;
  });
}
