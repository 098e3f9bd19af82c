// Releases through the staff API and their runs: scheduled in the clinic's time, listed with
// what each will change, edited and cancelled while they wait; at their time every record is
// published in one transaction (all or none), once, with the log and the audit saying when.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  RELEASE_CANCELLED,
  RELEASE_DUPLICATE_ITEM,
  RELEASE_IN_PAST,
  RELEASE_NOT_SCHEDULED,
  RELEASE_STALE,
} from '../../../src/shared/messages/publishing';
import { ADMINS_ONLY } from '../../../src/shared/messages/staff';
import { auditLog, contentDocuments, recordVersions, releases } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, sessionAs, type Session } from '../../test/staffFixtures';
import { runDueReleases } from '../../services/publishing/releaseRuns';

type Body = Record<string, unknown>;
type Release = {
  id: string;
  name: string;
  status: string;
  version: number;
  runAt: string;
  runAtLocal: string;
  ranAt: string | null;
  error: string | null;
  items: {
    kind: string;
    key: string;
    action: string;
    langs: string[];
    changedLanguages?: string[];
    draft?: Body | null;
  }[];
};

// 2026-12-02 15:00 WIB.
const START = new Date('2026-12-02T08:00:00.000Z');

let t: TestApp;
let editor: Session;

beforeAll(async () => {
  t = await createTestApp({ now: START, env: { CONTENT_CACHE_MS: '60000' } });
  editor = await sessionAs(t, 'editor');
});
afterAll(async () => {
  await t.close();
});

const headers = () => bearer(editor.token);
const schedule = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/releases', headers: headers(), payload });
const list = async (status = 'scheduled') =>
  (await t.app.inject({ url: `/api/admin/releases?status=${status}`, headers: headers() })).json() as {
    timeZone: string;
    releases: Release[];
  };
const publicField = async (url: string, field: string, lang: 'id' | 'en' = 'id') =>
  ((await t.app.inject({ url, headers: { 'accept-language': lang } })).json() as { data: Body }).data[field];

/** Saves a draft of a page document with `field` set in Indonesian. */
async function draft(slug: string, field: string, value: string) {
  const document = (await t.app.inject({ url: `/api/admin/content/${slug}`, headers: headers() })).json() as {
    version: number;
    id: Body;
    en: Body;
  };
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/content/${slug}`,
    headers: headers(),
    payload: { version: document.version, id: { ...document.id, [field]: value }, en: document.en },
  });
  expect(saved.statusCode).toBe(200);
}

const THREE = [
  { slug: 'contact', url: '/api/contact-content', field: 'formTitle' },
  { slug: 'career', url: '/api/career-content', field: 'jobsTitle' },
  { slug: 'home', url: '/api/home-content', field: 'headerTitle' },
] as const;

describe('scheduling', () => {
  test('a release is scheduled in clinic time and listed with what it will change', async () => {
    for (const page of THREE) await draft(page.slug, page.field, `Rilis ${page.slug}`);
    const response = await schedule({
      name: 'Pengumuman',
      runAt: '2026-12-03T08:00',
      items: THREE.map((page) => ({ kind: 'page', key: page.slug, action: 'publish' })),
    });
    expect(response.statusCode).toBe(200);
    const { release } = response.json() as { release: Release };
    expect(release).toMatchObject({
      name: 'Pengumuman',
      status: 'scheduled',
      runAt: '2026-12-03T01:00:00.000Z',
      runAtLocal: '2026-12-03T08:00',
      ranAt: null,
    });
    const listed = await list();
    expect(listed.timeZone).toBe('Asia/Jakarta');
    const [item] = listed.releases.find((each) => each.id === release.id)!.items;
    expect(item).toMatchObject({
      kind: 'page',
      key: 'contact',
      action: 'publish',
      langs: ['id', 'en'],
      changedLanguages: ['id'],
    });
    expect((item!.draft as { id: Body }).id.formTitle).toBe('Rilis contact');

    // The records show it as scheduled.
    const contact = (await t.app.inject({ url: '/api/admin/content/contact', headers: headers() })).json() as {
      publishing: { scheduled: { releaseId: string; runAt: string }[] };
    };
    expect(contact.publishing.scheduled).toEqual([
      { releaseId: release.id, name: 'Pengumuman', runAt: '2026-12-03T01:00:00.000Z', action: 'publish' },
    ]);
    // Not public yet, and nothing runs before its time.
    expect(await runDueReleases(t.db, new Date('2026-12-03T00:59:59.000Z'))).toEqual([]);
    expect(await publicField('/api/contact-content', 'formTitle')).not.toBe('Rilis contact');
  });

  test.each([
    ['a time in the past', { runAt: '2026-12-02T14:59' }, 400, RELEASE_IN_PAST],
    [
      'a record twice',
      {
        items: [
          { kind: 'page', key: 'home', action: 'publish' },
          { kind: 'page', key: 'home', action: 'publish' },
        ],
      },
      400,
      RELEASE_DUPLICATE_ITEM,
    ],
    ['an unknown record', { items: [{ kind: 'page', key: 'pricing', action: 'publish' }] }, 404, undefined],
    ['a page taken off the site', { items: [{ kind: 'page', key: 'home', action: 'unpublish' }] }, 400, undefined],
  ])('%s is refused and nothing is scheduled', async (_name, change, status, message) => {
    const before = (await t.db.select().from(releases)).length;
    const response = await schedule({
      name: 'Salah',
      runAt: '2026-12-04T08:00',
      items: [{ kind: 'page', key: 'home', action: 'publish' }],
      ...change,
    });
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json()).toEqual({ success: false, message });
    expect((await t.db.select().from(releases)).length).toBe(before);
  });

  test('a release is edited and cancelled until it runs; a stale edit is refused', async () => {
    const created = (
      (
        await schedule({
          name: 'Nanti',
          runAt: '2026-12-05T08:00',
          items: [{ kind: 'page', key: 'about', action: 'publish' }],
        })
      ).json() as {
        release: Release;
      }
    ).release;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/releases/${created.id}`,
      headers: headers(),
      payload: {
        version: created.version,
        name: 'Nanti saja',
        runAt: '2026-12-06T09:30',
        items: [{ kind: 'page', key: 'about', action: 'publish', langs: ['en'] }],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect((edited.json() as { release: Release }).release).toMatchObject({
      name: 'Nanti saja',
      runAtLocal: '2026-12-06T09:30',
      version: created.version + 1,
      items: [{ key: 'about', langs: ['en'] }],
    });
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/admin/releases/${created.id}/cancel`,
      headers: headers(),
      payload: { version: created.version },
    });
    expect([stale.statusCode, stale.json()]).toEqual([409, { success: false, message: RELEASE_STALE }]);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/releases/${created.id}/cancel`,
      headers: headers(),
      payload: { version: created.version + 1 },
    });
    expect([cancelled.statusCode, cancelled.json()]).toEqual([200, { success: true, message: RELEASE_CANCELLED }]);
    expect((await list('cancelled')).releases.map((release) => release.id)).toContain(created.id);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/releases/${created.id}/cancel`,
      headers: headers(),
      payload: { version: created.version + 2 },
    });
    expect([again.statusCode, again.json()]).toEqual([409, { success: false, message: RELEASE_NOT_SCHEDULED }]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'release.cancel'));
    expect(audit.map((entry) => entry.target)).toContain('Nanti saja');
  });
});

test('the theme is an admin’s to schedule, change and cancel', async () => {
  const admin = await sessionAs(t, 'admin');
  const themeItem = [{ kind: 'theme', key: 'theme', action: 'publish' }];
  const byEditor = await schedule({ name: 'Warna', runAt: '2026-12-09T08:00', items: themeItem });
  expect([byEditor.statusCode, byEditor.json()]).toEqual([403, { success: false, message: ADMINS_ONLY }]);
  const byAdmin = await t.app.inject({
    method: 'POST',
    url: '/api/admin/releases',
    headers: bearer(admin.token),
    payload: { name: 'Warna', runAt: '2026-12-09T08:00', items: themeItem },
  });
  expect(byAdmin.statusCode).toBe(200);
  const { release } = byAdmin.json() as { release: Release };
  const edit = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/releases/${release.id}`,
    headers: headers(),
    payload: {
      version: release.version,
      name: 'Warna',
      runAt: '2026-12-09T08:00',
      items: [{ kind: 'page', key: 'home', action: 'publish' }],
    },
  });
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/api/admin/releases/${release.id}/cancel`,
    headers: headers(),
    payload: { version: release.version },
  });
  expect([edit.statusCode, cancel.statusCode]).toEqual([403, 403]);
  const [row] = await t.db.select().from(releases).where(eq(releases.id, release.id));
  expect(row).toMatchObject({ status: 'scheduled', name: 'Warna', version: release.version });
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/admin/releases/${release.id}/cancel`,
    headers: bearer(admin.token),
    payload: { version: release.version },
  });
  expect(cancelled.statusCode).toBe(200);
});

describe('running', () => {
  test('at its time every record of the release is published together, and the audit says when it ran', async () => {
    const ranAt = new Date('2026-12-03T01:00:07.000Z');
    const runs = await runDueReleases(t.db, ranAt);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ name: 'Pengumuman', outcome: 'done', ranAt });
    for (const page of THREE) expect(await publicField(page.url, page.field)).toBe(`Rilis ${page.slug}`);

    const [done] = (await list('done')).releases;
    expect(done).toMatchObject({ name: 'Pengumuman', status: 'done', ranAt: ranAt.toISOString() });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'release.run'));
    expect(entry!.detail).toMatchObject({
      scheduledFor: '2026-12-03T01:00:00.000Z',
      ranAt: ranAt.toISOString(),
      outcome: 'done',
    });
    const versions = await t.db
      .select()
      .from(recordVersions)
      .where(and(eq(recordVersions.kind, 'page'), eq(recordVersions.source, 'release')));
    expect(versions.map((version) => [version.recordKey, version.note, version.actorEmail]).sort()).toEqual(
      THREE.map((page) => [page.slug, 'Pengumuman', editor.email]).sort(),
    );
    // It ran: a second look finds nothing.
    expect(await runDueReleases(t.db, new Date('2026-12-03T02:00:00.000Z'))).toEqual([]);
  });

  test('when one record cannot be published, none is, and the release says why', async () => {
    t.setNow(new Date('2026-12-03T03:00:00.000Z'));
    await draft('contact', 'formTitle', 'Semua atau tidak');
    await draft('career', 'jobsTitle', 'Semua atau tidak');
    await draft('our-brand', 'restaurantsTitle', 'Semua atau tidak');
    const created = await schedule({
      name: 'Gagal',
      runAt: '2026-12-03T11:00',
      items: ['contact', 'career', 'our-brand'].map((key) => ({ kind: 'page', key, action: 'publish' })),
    });
    expect(created.statusCode).toBe(200);
    // The last record is gone by the time the release runs.
    await t.db.delete(contentDocuments).where(eq(contentDocuments.slug, 'our-brand'));
    const versionsBefore = (await t.db.select().from(recordVersions)).length;

    const [run] = await runDueReleases(t.db, new Date('2026-12-03T04:00:00.000Z'));
    expect(run).toMatchObject({ name: 'Gagal', outcome: 'failed', changed: [] });
    expect(run!.error).toContain('our-brand');
    expect(await publicField('/api/contact-content', 'formTitle')).toBe('Rilis contact');
    expect(await publicField('/api/career-content', 'jobsTitle')).toBe('Rilis career');
    expect((await t.db.select().from(recordVersions)).length).toBe(versionsBefore);
    const [failed] = (await list('failed')).releases;
    expect(failed).toMatchObject({ name: 'Gagal', status: 'failed', ranAt: '2026-12-03T04:00:00.000Z' });
    expect(failed!.error).toContain('our-brand');
    // The drafts are still there to publish once the problem is put right.
    const contact = (await t.app.inject({ url: '/api/admin/content/contact', headers: headers() })).json() as {
      id: Body;
      publishing: { state: string };
    };
    expect([contact.id.formTitle, contact.publishing.state]).toEqual(['Semua atau tidak', 'changed']);
  });
});
