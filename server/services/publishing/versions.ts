// The published versions of a record. Each publish adds one; the newest RECORD_VERSIONS_KEPT
// stay (the README says what that takes). A record public before drafts began gets its first
// version, "baseline", from its public row the first time one is needed, so history starts
// with exactly what the public saw.
import { and, desc, eq, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { recordVersions } from '../../db/schema';
import type { LangCode } from '../../../src/shared/language';
import type { VersionSummary } from '../../../src/shared/publishing/types';
import type { PublishedKind, Snapshot, Tx } from './kind';

export const RECORD_VERSIONS_KEPT = 100;

export type VersionMeta = { source: VersionSummary['source']; note: string; actorEmail: string };

type Row = typeof recordVersions.$inferSelect;

const summaryOf = (row: Row): VersionSummary => ({
  number: row.number,
  at: row.at.toISOString(),
  by: row.actorEmail,
  langs: row.langs,
  note: row.note,
  source: row.source as VersionSummary['source'],
});

const ofRecord = (kind: PublishedKind, key: string) =>
  and(eq(recordVersions.kind, kind), eq(recordVersions.recordKey, key));

async function newestNumber(tx: Tx | Db, kind: PublishedKind, key: string): Promise<number> {
  const [row] = await tx
    .select({ number: max(recordVersions.number) })
    .from(recordVersions)
    .where(ofRecord(kind, key));
  return row?.number ?? 0;
}

/** Adds version 1 from what is public now, when the record has no version yet. */
export async function ensureBaseline(
  tx: Tx,
  kind: PublishedKind,
  key: string,
  published: Snapshot | null,
  now: Date,
): Promise<void> {
  if (!published || (await newestNumber(tx, kind, key)) > 0) return;
  await tx
    .insert(recordVersions)
    .values({
      kind,
      recordKey: key,
      number: 1,
      snapshot: published,
      langs: ['id', 'en'],
      source: 'baseline',
      actorEmail: 'system',
      at: now,
    })
    .onConflictDoNothing();
}

/** Keeps `snapshot` as the record's next version and lets the oldest beyond the kept number go. */
export async function addVersion(
  tx: Tx,
  kind: PublishedKind,
  key: string,
  snapshot: Snapshot,
  langs: LangCode[],
  meta: VersionMeta,
  now: Date,
): Promise<number> {
  const number = (await newestNumber(tx, kind, key)) + 1;
  await tx.insert(recordVersions).values({ kind, recordKey: key, number, snapshot, langs, ...meta, at: now });
  await tx
    .delete(recordVersions)
    .where(and(ofRecord(kind, key), lte(recordVersions.number, number - RECORD_VERSIONS_KEPT)));
  return number;
}

export async function listVersions(db: Db, kind: PublishedKind, key: string): Promise<VersionSummary[]> {
  const rows = await db.select().from(recordVersions).where(ofRecord(kind, key)).orderBy(desc(recordVersions.number));
  return rows.map(summaryOf);
}

export async function readVersion(
  db: Db | Tx,
  kind: PublishedKind,
  key: string,
  number: number,
): Promise<(VersionSummary & { snapshot: Snapshot }) | undefined> {
  const [row] = await db
    .select()
    .from(recordVersions)
    .where(and(ofRecord(kind, key), eq(recordVersions.number, number)));
  return row ? { ...summaryOf(row), snapshot: row.snapshot } : undefined;
}

/** When each record of a kind was last published (its newest version), for the lists' states. */
export async function lastPublished(db: Db, kind: PublishedKind): Promise<Map<string, Date>> {
  const rows = await db
    .select({ key: recordVersions.recordKey, at: max(recordVersions.at) })
    .from(recordVersions)
    .where(eq(recordVersions.kind, kind))
    .groupBy(recordVersions.recordKey);
  return new Map(rows.filter((row) => row.at).map((row) => [row.key, row.at!]));
}
