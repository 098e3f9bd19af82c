// Making a draft public, and taking a record off the site. The publish of one record (from
// the console) and of a release's records (releases.ts) are the same step, applyPublish, run
// in the caller's transaction so a release's records go out together or not at all.
import type { Db } from '../../db/connect';
import type { LangCode } from '../../../src/shared/language';
import { mergeLanguages } from '../../../src/shared/publishing/languages';
import { sameJson } from '../../../src/shared/sameJson';
import { PUBLISH_LANGUAGES } from '../../../src/shared/publishing/types';
import { recordAudit, type Actor } from '../audit';
import { editVersion, readHead, writeHead, type Head } from './heads';
import type { KindAdapter, PublicRecord, Snapshot, Tx } from './kind';
import { addVersion, ensureBaseline, type VersionMeta } from './versions';

export type Applied =
  { outcome: 'published'; number: number; version: number; langs: LangCode[] } | { outcome: 'nothing' };

/** The languages a publish takes: both for a kind without them, and for a record going public for the first time. */
function languagesOf(adapter: KindAdapter, record: PublicRecord, asked: readonly LangCode[] | undefined): LangCode[] {
  if (!adapter.languages || !record.snapshot || !asked || asked.length === 0) return [...PUBLISH_LANGUAGES];
  return PUBLISH_LANGUAGES.filter((lang) => asked.includes(lang));
}

/**
 * Publishes the draft's `langs` over what is public, keeps the version and leaves in the draft
 * only what was not published (the other language's changes). Nothing new to publish: nothing changes.
 */
export async function applyPublish(
  tx: Tx,
  adapter: KindAdapter,
  key: string,
  record: PublicRecord,
  head: Head | undefined,
  asked: readonly LangCode[] | undefined,
  meta: VersionMeta,
  actor: Actor,
  now: Date,
): Promise<Applied> {
  const draft = head?.draft ?? null;
  if (!draft) return { outcome: 'nothing' };
  const langs = languagesOf(adapter, record, asked);
  const next = mergeLanguages(record.snapshot, draft, langs);
  if (record.snapshot && sameJson(next, record.snapshot)) return { outcome: 'nothing' };
  await ensureBaseline(tx, adapter.kind, key, record.snapshot, now);
  await adapter.write(tx, key, next, now);
  const number = await addVersion(tx, adapter.kind, key, next, langs, meta, now);
  const version = editVersion(record, head) + 1;
  await writeHead(tx, adapter.kind, key, { version, draft: sameJson(next, draft) ? null : draft }, actor, now);
  return { outcome: 'published', number, version, langs };
}

export type PublishOutcome =
  Applied | { outcome: 'missing' } | { outcome: 'changed'; changedBy: string | null; changedAt: Date | null };

export type PublishRequest = { version: number; langs?: LangCode[]; note?: string };

/**
 * Publishes a record from the console. Refused when the record changed after the editor
 * opened it (`version`), naming who changed it and when.
 */
export async function publishRecord(
  db: Db,
  adapter: KindAdapter,
  key: string,
  request: PublishRequest,
  actor: Actor,
  now: Date,
): Promise<PublishOutcome> {
  if (!adapter.isKey(key)) return { outcome: 'missing' };
  const outcome = await db.transaction(async (tx): Promise<PublishOutcome> => {
    const record = await adapter.read(tx, key, true);
    if (!record) return { outcome: 'missing' };
    const head = await readHead(tx, adapter.kind, key, true);
    if (editVersion(record, head) !== request.version)
      return { outcome: 'changed', changedBy: head?.changedByEmail ?? null, changedAt: head?.changedAt ?? null };
    const note = request.note?.trim() ?? '';
    const applied = await applyPublish(
      tx,
      adapter,
      key,
      record,
      head,
      request.langs,
      { source: 'publish', note, actorEmail: actor.email },
      actor,
      now,
    );
    if (applied.outcome === 'published')
      await recordAudit(tx, actor, 'publish', `${adapter.kind}:${key}`, {
        title: adapter.title(head?.draft ?? null, key),
        langs: applied.langs,
        number: applied.number,
        note,
      });
    return applied;
  });
  if (outcome.outcome === 'published') adapter.invalidate(db, key);
  return outcome;
}

export type UnpublishOutcome =
  { outcome: 'saved'; version: number } | { outcome: 'missing' | 'stale' | 'not-public' | 'cannot' };

/**
 * Takes a record off the site now, in the transaction `tx` (a release) or its own. What was
 * public stays as its draft, so publishing again brings it back.
 */
export async function applyUnpublish(
  tx: Tx,
  adapter: KindAdapter,
  key: string,
  record: PublicRecord,
  head: Head | undefined,
  actor: Actor,
  now: Date,
) {
  if (!adapter.unpublish || !record.snapshot) return false;
  await adapter.unpublish(tx, key, now);
  const draft: Snapshot = head?.draft ?? record.snapshot;
  await writeHead(tx, adapter.kind, key, { version: editVersion(record, head) + 1, draft }, actor, now);
  return true;
}

export async function unpublishRecord(
  db: Db,
  adapter: KindAdapter,
  key: string,
  version: number,
  actor: Actor,
  now: Date,
): Promise<UnpublishOutcome> {
  if (!adapter.canUnpublish) return { outcome: 'cannot' };
  if (!adapter.isKey(key)) return { outcome: 'missing' };
  const outcome = await db.transaction(async (tx): Promise<UnpublishOutcome> => {
    const record = await adapter.read(tx, key, true);
    if (!record) return { outcome: 'missing' };
    const head = await readHead(tx, adapter.kind, key, true);
    if (editVersion(record, head) !== version) return { outcome: 'stale' };
    if (!(await applyUnpublish(tx, adapter, key, record, head, actor, now))) return { outcome: 'not-public' };
    await recordAudit(tx, actor, 'unpublish', `${adapter.kind}:${key}`, { title: adapter.title(record.snapshot, key) });
    return { outcome: 'saved', version: version + 1 };
  });
  if (outcome.outcome === 'saved') adapter.invalidate(db, key);
  return outcome;
}
