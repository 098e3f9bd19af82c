// Pictures for clients on other origins (docs/compatibility.md): every picture the API answers
// is an absolute URL on APP_URL, an account without a picture answers the default one, which
// the site serves, and public pictures are served Cross-Origin-Resource-Policy: cross-origin
// while private files (an appointment's calendar file, behind the login) and the API's
// answers keep same-origin.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import sharp from 'sharp';
import { DEFAULT_AVATAR_PATH } from '../../src/shared/avatar';
import { publicReads } from '../../src/shared/routing/publicReads';
import { addDoctor, addUser, bookAs, type TestUser } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { multipart, profileFields } from '../test/multipart';

const SITE = 'https://www.nusantararasa.example';
// Wednesday 4 March 2026, 14:10 in Jakarta.
const NOW = new Date('2026-03-04T07:10:00Z');

let t: TestApp;
let patient: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    now: NOW,
    indexHtml: '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    env: { APP_URL: SITE },
  });
  // The built site's files, as the build leaves them in STATIC_DIR: the default picture as it
  // is in public/, and a doctor's portrait.
  const media = path.join(t.config.staticDir, 'media');
  fs.mkdirSync(media, { recursive: true });
  fs.copyFileSync(
    path.resolve('public', DEFAULT_AVATAR_PATH.slice(1)),
    path.join(t.config.staticDir, DEFAULT_AVATAR_PATH.slice(1)),
  );
  await sharp({ create: { width: 60, height: 60, channels: 3, background: '#73b21b' } })
    .webp()
    .toFile(path.join(media, 'doctor-01.webp'));
  patient = await addUser(t.db, 'Dewi Lestari');
}, 60_000);
afterAll(() => t.close());

/** Every string of an answer, at any depth. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}
const SITE_RELATIVE_PICTURE = /^\/(?:media|uploads)\/\S*\.(?:webp|avif|svg|png|jpe?g|gif)(?:[?#]\S*)?$/i;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('absolute picture URLs', () => {
  test.each(Object.entries(publicReads))(
    '%s: no picture is left site-relative, in either language',
    async (_name, read) => {
      for (const lang of ['id', 'en']) {
        const res = await get(`/api${read.path}`, { 'accept-language': lang });
        expect(res.statusCode).toBe(200);
        const strings = stringsOf(res.json());
        expect(strings.filter((value) => SITE_RELATIVE_PICTURE.test(value))).toEqual([]);
      }
    },
  );

  test('the seeded pictures are on APP_URL: doctors, banners, brands, the logos', async () => {
    const doctors = (await get('/api/doctor/list')).json().doctors as { image: string }[];
    expect(doctors.length).toBeGreaterThan(0);
    for (const doctor of doctors) expect(doctor.image).toMatch(new RegExp(`^${SITE}/media/doctor-\\d+\\.webp$`));
    const home = (await get('/api/home-content')).json().data;
    expect(home.banners[0].imageUrl).toMatch(new RegExp(`^${SITE}/media/`));
    expect(home.restaurants[0].logoImageUrl).toMatch(new RegExp(`^${SITE}/media/`));
    const layout = (await get('/api/navbar-footer-content')).json().data;
    expect(layout.navbar.logo).toMatch(new RegExp(`^${SITE}/media/logo`));
    // Videos and documents are left as stored.
    const about = (await get('/api/about-content')).json().data;
    expect(about.aboutFood.video).toBe('/media/about-food.mp4');
  });

  test("an appointment's docData.image is on APP_URL too", async () => {
    const doctor = await addDoctor(t.db, { image: '/media/doctor-01.webp' });
    await bookAs(t.app, t.db, patient, { docId: doctor.id, slotDate: '5_3_2026', slotTime: '10:00' });
    const [appointment] = (await get('/api/user/appointments', patient.headers)).json().appointments as {
      docData: { image: string };
    }[];
    expect(appointment.docData.image).toBe(`${SITE}/media/doctor-01.webp`);
  });
});

describe('the default picture of a new account', () => {
  test('the profile answers the default picture, absolute, and that URL serves an image others may show', async () => {
    const { userData } = (await get('/api/user/get-profile', patient.headers)).json();
    expect(userData.image).toBe(`${SITE}${DEFAULT_AVATAR_PATH}`);
    const picture = await get(new URL(userData.image as string).pathname);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.body).toContain('<svg');
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('Cross-Origin-Resource-Policy', () => {
  test("a public picture (a doctor's portrait) may be shown by other sites", async () => {
    const res = await get('/media/doctor-01.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const head = await t.app.inject({ method: 'HEAD', url: '/media/doctor-01.webp' });
    expect(head.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  test('an uploaded profile picture may be shown by other sites', async () => {
    const photoOwner = await addUser(t.db, 'Budi Santoso');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#9c27b0' } })
      .png()
      .toBuffer();
    const { payload, contentType } = await multipart(
      profileFields({ image: { bytes: png, filename: 'me.png', type: 'image/png' } }),
    );
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-profile',
      headers: { ...photoOwner.headers, 'content-type': contentType },
      payload,
    });
    expect(saved.statusCode).toBe(200);
    const image = (await get('/api/user/get-profile', photoOwner.headers)).json().userData.image as string;
    expect(image).toMatch(new RegExp(`^${SITE}/uploads/avatars/[0-9a-f]{32}\\.webp$`));
    const served = await get(new URL(image).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  test('a private file (the calendar file of an appointment, behind the login) and the API answers stay same-origin', async () => {
    const doctor = await addDoctor(t.db);
    const id = await bookAs(t.app, t.db, patient, { docId: doctor.id, slotDate: '6_3_2026', slotTime: '11:00' });
    const calendar = await get(`/api/user/appointments/${id}/calendar`, patient.headers);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toMatch(/^text\/calendar/);
    expect(calendar.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await get('/api/user/get-profile', patient.headers)).headers['cross-origin-resource-policy']).toBe(
      'same-origin',
    );
    expect((await get('/api/doctor/list')).headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await get('/')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
