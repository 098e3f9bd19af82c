// One schema for both engines (PGlite embedded, PostgreSQL server). Migrations in
// ./migrations are generated from this file with `npm run db:generate`; the server's own
// working state (limits, throttle, checkouts, files) is in serverState.ts, re-exported here.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PaymentDetails } from '../../src/shared/paymentMethods';
import type { WeeklyHours } from '../../src/shared/weeklyHours';

export * from './serverState';
export * from './publishingSchema';

/** Text stored in both site languages; English falls back to Indonesian when empty. */
export type LocalizedText = { id: string; en?: string };
export type Address = { line1: string; line2: string };

/** Site-wide settings such as the theme colours, one JSON value per key. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Page content documents (home, about, contact, career, our-brand, navbar-footer,
 * investor), one row per page and language. English documents only hold what
 * differs from Indonesian; the server merges them field by field.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    body: jsonb('body').notNull(),
    /** Counts the saves of the document (both language rows carry it): a save names the version it edited. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.lang] })],
);

/** UI strings editable without a deploy; merged over the web app's bundled dictionary. */
export const translations = pgTable('translations', {
  key: text('key').primaryKey(),
  indonesian: text('indonesian').notNull(),
  english: text('english').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const restaurants = pgTable('restaurants', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  headerImageUrl: text('header_image_url').notNull(),
  restaurantImageUrl: text('restaurant_image_url').notNull(),
  logoImageUrl: text('logo_image_url').notNull(),
  foodImageUrl: text('food_image_url').notNull(),
  cities: jsonb('cities').$type<string[]>().notNull(),
  menuLink: text('menu_link').notNull().default(''),
  /** When it last went public; null while it is a draft the site does not show (never published, or taken off). */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A link an outlet offers for ordering (a delivery app) or booking. */
export type OutletLink = { label: string; url: string };

/**
 * A restaurant brand's outlets: where to find it in each city. Opening hours use the weekly
 * shape of src/shared/weeklyHours.ts (per weekday the hours, null = closed that day).
 */
export const outlets = pgTable(
  'outlets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    /** Where in the building or how to find it, in both languages (optional). */
    note: jsonb('note').$type<LocalizedText>().notNull().default({ id: '' }),
    openingHours: jsonb('opening_hours').$type<WeeklyHours>().notNull().default({}),
    phone: text('phone').notNull().default(''),
    /** A maps link for directions; when empty the site links a maps search of the address. */
    mapsUrl: text('maps_url').notNull().default(''),
    reservationUrl: text('reservation_url').notNull().default(''),
    /** A WhatsApp number in international form (+62…), or empty. */
    whatsapp: text('whatsapp').notNull().default(''),
    deliveryLinks: jsonb('delivery_links').$type<OutletLink[]>().notNull().default([]),
    /** As restaurants.published_at: null while the site does not show it. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outlets_restaurant_idx').on(t.restaurantId, t.position)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default(''),
    address: jsonb('address').$type<Address>().notNull().default({ line1: '', line2: '' }),
    gender: text('gender').notNull().default('Not Selected'),
    dob: text('dob').notNull().default(''),
    image: text('image').notNull().default(''),
    /** patient, editor, admin or doctor (src/shared/roles.ts); read on every staff request, never from the token. */
    role: text('role').notNull().default('patient'),
    /** For the doctor role: the doctor record whose appointments this account runs (set by an admin). */
    doctorId: uuid('doctor_id').references((): AnyPgColumn => doctors.id, { onDelete: 'set null' }),
    /** The language the account last chose on the site ('id' or 'en'): its e-mails are written in it. */
    language: text('language').notNull().default('id'),
    /**
     * Every session token carries the version it was signed at; raising it (a password
     * change, "log out everywhere") ends every token signed before.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mail addresses are unique regardless of case.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} IN ('patient', 'editor', 'admin', 'doctor')`),
    // One account per doctor record.
    uniqueIndex('users_doctor_idx')
      .on(t.doctorId)
      .where(sql`${t.doctorId} IS NOT NULL`),
  ],
);

export const doctors = pgTable('doctors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  image: text('image').notNull(),
  speciality: text('speciality').notNull(),
  degree: text('degree').notNull(),
  experience: text('experience').notNull(),
  about: jsonb('about').$type<LocalizedText>().notNull(),
  fees: integer('fees').notNull(),
  available: boolean('available').notNull().default(true),
  address: jsonb('address').$type<Address>().notNull(),
  position: integer('position').notNull().default(0),
  /**
   * The doctor's own weekly hours, narrowing the clinic's (src/shared/slots.ts): per weekday
   * (0 = Sunday), minutes from midnight [start, end), or null for a day not worked. Null as a
   * whole: the clinic's hours every day.
   */
  weeklyHours: jsonb('weekly_hours').$type<WeeklyHours | null>(),
  /** Set when the doctor is retired: gone from the public list, their past appointments kept. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  /** As restaurants.published_at: null while the public list does not show the profile and nobody can book it. */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  version: integer('version').notNull().default(1),
});

/** A doctor's single days off (holiday, leave), by slot date key (day_month_year). */
export const doctorDaysOff = pgTable(
  'doctor_days_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    slotDate: text('slot_date').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('doctor_days_off_day_idx').on(t.doctorId, t.slotDate)],
);

/** What the appointment list shows of the doctor, frozen at booking time. */
export type DoctorSnapshot = {
  image: string;
  name: string;
  speciality: string;
  address: Address;
};

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    docId: uuid('doc_id')
      .notNull()
      .references(() => doctors.id),
    slotDate: text('slot_date').notNull(),
    slotTime: text('slot_time').notNull(),
    docData: jsonb('doc_data').$type<DoctorSnapshot>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    cancelled: boolean('cancelled').notNull().default(false),
    payment: boolean('payment').notNull().default(false),
    isCompleted: boolean('is_completed').notNull().default(false),
    /** Set when the payment was given back (GET /api/user/appointments: `refunded`). */
    refunded: boolean('refunded').notNull().default(false),
    /** The language the booking was made in ('id' or 'en'), for the appointment's e-mails. */
    language: text('language').notNull().default('id'),
    /** Who cancelled ('patient', 'doctor', 'admin', 'system') and why; empty while active. */
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Last move to another slot (POST /api/user/reschedule-appointment). */
    rescheduledAt: timestamp('rescheduled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The database itself refuses a second active booking of one slot.
    uniqueIndex('appointments_active_slot_idx')
      .on(t.docId, t.slotDate, t.slotTime)
      .where(sql`NOT ${t.cancelled}`),
    index('appointments_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * One row per payment started with a provider (a Stripe session, a Razorpay order, a Midtrans
 * order). Status: 'created' (started, nothing chosen yet), 'pending' (a method chosen, the money
 * not yet arrived: a virtual account waiting for its transfer, a QRIS code not yet scanned),
 * 'paid', or 'expired' (closed, cancelled or refused: it can no longer be paid).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('created'),
    /** How the patient pays or paid (src/shared/paymentMethods.ts), once the provider says. */
    method: text('method'),
    /** What the patient needs while it is pending (the bank and virtual account number), from the provider's record. */
    details: jsonb('details').$type<PaymentDetails>(),
    /** When the provider stops accepting this payment. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_external_idx').on(t.provider, t.externalId),
    index('payments_appointment_idx').on(t.appointmentId),
  ],
);

/**
 * One row per payment given back. Unique per payment, so a second cancel, a webhook retry
 * or a worker retry never refunds twice; a refusal by the provider stays here as 'failed'
 * (with its reason) for admins to see.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id),
    provider: text('provider').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /**
     * pending, succeeded or failed; 'manual' when the provider cannot give this payment back
     * (a virtual-account transfer) and staff must transfer it by bank, until an admin marks it done.
     */
    status: text('status').notNull().default('pending'),
    /** The admin who marked a manual refund as transferred. */
    completedBy: uuid('completed_by').references(() => users.id),
    /** The provider's refund id once it answered. */
    externalId: text('external_id'),
    error: text('error'),
    /** Why: 'cancelled' (by patient, doctor or admin) or 'paid-after-cancel'. */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refunds_payment_idx').on(t.paymentId), index('refunds_status_idx').on(t.status)],
);

/**
 * E-mail to send, written in the same transaction as the change that causes it and sent by
 * the mail worker (server/services/mail/). A dedupe key makes an enqueue idempotent (the
 * reminder of an appointment's slot is queued once however often the worker looks).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is (src/shared/mailKinds.ts): its template and its data. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    /** pending, sent, failed (gave up after its retries) or skipped (no longer true, e.g. a reminder of a moved slot). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_idx').on(t.dedupeKey),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Password reset links. Only a hash of the link's secret is kept, so a copy of the database
 * opens no account; a link works once (used_at) and only until expires_at.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session version when the link was made: a later password change voids it too. */
    sessionVersion: integer('session_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId), index('password_resets_expires_idx').on(t.expiresAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject'),
  message: text('message').notNull(),
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a staff member marked it read; null while unread. */
  readAt: timestamp('read_at', { withTimezone: true }),
});

export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscribers_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Who changed what and when: content saves, uploads, role changes (read by admins). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null when the change was made outside a session (the start-up admin, the staff command). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the entry still reads right after the account is gone or renamed. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
