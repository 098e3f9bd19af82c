// Releases: several records published (or taken off the site) together at a time on the
// clinic's clock. This file keeps them (schedule, edit, cancel, list); releaseRuns.ts runs them.
// A release publishes each record's draft as it stands when it runs, so the list shows what
// it will change now: the difference between each record's draft and its public version.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { releaseItems, releases } from '../../db/schema';
import {
  RECORD_NOT_FOUND,
  RELEASE_IN_PAST,
  RELEASE_NOT_FOUND,
  RELEASE_NOT_SCHEDULED,
  RELEASE_STALE,
  CANNOT_UNPUBLISH,
} from '../../../src/shared/messages/publishing';
import { ADMINS_ONLY } from '../../../src/shared/messages/staff';
import { instantOfLocal, localOfInstant } from '../../../src/shared/publishing/releaseTime';
import {
  PUBLISH_LANGUAGES,
  RELEASE_STATUSES,
  type PublishedKind,
  type Release,
  type ReleaseAction,
  type ReleaseItem,
  type ReleaseStatus,
} from '../../../src/shared/publishing/types';
import { roleAllows, type Role } from '../../../src/shared/roles';
import type { ReleaseInput } from '../../../src/shared/validation/publishing';
import { recordAudit, type Actor } from '../audit';
import { conflict, forbidden, invalid, notFound } from '../failures';
import { describeRecord } from './describe';
import type { Tx } from './kind';
import { kindAdapter } from './kindRegistry';

export type { ReleaseStatus };

type ReleaseRow = typeof releases.$inferSelect;
type ItemRow = typeof releaseItems.$inferSelect;

export type ReleaseContext = { actor: Actor; role: Role; now: Date; timeZone: string };

/** Checks what a release asks for and answers its time as an instant and its items as rows. */
async function checkedInput(db: Db, input: ReleaseInput, context: ReleaseContext) {
  const runAt = instantOfLocal(input.runAt, context.timeZone);
  if (!runAt || runAt.getTime() <= context.now.getTime()) throw invalid(RELEASE_IN_PAST);
  const items: Omit<ItemRow, 'releaseId'>[] = [];
  for (const [position, item] of input.items.entries()) {
    const adapter = kindAdapter(item.kind);
    if (!adapter || !adapter.isKey(item.key) || !(await adapter.read(db, item.key))) throw notFound(RECORD_NOT_FOUND);
    if (!roleAllows(context.role, adapter.publishRole)) throw forbidden(ADMINS_ONLY);
    if (item.action === 'unpublish' && !adapter.canUnpublish) throw invalid(CANNOT_UNPUBLISH);
    const langs =
      adapter.languages && item.langs?.length
        ? PUBLISH_LANGUAGES.filter((lang) => item.langs!.includes(lang))
        : [...PUBLISH_LANGUAGES];
    items.push({ kind: adapter.kind, recordKey: item.key, action: item.action, langs, position });
  }
  return { name: input.name.trim(), runAt, items };
}

const auditDetail = (name: string, runAt: Date, items: Omit<ItemRow, 'releaseId'>[]) => ({
  name,
  runAt: runAt.toISOString(),
  items: items.map((item) => ({ kind: item.kind, key: item.recordKey, action: item.action, langs: item.langs })),
});

export async function scheduleRelease(db: Db, input: ReleaseInput, context: ReleaseContext): Promise<string> {
  const { name, runAt, items } = await checkedInput(db, input, context);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(releases)
      .values({ name, runAt, createdByEmail: context.actor.email, createdAt: context.now, updatedAt: context.now })
      .returning({ id: releases.id });
    await tx.insert(releaseItems).values(items.map((item) => ({ ...item, releaseId: row!.id })));
    await recordAudit(tx, context.actor, 'release.schedule', name, { id: row!.id, ...auditDetail(name, runAt, items) });
    return row!.id;
  });
}

/** The scheduled release `id`, locked, when `version` is still its version. */
async function lockScheduled(tx: Tx, id: string, version: number): Promise<ReleaseRow> {
  const [row] = await tx.select().from(releases).where(eq(releases.id, id)).for('update');
  if (!row) throw notFound(RELEASE_NOT_FOUND);
  if (row.status !== 'scheduled') throw conflict(RELEASE_NOT_SCHEDULED);
  if (row.version !== version) throw conflict(RELEASE_STALE);
  return row;
}

/** A release that names the theme is an admin's to change or cancel, as it is to schedule. */
async function assertMayChange(tx: Tx, id: string, role: Role) {
  const items = await tx.select({ kind: releaseItems.kind }).from(releaseItems).where(eq(releaseItems.releaseId, id));
  for (const item of items) {
    const adapter = kindAdapter(item.kind);
    if (adapter && !roleAllows(role, adapter.publishRole)) throw forbidden(ADMINS_ONLY);
  }
}

/** Changes a release's name, time or records while it has not run. */
export async function editRelease(
  db: Db,
  id: string,
  input: ReleaseInput & { version: number },
  context: ReleaseContext,
): Promise<void> {
  const { name, runAt, items } = await checkedInput(db, input, context);
  await db.transaction(async (tx) => {
    await lockScheduled(tx, id, input.version);
    await assertMayChange(tx, id, context.role);
    await tx
      .update(releases)
      .set({ name, runAt, version: input.version + 1, updatedAt: context.now })
      .where(eq(releases.id, id));
    await tx.delete(releaseItems).where(eq(releaseItems.releaseId, id));
    await tx.insert(releaseItems).values(items.map((item) => ({ ...item, releaseId: id })));
    await recordAudit(tx, context.actor, 'release.update', name, { id, ...auditDetail(name, runAt, items) });
  });
}

export async function cancelRelease(db: Db, id: string, version: number, context: ReleaseContext): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockScheduled(tx, id, version);
    await assertMayChange(tx, id, context.role);
    await tx
      .update(releases)
      .set({ status: 'cancelled', version: version + 1, updatedAt: context.now })
      .where(eq(releases.id, id));
    await recordAudit(tx, context.actor, 'release.cancel', row.name, { id, runAt: row.runAt.toISOString() });
  });
}

async function itemView(db: Db, item: ItemRow, pending: boolean): Promise<ReleaseItem> {
  const adapter = kindAdapter(item.kind);
  // Stored by a release that checked its kinds (checkedInput).
  const base = {
    kind: item.kind as PublishedKind,
    key: item.recordKey,
    action: item.action as ReleaseAction,
    langs: item.langs,
  };
  const described = adapter ? await describeRecord(db, adapter, item.recordKey) : undefined;
  const title = adapter ? adapter.title(described?.working ?? null, item.recordKey) : item.recordKey;
  if (!pending || !described) return { ...base, title };
  return {
    ...base,
    title,
    changedLanguages: described.publishing.changedLanguages,
    published: described.published,
    draft: described.draft,
  };
}

async function viewOf(db: Db, row: ReleaseRow, items: ItemRow[], timeZone: string): Promise<Release> {
  const pending = row.status === 'scheduled';
  return {
    id: row.id,
    name: row.name,
    status: row.status as ReleaseStatus,
    version: row.version,
    runAt: row.runAt.toISOString(),
    runAtLocal: localOfInstant(row.runAt, timeZone),
    createdBy: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    ranAt: row.ranAt?.toISOString() ?? null,
    error: row.error,
    items: await Promise.all(items.map((item) => itemView(db, item, pending))),
  };
}

/** The releases of one status: the scheduled ones soonest first, the others newest first. */
export async function listReleases(db: Db, status: ReleaseStatus, timeZone: string, limit = 100): Promise<Release[]> {
  const rows = await db
    .select()
    .from(releases)
    .where(eq(releases.status, status))
    .orderBy(status === 'scheduled' ? asc(releases.runAt) : desc(releases.runAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(releaseItems)
    .where(
      inArray(
        releaseItems.releaseId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(releaseItems.position));
  return Promise.all(
    rows.map((row) =>
      viewOf(
        db,
        row,
        items.filter((item) => item.releaseId === row.id),
        timeZone,
      ),
    ),
  );
}

export async function readRelease(db: Db, id: string, timeZone: string): Promise<Release | undefined> {
  const [row] = await db.select().from(releases).where(eq(releases.id, id));
  if (!row) return undefined;
  const items = await db
    .select()
    .from(releaseItems)
    .where(eq(releaseItems.releaseId, id))
    .orderBy(asc(releaseItems.position));
  return viewOf(db, row, items, timeZone);
}

export const isReleaseStatus = (value: unknown): value is ReleaseStatus =>
  typeof value === 'string' && (RELEASE_STATUSES as readonly string[]).includes(value);
