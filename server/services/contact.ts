// What a visitor sends the group (SPEC §7): a contact message, kept for the console's inbox
// and mailed to the staff when the site has a staff address, and a newsletter sign-up.
import { ALREADY_SUBSCRIBED } from '../../src/shared/messages/contact';
import type { Db } from '../db/connect';
import { contactMessages, subscribers } from '../db/schema';
import { conflict } from './failures';
import { enqueueMail } from './mail/outbox';

export type ContactMessage = {
  fullName: string;
  email: string;
  message: string;
  /** Only the contact page's form asks for these (SPEC §5); the home page's short form sends neither. */
  phone: string | null;
  subject: string | null;
  source: 'contact' | 'home';
};

/** Stores the message; when `notifyStaff`, the staff's e-mail is queued in the same transaction. */
export async function storeContactMessage(
  db: Db,
  message: ContactMessage,
  options: { notifyStaff: boolean; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...message, createdAt: options.now })
      .returning({ id: contactMessages.id });
    if (options.notifyStaff) await enqueueMail(tx, { kind: 'contact-message', payload: { messageId: stored.id } });
  });
}

/** Adds the address to the newsletter list; a conflict when it is on it already. */
export async function subscribe(db: Db, email: string, now: Date): Promise<void> {
  // The unique index on lower(email) decides, so two simultaneous sign-ups store one row.
  const inserted = await db
    .insert(subscribers)
    .values({ email, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: subscribers.id });
  if (inserted.length === 0) throw conflict(ALREADY_SUBSCRIBED);
}
