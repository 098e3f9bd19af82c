// A release runs exactly once: with two server processes on one database looking at the same
// moment, and when the site was down at its time and starts again afterwards. (On PGlite the
// two processes share one database handle; with TEST_DATABASE_URL they are two connections to
// one PostgreSQL, where FOR UPDATE SKIP LOCKED decides.)
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/connect';
import { recordVersions, releases } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { openTestDatabase } from '../../test/harness';
import type { Actor } from '../audit';
import { readHead, saveDraft } from './heads';
import { pageKind } from './kinds/pages';
import { scheduleRelease } from './releases';
import { createReleaseWorker, type ReleaseLog } from './releaseWorker';

let first: Database & { url?: string };
let second: Database;
const editor: Actor = { id: null, email: 'ir@nusantara.example' };
const T = new Date('2026-12-02T08:00:00.000Z');
const context = { actor: editor, role: 'editor' as const, now: T, timeZone: 'Asia/Jakarta' };

beforeAll(async () => {
  first = await openTestDatabase();
  second = first.url ? await openDatabase({ databaseUrl: first.url }) : first;
  await seedDatabase(first.db);
}, 60_000);
afterAll(async () => {
  if (second !== first) await second?.close();
  await first?.close();
});

async function draftTitle(title: string) {
  const record = (await pageKind.read(first.db, 'home'))!;
  const snapshot = record.snapshot as { id: Record<string, unknown>; en: Record<string, unknown> };
  const head = await readHead(first.db, 'page', 'home');
  const outcome = await saveDraft(
    first.db,
    pageKind,
    'home',
    { id: { ...snapshot.id, headerTitle: title }, en: snapshot.en },
    head?.version ?? record.version,
    editor,
    T,
  );
  expect(outcome.outcome).toBe('saved');
}

const publishedTitle = async () =>
  ((await pageKind.read(first.db, 'home'))!.snapshot as { id: { headerTitle: string } }).id.headerTitle;
const releaseVersions = async () =>
  (
    await first.db
      .select()
      .from(recordVersions)
      .where(and(eq(recordVersions.recordKey, 'home'), eq(recordVersions.source, 'release')))
  ).length;

function recordingLog() {
  const lines: { message: string; detail: Record<string, unknown> }[] = [];
  const log: ReleaseLog = {
    info: (detail, message) => lines.push({ message, detail }),
    error: (detail, message) => lines.push({ message, detail }),
  };
  return { log, lines };
}

test('two processes looking at once: the release runs once', async () => {
  await draftTitle('Sekali saja');
  await scheduleRelease(
    first.db,
    { name: 'Sekali', runAt: '2026-12-02T16:00', items: [{ kind: 'page', key: 'home', action: 'publish' }] },
    context,
  );
  const at = new Date('2026-12-02T09:00:00.000Z');
  const workers = [first, second].map((database) =>
    createReleaseWorker({ db: database.db, now: () => at, pollMs: 60_000, log: recordingLog().log }),
  );
  const runs = (await Promise.all(workers.map((worker) => worker.tick()))).flat();
  expect(runs.map((run) => [run.name, run.outcome])).toEqual([['Sekali', 'done']]);
  expect(await publishedTitle()).toBe('Sekali saja');
  expect(await releaseVersions()).toBe(1);
  expect((await first.db.select().from(releases).where(eq(releases.name, 'Sekali')))[0]).toMatchObject({
    status: 'done',
    ranAt: at,
  });
});

test('a release that came due while the site was down runs when it starts, and the log says when', async () => {
  await draftTitle('Setelah mulai lagi');
  await scheduleRelease(
    first.db,
    { name: 'Saat mati', runAt: '2026-12-02T17:00', items: [{ kind: 'page', key: 'home', action: 'publish' }] },
    context,
  );
  // Started again at 18:30 WIB, an hour and a half after the release's time.
  const startedAt = new Date('2026-12-02T11:30:00.000Z');
  const { log, lines } = recordingLog();
  const worker = createReleaseWorker({ db: second.db, now: () => startedAt, pollMs: 60_000, log });
  worker.start();
  await worker.stop();
  expect(await publishedTitle()).toBe('Setelah mulai lagi');
  expect(lines).toEqual([
    {
      message: 'release ran',
      detail: expect.objectContaining({
        name: 'Saat mati',
        scheduledFor: '2026-12-02T10:00:00.000Z',
        ranAt: startedAt.toISOString(),
        changed: 1,
      }),
    },
  ]);
  expect(await releaseVersions()).toBe(2);
});
