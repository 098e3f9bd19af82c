// A record's publishing head: its draft and the version an editor names. Saving a draft,
// discarding it and restoring an old version all go through here; each raises the version, so
// a second editor's save or publish made on what they opened earlier is refused.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { publishingHeads } from '../../db/schema';
import { sameJson } from '../../../src/shared/sameJson';
import { recordAudit, type Actor } from '../audit';
import type { KindAdapter, PublicRecord, PublishedKind, Snapshot, Tx } from './kind';
import { readVersion } from './versions';

export type Head = typeof publishingHeads.$inferSelect;

const headOf = (kind: PublishedKind, key: string) =>
  and(eq(publishingHeads.kind, kind), eq(publishingHeads.recordKey, key));

export async function readHead(tx: Tx | Db, kind: PublishedKind, key: string, forUpdate = false) {
  const query = tx.select().from(publishingHeads).where(headOf(kind, key));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row as Head | undefined;
}

/** The heads of a kind's records (all of them, or those of `keys`). */
export async function readHeads(db: Db, kind: PublishedKind, keys?: string[]): Promise<Map<string, Head>> {
  if (keys && keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(publishingHeads)
    .where(
      keys
        ? and(eq(publishingHeads.kind, kind), inArray(publishingHeads.recordKey, keys))
        : eq(publishingHeads.kind, kind),
    );
  return new Map(rows.map((row) => [row.recordKey, row]));
}

/** Drops the heads (and so the drafts) of records deleted from the public tables in `tx`. */
export async function forgetRecords(tx: Tx, adapter: KindAdapter, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .delete(publishingHeads)
    .where(and(eq(publishingHeads.kind, adapter.kind), inArray(publishingHeads.recordKey, [...keys])));
}

/** The version an editor names: the head's, or the public row's while the record has no head. */
export const editVersion = (record: PublicRecord, head: Head | undefined) => head?.version ?? record.version;

/** Writes the head (creating it on the record's first draft), raising the version by one. */
export async function writeHead(
  tx: Tx,
  kind: PublishedKind,
  key: string,
  values: { version: number; draft: Snapshot | null },
  actor: Actor,
  now: Date,
): Promise<void> {
  const set = { version: values.version, draft: values.draft, changedByEmail: actor.email, changedAt: now };
  await tx
    .insert(publishingHeads)
    .values({ kind, recordKey: key, ...set })
    .onConflictDoUpdate({ target: [publishingHeads.kind, publishingHeads.recordKey], set });
}

/** A draft equal to what is public is no draft. */
const draftOver = (published: Snapshot | null, draft: Snapshot | null) =>
  draft && published && sameJson(draft, published) ? null : draft;

export type HeadOutcome =
  | { outcome: 'saved'; version: number }
  | { outcome: 'stale' }
  | { outcome: 'missing' }
  | { outcome: 'nothing' }
  | { outcome: 'never-published' };

const target = (adapter: KindAdapter, key: string) => `${adapter.kind}:${key}`;

/**
 * Runs `change` on the locked record and head when `version` is still the one the editor
 * opened; `change` answers the new draft (or an outcome that changes nothing).
 */
async function changeHead(
  db: Db,
  adapter: KindAdapter,
  key: string,
  version: number,
  actor: Actor,
  now: Date,
  change: (
    record: PublicRecord,
    head: Head | undefined,
    tx: Tx,
  ) => Promise<{ draft: Snapshot | null; audit: [string, Record<string, unknown>] } | HeadOutcome>,
): Promise<HeadOutcome> {
  if (!adapter.isKey(key)) return { outcome: 'missing' };
  return db.transaction(async (tx) => {
    // The public row's lock orders the first drafts of a record that has no head yet.
    const record = await adapter.read(tx, key, true);
    if (!record) return { outcome: 'missing' as const };
    const head = await readHead(tx, adapter.kind, key, true);
    if (editVersion(record, head) !== version) return { outcome: 'stale' as const };
    const changed = await change(record, head, tx);
    if ('outcome' in changed) return changed;
    const next = version + 1;
    await writeHead(tx, adapter.kind, key, { version: next, draft: changed.draft }, actor, now);
    const [action, detail] = changed.audit;
    await recordAudit(tx, actor, action, target(adapter, key), {
      title: adapter.title(changed.draft ?? record.snapshot, key),
      version: next,
      ...detail,
    });
    return { outcome: 'saved' as const, version: next };
  });
}

/** Saves `snapshot` as the record's draft (validated by the section's route beforehand). */
export function saveDraft(
  db: Db,
  adapter: KindAdapter,
  key: string,
  snapshot: Snapshot,
  version: number,
  actor: Actor,
  now: Date,
) {
  return changeHead(db, adapter, key, version, actor, now, async (record) => ({
    draft: draftOver(record.snapshot, snapshot),
    audit: ['draft.save', {}],
  }));
}

/** Drops the draft: the editor sees the public version again. A record never public has nothing to go back to. */
export function discardDraft(db: Db, adapter: KindAdapter, key: string, version: number, actor: Actor, now: Date) {
  return changeHead(db, adapter, key, version, actor, now, async (record, head) => {
    if (!record.snapshot) return { outcome: 'never-published' as const };
    if (!head?.draft) return { outcome: 'nothing' as const };
    return { draft: null, audit: ['draft.discard', {}] };
  });
}

/** Makes an old version the draft. It is never published by this: the editor publishes it when ready. */
export function restoreVersion(
  db: Db,
  adapter: KindAdapter,
  key: string,
  number: number,
  version: number,
  actor: Actor,
  now: Date,
) {
  return changeHead(db, adapter, key, version, actor, now, async (record, _head, tx) => {
    const kept = await readVersion(tx, adapter.kind, key, number);
    if (!kept) return { outcome: 'nothing' as const };
    return { draft: draftOver(record.snapshot, kept.snapshot), audit: ['version.restore', { number }] };
  });
}

/**
 * Starts the head of a record created as a draft (a new restaurant, outlet or doctor), in the
 * transaction that inserted its hidden public row.
 */
export async function startDraft(
  tx: Tx,
  adapter: KindAdapter,
  key: string,
  snapshot: Snapshot,
  publicVersion: number,
  actor: Actor,
  now: Date,
): Promise<number> {
  const version = publicVersion + 1;
  await writeHead(tx, adapter.kind, key, { version, draft: snapshot }, actor, now);
  await recordAudit(tx, actor, 'draft.save', target(adapter, key), {
    title: adapter.title(snapshot, key),
    version,
    created: true,
  });
  return version;
}
