// The tables that keep the server's own working state rather than the site's content:
// request counts, the login throttle, the test provider's checkouts, uploaded files and
// handled webhooks. In the database (rather than each process's memory or disk) so that
// every server process on one PostgreSQL shares them. Re-exported by schema.ts, which the
// migrations are generated from.
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts per limit and client (server/http/rateLimitStore.ts), in the database so
 * that every server process on one PostgreSQL counts against the same limit.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** The route's limit and the client's key (address or account). */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowMs: integer('window_ms').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStart)],
);

/**
 * The login throttle's state (services/loginThrottle.ts), one row per account and per
 * (account, address) pair, so every server process sharing the database counts the same
 * failures. Rows past `expires_at` hold nothing that still counts and are swept.
 */
export const loginThrottleEntries = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_throttle_expires_idx').on(t.expiresAt)],
);

/**
 * The built-in test payment provider's checkouts (services/payments/testProvider.ts), kept
 * in the database so any server process can show, pay and verify a checkout another made.
 */
export const testCheckouts = pgTable(
  'test_checkouts',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    /** The rest of the checkout as the provider keeps it (summary, amounts, return URLs, refunds). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_checkouts_created_idx').on(t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files (profile photos, the console's media) when they are kept in the database,
 * so that every server process serves every file. A file's bytes are split into chunks
 * (stored_file_chunks) so a large video is written and read a piece at a time.
 */
export const storedFiles = pgTable('stored_files', {
  /** The path below the uploads root, e.g. 'avatars/<id>.webp' or 'media/<id>-800x600.webp'. */
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    name: text('name')
      .notNull()
      .references(() => storedFiles.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.seq] })],
);

/** Webhook events already handled, so a redelivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
