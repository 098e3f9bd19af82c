// One schema for both engines (PGlite embedded, PostgreSQL server). Migrations in
// ./migrations are generated from this file with `npm run db:generate`.
import { sql } from 'drizzle-orm';
import {
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
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    /** patient, editor or admin (src/shared/roles.ts); read on every staff request, never from the token. */
    role: text('role').notNull().default('patient'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mail addresses are unique regardless of case.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} IN ('patient', 'editor', 'admin')`),
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
});

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

/** One row per payment started with a provider (Stripe session or Razorpay order). */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_external_idx').on(t.provider, t.externalId),
    index('payments_appointment_idx').on(t.appointmentId),
  ],
);

/** Webhook events already handled, so a redelivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

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
