// The tables behind publishing (server/services/publishing/): a record's draft beside its
// public version, every version it was published in, and the releases scheduled to publish
// several records at once. The public tables (content_documents, restaurants, …) keep only
// what is public; these hold the rest. Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LangCode } from '../../src/shared/language';

/**
 * One row per record that was ever edited since drafts began: its draft (null when the public
 * version is the latest) and the version every save, publish, discard and restore raises, which
 * an editor names to be sure nobody changed the record since they opened it.
 */
export const publishingHeads = pgTable(
  'publishing_heads',
  {
    kind: text('kind').notNull(),
    recordKey: text('record_key').notNull(),
    version: integer('version').notNull(),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    /** Who changed the head last (kept as written, like the audit log), and when. */
    changedByEmail: text('changed_by_email').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recordKey] })],
);

/** Every published version of a record, numbered from 1; the newest RECORD_VERSIONS_KEPT are kept. */
export const recordVersions = pgTable(
  'record_versions',
  {
    kind: text('kind').notNull(),
    recordKey: text('record_key').notNull(),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    langs: jsonb('langs').$type<LangCode[]>().notNull(),
    note: text('note').notNull().default(''),
    /** publish, release or baseline (the record as it was public before drafts began). */
    source: text('source').notNull(),
    actorEmail: text('actor_email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recordKey, t.number] })],
);

/**
 * A named set of publishes (or removals) that go out together at `run_at`: status scheduled,
 * then done or failed (once, claimed with FOR UPDATE SKIP LOCKED), or cancelled before.
 */
export const releases = pgTable(
  'releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('scheduled'),
    /** Raised by every edit, so two editors never overwrite each other's change of a release. */
    version: integer('version').notNull().default(1),
    createdByEmail: text('created_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ranAt: timestamp('ran_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    index('releases_due_idx').on(t.status, t.runAt),
    check('releases_status_check', sql`${t.status} IN ('scheduled', 'done', 'failed', 'cancelled')`),
  ],
);

export const releaseItems = pgTable(
  'release_items',
  {
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    recordKey: text('record_key').notNull(),
    /** publish (the record's draft, in `langs`) or unpublish (take it off the site). */
    action: text('action').notNull(),
    langs: jsonb('langs').$type<LangCode[]>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.kind, t.recordKey] }),
    index('release_items_record_idx').on(t.kind, t.recordKey),
  ],
);
