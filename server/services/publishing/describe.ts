// What the console shows of records: each one's working copy (the draft where there is one,
// else what is public), the version to name when saving it, and its publishing state.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { releaseItems, releases } from '../../db/schema';
import { changedLanguages } from '../../../src/shared/publishing/languages';
import type { PublishingState, ReleaseAction, ScheduledRun } from '../../../src/shared/publishing/types';
import { editVersion, readHeads, type Head } from './heads';
import type { KindAdapter, PublicRecord, PublishedKind, Snapshot } from './kind';
import { lastPublished } from './versions';

export type RecordDescription = {
  key: string;
  version: number;
  /** The draft where there is one, else the public version: what the editor edits. */
  working: Snapshot | null;
  published: Snapshot | null;
  draft: Snapshot | null;
  publishing: PublishingState;
};

/** The scheduled releases that name records of a kind, by record. */
export async function scheduledRuns(
  db: Db,
  kind: PublishedKind,
  keys?: string[],
): Promise<Map<string, ScheduledRun[]>> {
  if (keys && keys.length === 0) return new Map();
  const rows = await db
    .select({
      key: releaseItems.recordKey,
      releaseId: releases.id,
      name: releases.name,
      runAt: releases.runAt,
      action: releaseItems.action,
    })
    .from(releaseItems)
    .innerJoin(releases, eq(releases.id, releaseItems.releaseId))
    .where(
      and(
        eq(releases.status, 'scheduled'),
        eq(releaseItems.kind, kind),
        keys ? inArray(releaseItems.recordKey, keys) : undefined,
      ),
    )
    .orderBy(asc(releases.runAt));
  const byKey = new Map<string, ScheduledRun[]>();
  for (const row of rows) {
    const runs = byKey.get(row.key) ?? [];
    runs.push({
      releaseId: row.releaseId,
      name: row.name,
      runAt: row.runAt.toISOString(),
      action: row.action as ReleaseAction,
    });
    byKey.set(row.key, runs);
  }
  return byKey;
}

export function describeOne(
  key: string,
  record: PublicRecord,
  head: Head | undefined,
  scheduled: ScheduledRun[],
  publishedAt: Date | undefined,
): RecordDescription {
  const draft = head?.draft ?? null;
  const published = record.snapshot;
  const languages = changedLanguages(published, draft);
  return {
    key,
    version: editVersion(record, head),
    working: draft ?? published,
    published,
    draft,
    publishing: {
      state: !published ? 'draft' : draft && languages.length > 0 ? 'changed' : 'published',
      changedLanguages: languages,
      scheduled,
      publishedAt: published && publishedAt ? publishedAt.toISOString() : null,
      changedBy: head?.changedByEmail ?? null,
      changedAt: head?.changedAt.toISOString() ?? null,
    },
  };
}

/** Describes records the caller has read from the public tables (a section's list). */
export async function describeRecords(
  db: Db,
  adapter: KindAdapter,
  records: ReadonlyArray<{ key: string; record: PublicRecord }>,
): Promise<Map<string, RecordDescription>> {
  const keys = records.map((entry) => entry.key);
  const [heads, runs, published] = await Promise.all([
    readHeads(db, adapter.kind, keys),
    scheduledRuns(db, adapter.kind, keys),
    lastPublished(db, adapter.kind),
  ]);
  return new Map(
    records.map(({ key, record }) => [
      key,
      describeOne(key, record, heads.get(key), runs.get(key) ?? [], published.get(key)),
    ]),
  );
}

/** Describes one record by its key; undefined when there is no such record. */
export async function describeRecord(
  db: Db,
  adapter: KindAdapter,
  key: string,
): Promise<RecordDescription | undefined> {
  if (!adapter.isKey(key)) return undefined;
  const record = await adapter.read(db, key);
  if (!record) return undefined;
  return (await describeRecords(db, adapter, [{ key, record }])).get(key);
}
