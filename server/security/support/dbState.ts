// A fingerprint of everything the database holds: the row count of every table, plus a
// hash of every row of the tables requests can write. Equal fingerprints before and after
// a request mean the request changed nothing (no insert, update or delete).
import { createHash } from 'node:crypto';
import { asc, count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect';
import * as schema from '../../db/schema';

const ALL_TABLES: Record<string, PgTable> = {
  users: schema.users,
  doctors: schema.doctors,
  appointments: schema.appointments,
  payments: schema.payments,
  webhook_events: schema.webhookEvents,
  contact_messages: schema.contactMessages,
  subscribers: schema.subscribers,
  restaurants: schema.restaurants,
  content_documents: schema.contentDocuments,
  translations: schema.translations,
  site_settings: schema.siteSettings,
};

/** Tables whose rows requests create or change; the others are only counted. */
const WRITTEN_BY_REQUESTS = {
  users: { table: schema.users, order: schema.users.id },
  appointments: { table: schema.appointments, order: schema.appointments.id },
  payments: { table: schema.payments, order: schema.payments.id },
  webhook_events: { table: schema.webhookEvents, order: schema.webhookEvents.id },
  contact_messages: { table: schema.contactMessages, order: schema.contactMessages.id },
  subscribers: { table: schema.subscribers, order: schema.subscribers.id },
  site_settings: { table: schema.siteSettings, order: schema.siteSettings.key },
};

export type DbState = { counts: Record<string, number>; rows: string };

export async function dbState(db: Db): Promise<DbState> {
  const names = Object.keys(ALL_TABLES);
  const counted = await Promise.all(
    names.map(async (name) => (await db.select({ n: count() }).from(ALL_TABLES[name]))[0].n),
  );
  const hash = createHash('sha256');
  for (const [name, { table, order }] of Object.entries(WRITTEN_BY_REQUESTS)) {
    const rows = await db.select().from(table).orderBy(asc(order));
    hash.update(name).update(JSON.stringify(rows));
  }
  return { counts: Object.fromEntries(names.map((name, i) => [name, Number(counted[i])])), rows: hash.digest('hex') };
}
