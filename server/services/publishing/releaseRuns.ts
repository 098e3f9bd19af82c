// Running releases that are due. Every server process looks; each release is claimed by one
// with FOR UPDATE SKIP LOCKED (as the mail outbox's rows are), so it runs exactly once however
// many processes share the database, and a release that came due while every process was down
// runs when the first one starts. Its records are published in one transaction: all or none.
import { and, asc, eq, lte, min } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { releaseItems, releases } from '../../db/schema';
import type { LangCode } from '../../../src/shared/language';
import { recordAudit, SYSTEM_ACTOR, type Actor } from '../audit';
import { readHead } from './heads';
import type { KindAdapter, Tx } from './kind';
import { kindAdapter } from './kindRegistry';
import { applyPublish, applyUnpublish } from './publish';

export type ReleaseRun = {
  id: string;
  name: string;
  scheduledFor: Date;
  ranAt: Date;
  outcome: 'done' | 'failed';
  /** The records it changed (none when it failed). */
  changed: { kind: string; key: string; action: string; langs?: LangCode[] }[];
  error?: string;
};

class ReleaseItemFailed extends Error {}

/** Applies every item of a release in `tx`; throws when one cannot be applied, so none is. */
async function applyItems(tx: Tx, release: typeof releases.$inferSelect, now: Date) {
  const items = await tx
    .select()
    .from(releaseItems)
    .where(eq(releaseItems.releaseId, release.id))
    .orderBy(asc(releaseItems.position));
  // The versions it writes name whoever scheduled it; the note is the release's name.
  const actor: Actor = { id: null, email: release.createdByEmail };
  const changed: ReleaseRun['changed'] = [];
  const touched: { adapter: KindAdapter; key: string }[] = [];
  for (const item of items) {
    const adapter = kindAdapter(item.kind);
    const record = adapter ? await adapter.read(tx, item.recordKey, true) : undefined;
    if (!adapter || !record) throw new ReleaseItemFailed(`${item.kind} ${item.recordKey} no longer exists`);
    const head = await readHead(tx, adapter.kind, item.recordKey, true);
    if (item.action === 'unpublish') {
      if (await applyUnpublish(tx, adapter, item.recordKey, record, head, actor, now)) {
        changed.push({ kind: item.kind, key: item.recordKey, action: 'unpublish' });
        touched.push({ adapter, key: item.recordKey });
      }
      continue;
    }
    const applied = await applyPublish(
      tx,
      adapter,
      item.recordKey,
      record,
      head,
      item.langs,
      { source: 'release', note: release.name, actorEmail: release.createdByEmail },
      actor,
      now,
    );
    if (applied.outcome === 'published') {
      changed.push({ kind: item.kind, key: item.recordKey, action: 'publish', langs: applied.langs });
      touched.push({ adapter, key: item.recordKey });
    }
  }
  return { changed, touched };
}

/** Claims and runs the next due release; undefined when none is due (or all due ones are being run elsewhere). */
export async function runNextRelease(db: Db, now: Date): Promise<ReleaseRun | undefined> {
  let touched: { adapter: KindAdapter; key: string }[] = [];
  const run = await db.transaction(async (tx): Promise<ReleaseRun | undefined> => {
    const [release] = await tx
      .select()
      .from(releases)
      .where(and(eq(releases.status, 'scheduled'), lte(releases.runAt, now)))
      .orderBy(asc(releases.runAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!release) return undefined;
    const base = { id: release.id, name: release.name, scheduledFor: release.runAt, ranAt: now };
    let result: Awaited<ReturnType<typeof applyItems>> | undefined;
    let error: string | undefined;
    try {
      // A savepoint: a failing record takes back the others' publishes, the claim stays.
      result = await tx.transaction((inner) => applyItems(inner, release, now));
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    const outcome = result ? ('done' as const) : ('failed' as const);
    await tx
      .update(releases)
      .set({ status: outcome, ranAt: now, error: error ?? null, updatedAt: now })
      .where(eq(releases.id, release.id));
    await recordAudit(tx, SYSTEM_ACTOR, 'release.run', release.name, {
      id: release.id,
      scheduledFor: release.runAt.toISOString(),
      ranAt: now.toISOString(),
      outcome,
      changed: result?.changed ?? [],
      ...(error ? { error } : {}),
    });
    touched = result?.touched ?? [];
    return { ...base, outcome, changed: result?.changed ?? [], ...(error ? { error } : {}) };
  });
  for (const { adapter, key } of touched) adapter.invalidate(db, key);
  return run;
}

/** Runs every release due at `now`, one after another. */
export async function runDueReleases(db: Db, now: Date): Promise<ReleaseRun[]> {
  const runs: ReleaseRun[] = [];
  for (let run = await runNextRelease(db, now); run; run = await runNextRelease(db, now)) runs.push(run);
  return runs;
}

/** When the next scheduled release is due, if any is scheduled. */
export async function nextReleaseAt(db: Db): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(releases.runAt) })
    .from(releases)
    .where(eq(releases.status, 'scheduled'));
  return row?.at ?? undefined;
}
