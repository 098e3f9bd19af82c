// Kept pages through the real app: the server's render of a public page is made once and
// sent again to every anonymous visitor of that page in that language, and a change through
// this process (a console publish, a booking) shows on the very next view.
import zlib from 'node:zlib';
import { renderPage } from '../../src/app/renderPage';
import { slotDays } from '../../src/shared/slots';
import { addUser, bookAs } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { bearer, sessionAs } from '../test/staffFixtures';

const INDEX_HTML =
  '<!doctype html><html lang=id><head><meta charset=utf-8><title>Site</title></head><body><div id=root></div></body></html>';

let t: TestApp;
let renders: string[] = [];
beforeAll(async () => {
  // The answer cache on for a minute: only a write's own drop can make a page change.
  t = await createTestApp({
    indexHtml: INDEX_HTML,
    env: { CONTENT_CACHE_MS: '60000' },
    renderPage: (url, language, answers, at) => {
      renders.push(`${language} ${url}`);
      return renderPage(url, language, answers, at);
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  renders = [];
});

const view = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

test('a public page is rendered once and then sent as it is, compressed as asked, with an ETag', async () => {
  const first = await view('/about');
  const second = await view('/about', { 'accept-encoding': 'br, gzip, deflate' });
  const third = await view('/about?utm_source=newspaper&fbclid=x', { 'accept-encoding': 'gzip' });
  expect(renders).toEqual(['indonesian /about']);
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(first.headers['cache-control']).toBe('no-cache');
  expect(first.headers.vary).toMatch(/Cookie/);
  expect(first.body).toContain('data-rendered-lang="id"');
  expect(second.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(second.rawPayload).toString()).toBe(first.body);
  expect(third.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(third.rawPayload).toString()).toBe(first.body);
  // A browser that has it gets 304.
  const again = await view('/about', { 'if-none-match': String(first.headers.etag) });
  expect(again.statusCode).toBe(304);
});

test('one kept page per language and address; a plain address shown in English shares the English one', async () => {
  await view('/en/career');
  await view('/career', { cookie: 'site_lang=en' });
  await view('/career');
  expect(renders).toEqual(['english /en/career', 'indonesian /career']);
});

test('a console publish shows on the next view of its page, in both languages', async () => {
  await view('/contact');
  await view('/en/contact');
  const editor = await sessionAs(t, 'editor');
  const document = (
    await t.app.inject({ method: 'GET', url: '/api/admin/content/contact', headers: bearer(editor.token) })
  ).json();
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/content/contact',
    headers: bearer(editor.token),
    payload: {
      version: document.version,
      id: { ...document.id, formTitle: 'Kirim kabar untuk kami' },
      en: { ...document.en, formTitle: 'Drop us a line today' },
    },
  });
  expect(saved.statusCode).toBe(200);
  // A save is a draft: the kept pages stay until it is published.
  renders = [];
  expect((await view('/contact')).body).not.toContain('Kirim kabar untuk kami');
  expect(renders).toEqual([]);
  const published = await t.app.inject({
    method: 'POST',
    url: '/api/admin/publishing/page/contact/publish',
    headers: bearer(editor.token),
    payload: { version: saved.json().version },
  });
  expect(published.statusCode).toBe(200);
  expect((await view('/contact')).body).toContain('Kirim kabar untuk kami');
  expect((await view('/en/contact')).body).toContain('Drop us a line today');
  expect(renders).toEqual(['indonesian /contact', 'english /en/contact']);
});

test("a booking changes the doctor's page and the doctor list at once; other pages stay kept", async () => {
  const list = (await t.app.inject({ method: 'GET', url: '/api/doctor/list' })).json() as {
    doctors: { _id: string; available: boolean }[];
  };
  const doctor = list.doctors.find((row) => row.available)!;
  const page = `/appointment/${doctor._id}`;
  await view(page);
  await view('/doctors');
  await view('/about');
  const day = slotDays(new Date(), 'Asia/Jakarta')[1];
  const slot = { docId: doctor._id, slotDate: day.dateKey, slotTime: day.times[0] };
  expect((await view(page)).body).not.toMatch(new RegExp(`"${slot.slotDate}":\\["${slot.slotTime}"`));
  await bookAs(t.app, t.db, await addUser(t.db), slot);
  renders = [];
  expect((await view(page)).body).toMatch(new RegExp(`"${slot.slotDate}":\\["${slot.slotTime}"`));
  await view('/doctors');
  await view('/about');
  expect(renders).toEqual([`indonesian ${page}`, 'indonesian /doctors']);
});

test('pages for a visitor with a session, with a query the page reads, or at another spelling of an address are never kept', async () => {
  await view('/our-brand', { cookie: 'site_signed_in=1' });
  await view('/our-brand?city=Bandung');
  await view('/our-brand?city=Bandung');
  await view('/About');
  await view('/About');
  expect(renders).toEqual([
    'indonesian /our-brand?city=Bandung',
    'indonesian /our-brand?city=Bandung',
    'indonesian /About',
    'indonesian /About',
  ]);
});

test("a made-up speciality is one kept page per language that echoes none of it; the site's own are kept as they are", async () => {
  const madeUp = ['/doctors/Astrologer', '/doctors/Call%200800%20for%20a%20refund', '/doctors/%3Cb%3Ex%3C%2Fb%3E'];
  const ids = await Promise.all(madeUp.map((url) => view(url)));
  const en = await Promise.all(['/en/doctors/Astrologer', '/en/doctors/Palmistry'].map((url) => view(url)));
  await view('/doctors/Dermatologist');
  await view('/doctors/Dermatologist');
  expect(renders).toEqual([
    'indonesian /doctors/zz-no-such-page',
    'english /en/doctors/zz-no-such-page',
    'indonesian /doctors/Dermatologist',
  ]);
  const switchOf = (body: string) => /href="([^"]*)" hrefLang="(?:en|id)"/.exec(body)?.[1];
  expect(ids.map((res) => switchOf(res.body))).toEqual(madeUp.map((url) => `/en${url}`));
  expect(en.map((res) => switchOf(res.body))).toEqual(['/doctors/Astrologer', '/doctors/Palmistry']);
  for (const res of [...ids, ...en]) {
    expect(res.statusCode).toBe(200);
    // Its own address shows only in the language switch's link.
    expect(res.body.replace(switchOf(res.body)!, '')).not.toMatch(
      /zz-no-such-page|Astrologer|Palmistry|refund|&lt;b&gt;/,
    );
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  }
  // The doctor list's title, and the list's empty state with its way back to every doctor.
  expect(ids[0].body).toContain('<title>Dokter | ');
  expect(en[0].body).toContain('<title>Doctors | ');
  expect(en[0].body).toContain('Show all doctors');
  // The site's own speciality keeps its name.
  expect((await view('/doctors/Dermatologist')).body).toContain('<title>Dokter Kulit · Dokter | ');
});

test('the not-found page and the page of a doctor who does not exist are made once per language, each sent with its own language switch', async () => {
  const missing = await Promise.all(['/no-such-page-1', '/no-such-page-2', '/a/b/c'].map((url) => view(url)));
  const english = await Promise.all(['/en/no-such-page-3', '/en/no-such-page-4'].map((url) => view(url)));
  const doctors = await Promise.all(['/appointment/no-such-doctor', '/appointment/nope-2'].map((url) => view(url)));
  expect(renders).toEqual([
    'indonesian /zz-no-such-page',
    'english /en/zz-no-such-page',
    'indonesian /appointment/zz-no-such-page',
  ]);

  const switchOf = (body: string) => /href="([^"]*)" hrefLang="(?:en|id)"/.exec(body)?.[1];
  expect(missing.map((res) => res.statusCode)).toEqual([404, 404, 404]);
  expect(missing.map((res) => switchOf(res.body))).toEqual(['/en/no-such-page-1', '/en/no-such-page-2', '/en/a/b/c']);
  expect(english.map((res) => switchOf(res.body))).toEqual(['/no-such-page-3', '/no-such-page-4']);
  expect(doctors.map((res) => switchOf(res.body))).toEqual([
    '/en/appointment/no-such-doctor',
    '/en/appointment/nope-2',
  ]);
  for (const res of [...missing, ...english, ...doctors]) expect(res.body).not.toContain('zz-no-such-page');
  // Apart from that link, one page: the not-found page in the page's language.
  const [first, second] = missing.map((res) => res.body.replace(switchOf(res.body)!, ''));
  expect(first).toBe(second);
  expect(first).toContain('Halaman tidak ditemukan');
  expect(english[0].body).toContain('Page not found');
  expect(doctors[1].body).toContain('Dokter tidak ditemukan');
});

test('a kept not-found page goes out compressed with the visitor’s own link, as a browser takes it', async () => {
  await view('/no-such-page-warm');
  renders = [];
  const plain = await view('/no-such-page-9', { 'accept-encoding': 'identity' });
  const browser = await view('/no-such-page-9', { 'accept-encoding': 'gzip, deflate, br, zstd' });
  const brotliOnly = await view('/no-such-page-9', { 'accept-encoding': 'br' });
  expect(renders).toEqual([]);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toContain('href="/en/no-such-page-9"');
  // Gzip spliced from the kept parts (http/splicedGzip.ts) even when brotli is offered too.
  expect([browser.statusCode, browser.headers['content-encoding']]).toEqual([404, 'gzip']);
  expect(zlib.gunzipSync(browser.rawPayload).toString()).toBe(plain.body);
  expect(brotliOnly.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(brotliOnly.rawPayload).toString()).toBe(plain.body);
  expect(browser.headers.vary).toMatch(/Accept-Encoding/);
});

test('a query the page does not read, random or made up, is answered with the kept page; one it reads renders fresh', async () => {
  const kept = await view('/');
  const random = await Promise.all(
    ['/?x=8f3a2', '/?x=91bd0&y=1', '/?utm_source=tv&x=3', '/?city=Bandung'].map((url) => view(url)),
  );
  await view('/our-brand');
  await view('/our-brand?x=1&page=2');
  await view('/our-brand?city=Bandung&x=1');
  expect(renders).toEqual(['indonesian /', 'indonesian /our-brand', 'indonesian /our-brand?city=Bandung']);
  for (const answer of random) {
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(kept.body);
  }
});

test('a path segment too long for a file name is the not-found page, and a built file is still served', async () => {
  const long = await view(`/${'a'.repeat(300)}`);
  expect([long.statusCode, long.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
  expect(long.body).toContain('Halaman tidak ditemukan');
  const deep = await view(`/media/${'b'.repeat(256)}.webp`);
  expect(deep.statusCode).toBe(404);
  const built = await view('/index.html');
  expect([built.statusCode, built.headers['cache-control']]).toEqual([200, 'no-cache']);
});

test('visitors arriving together while the page is made wait for the one render', async () => {
  const views = await Promise.all(Array.from({ length: 8 }, () => view('/investor-relation')));
  expect(new Set(views.map((res) => res.body)).size).toBe(1);
  expect(renders).toEqual(['indonesian /investor-relation']);
});

test("a doctor's page shows the slots of the minute it was made in: kept through that minute, made again after it", async () => {
  const list = (await t.app.inject({ method: 'GET', url: '/api/doctor/list' })).json() as {
    doctors: { _id: string; available: boolean }[];
  };
  const page = `/appointment/${list.doctors.find((row) => row.available)!._id}`;
  // Today's first slot is the next hour's while the clock is at most half past (SPEC §9): at
  // 17.30.30 in Jakarta it is 18.00, from 17.31 it is 18.30. A coming day the doctor works then:
  const slot1800 = /role="radio"[^>]*>18\.00</;
  let at = 0;
  for (let day = 1; day <= 6 && at === 0; day += 1) {
    const date = new Date(Date.now() + day * 24 * 60 * 60_000);
    const candidate = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 10, 30, 30);
    t.setNow(new Date(candidate));
    if (slot1800.test((await view(page)).body)) at = candidate;
  }
  expect(at).not.toBe(0);
  renders = [];
  t.setNow(new Date(at + 29_999));
  const kept = (await view(page)).body;
  expect(renders).toEqual([]);
  expect(kept).toMatch(slot1800);
  expect(kept).toContain(`data-rendered-minute="${at - 30_000}"`);

  t.setNow(new Date(at + 30_000)); // 17.31: 18.00 is no longer offered
  const next = (await view(page)).body;
  expect(renders).toEqual([`indonesian ${page}`]);
  expect(next).not.toMatch(slot1800);
  expect(next).toContain(`data-rendered-minute="${at + 30_000}"`);
  // A page that shows no time carries no minute, and stays kept across minutes.
  await view('/about');
  t.setNow(new Date(at + 10 * 60_000));
  renders = [];
  expect((await view('/about')).body).not.toContain('data-rendered-minute');
  expect(renders).toEqual([]);
});
