import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { profileMessages } from '../../src/shared/validation/profile';
import { users } from '../db/schema';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/harness';
import { multipart, profileFields, type FormField } from '../test/multipart';
import { PROFILE_NOT_MULTIPART, PROFILE_UPDATED } from '../../src/shared/messages/auth';
import { DEFAULT_AVATAR_PATH } from '../../src/shared/avatar';

const UPLOAD_MAX_BYTES = 200_000;
let t: TestApp;

beforeAll(async () => {
  // Many updates per account here: the per-account limit has its own tests (security/imageBudget.test.ts).
  t = await createTestApp({
    env: { UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES), RATE_LIMIT_PROFILE_UPDATE: '1000' },
    seed: false,
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

let counter = 0;
async function newUser() {
  counter += 1;
  const email = `profile${counter}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { name: 'Budi Santoso', email, password: 'correct horse', dateOfBirth: '1988-07-01' },
    remoteAddress: `10.2.0.${counter}`,
  });
  expect(response.statusCode).toBe(201);
  const token = response.json().token as string;
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return { token, email, id: row.id };
}

const getProfile = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/user/get-profile', headers });

async function update(token: string, fields: Record<string, FormField>) {
  const { payload, contentType } = await multipart(fields);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/update-profile',
    headers: { token, 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json() as { success: boolean; message: string } };
}

const pngWithExif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 115, g: 178, b: 27 } } })
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Artist: 'GPS 6.2,106.8' } })
    .png()
    .toBuffer();

// --- tokens -------------------------------------------------------------------------

test('the profile needs a token: missing, tampered, expired or unsigned tokens answer 401 "invalid"', async () => {
  const { token, id } = await newUser();
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const past = Math.floor(Date.now() / 1000) - 3600;
  const expired = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(id)
    .setIssuer('nusantara-site')
    .setIssuedAt(past - 3600)
    .setExpirationTime(past)
    .sign(key);
  const [header, payload, signature] = token.split('.');
  const otherUser = Buffer.from(
    JSON.stringify({
      ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
      sub: '00000000-0000-0000-0000-000000000000',
    }),
  ).toString('base64url');
  const tampered = `${header}.${otherUser}.${signature}`;
  const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
  const wrongKey = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(id)
    .setIssuer('nusantara-site')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign'));

  const attempts: Record<string, Record<string, string>> = {
    missing: {},
    tampered: { token: tampered },
    expired: { token: expired },
    unsigned: { authorization: `Bearer ${unsigned}` },
    'signed by another server': { token: wrongKey },
    garbage: { authorization: 'Bearer not.a.jwt' },
  };
  for (const [kind, headers] of Object.entries(attempts)) {
    const response = await getProfile(headers);
    expect({ kind, status: response.statusCode }).toEqual({ kind, status: 401 });
    expect(response.json().success).toBe(false);
    expect(response.json().message).toMatch(/invalid/);
  }
});

test('the token is accepted from the token header and from Authorization: Bearer', async () => {
  const { token } = await newUser();
  expect((await getProfile({ token })).statusCode).toBe(200);
  expect((await getProfile({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
});

test('a token of an account that no longer exists reads as invalid', async () => {
  const { token, id } = await newUser();
  await t.db.delete(users).where(eq(users.id, id));
  const response = await getProfile({ token });
  expect(response.statusCode).toBe(401);
  expect(response.json().message).toMatch(/invalid/);
});

// --- reading ------------------------------------------------------------------------

test('the profile has exactly the documented fields, never the password hash, and is not cached', async () => {
  const { token, email } = await newUser();
  const response = await getProfile({ token });
  expect(response.json()).toEqual({
    success: true,
    userData: {
      name: 'Budi Santoso',
      email,
      phone: '',
      address: { line1: '', line2: '' },
      gender: 'Not Selected',
      dob: '1988-07-01',
      // No picture of its own: the default one, as an absolute URL on APP_URL.
      image: `${t.config.appUrl}${DEFAULT_AVATAR_PATH}`,
      role: 'patient',
    },
  });
  expect(response.body).not.toMatch(/argon2|password/i);
  expect(response.headers['cache-control']).toBe('private, no-store');
});

// --- updating -----------------------------------------------------------------------

test('an update saves every field, trims text, and never changes the e-mail', async () => {
  const { token, email } = await newUser();
  const { status, body } = await update(token, profileFields({ name: '  Budi S.  ', email: 'attacker@example.com' }));
  expect(status).toBe(200);
  expect(body).toEqual({ success: true, message: PROFILE_UPDATED });

  const { userData } = (await getProfile({ token })).json();
  expect(userData).toEqual({
    name: 'Budi S.',
    email,
    phone: '+62 812 3456 7890',
    address: { line1: 'Jl. Merdeka 10', line2: 'Bandung' },
    gender: 'Male',
    dob: '1988-07-01',
    // No picture of its own: the default one, as an absolute URL on APP_URL.
    image: `${t.config.appUrl}${DEFAULT_AVATAR_PATH}`,
    role: 'patient',
  });
});

test('update-profile rules answer 400 with the form messages and change nothing', async () => {
  const { token } = await newUser();
  const cases: Array<[Record<string, FormField>, string]> = [
    [{ name: '   ' }, 'Name is required'],
    [{ phone: '  ' }, 'Phone number is required'],
    [{ phone: 'call me maybe' }, profileMessages.phoneInvalid],
    [{ gender: 'Other' }, profileMessages.genderInvalid],
    [{ address: '{"line1": "Jl. Merdeka"' }, profileMessages.addressInvalid],
    [{ address: '["Jl. Merdeka"]' }, profileMessages.addressInvalid],
    [{ address: '{"line1": 42}' }, profileMessages.addressInvalid],
    [{ dob: '1990-13-01' }, profileMessages.dobInvalid],
  ];
  for (const [overrides, message] of cases) {
    const answer = await update(token, profileFields(overrides));
    expect({ overrides, ...answer }).toEqual({ overrides, status: 400, body: { success: false, message } });
  }
  expect((await getProfile({ token })).json().userData.name).toBe('Budi Santoso');
});

test('update-profile needs a valid token and a multipart body', async () => {
  const { payload, contentType } = await multipart(profileFields());
  const anonymous = await t.app.inject({
    method: 'POST',
    url: '/api/user/update-profile',
    headers: { 'content-type': contentType },
    payload,
  });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json().message).toMatch(/invalid/);

  const { token } = await newUser();
  const json = await t.app.inject({
    method: 'POST',
    url: '/api/user/update-profile',
    headers: { token },
    payload: { name: 'X', phone: '123456' },
  });
  expect(json.statusCode).toBe(415);
  expect(json.json()).toEqual({ success: false, message: PROFILE_NOT_MULTIPART });
});

test('bytes that are not an image are refused, whatever the name and declared type', async () => {
  const { token, id } = await newUser();
  const fake = { bytes: Buffer.from('<?php echo "hello"; ?>\n'.repeat(20)), filename: 'avatar.png', type: 'image/png' };
  const answer = await update(token, profileFields({ image: fake }));
  expect(answer.status).toBe(415);
  expect(answer.body).toEqual({ success: false, message: 'Please upload an image file (JPEG, PNG, WebP or GIF)' });

  // A real picture in a format the site does not take (TIFF) is refused the same way.
  const tiff = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
    .tiff()
    .toBuffer();
  expect(
    (await update(token, profileFields({ image: { bytes: tiff, filename: 'a.jpg', type: 'image/jpeg' } }))).status,
  ).toBe(415);

  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  expect(row.image).toBe('');
  expect(row.name).toBe('Budi Santoso');
});

test('a file over the upload limit answers 413 with a clear message', async () => {
  const { token } = await newUser();
  const big = { bytes: Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 1), filename: 'huge.png', type: 'image/png' };
  const answer = await update(token, profileFields({ image: big }));
  expect(answer.status).toBe(413);
  expect(answer.body).toEqual({ success: false, message: 'The image is too large. Please choose a smaller picture.' });
});

test('a PNG is re-encoded to a square WebP of at most 512 px without metadata, and served with caching', async () => {
  const { token } = await newUser();
  const png = await pngWithExif(1200, 800);
  expect((await sharp(png).metadata()).exif).toBeDefined();

  const answer = await update(
    token,
    profileFields({ image: { bytes: png, filename: '../../etc/passwd.png', type: 'application/octet-stream' } }),
  );
  expect(answer.status).toBe(200);
  const answered = (await getProfile({ token })).json().userData.image as string;
  // Answered as an absolute URL on APP_URL; stored, and served, at its path.
  expect(answered.startsWith(`${t.config.appUrl}/`)).toBe(true);
  const image = answered.slice(t.config.appUrl.length);
  expect(image).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
  const stored = path.join(t.config.dataDir, image);
  expect(fs.existsSync(stored)).toBe(true);

  const served = await t.app.inject({ method: 'GET', url: image });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['cache-control']).toMatch(/max-age=\d{6,}/);
  expect(served.headers['cache-control']).toContain('immutable');
  expect(served.headers['x-content-type-options']).toBe('nosniff');

  const metadata = await sharp(served.rawPayload).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.width).toBe(512);
  expect(metadata.height).toBe(512);
  expect(metadata.exif).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(served.rawPayload.includes(Buffer.from('Secret Camera Owner'))).toBe(false);

  // Saving again without a file keeps the picture; a new picture replaces the old file.
  expect((await update(token, profileFields({ name: 'Budi' }))).status).toBe(200);
  expect((await getProfile({ token })).json().userData.image).toBe(answered);

  const small = await sharp({ create: { width: 100, height: 60, channels: 4, background: '#9c27b0' } })
    .gif()
    .toBuffer();
  expect(
    (await update(token, profileFields({ image: { bytes: small, filename: 'x.gif', type: 'image/gif' } }))).status,
  ).toBe(200);
  const replaced = ((await getProfile({ token })).json().userData.image as string).slice(t.config.appUrl.length);
  expect(replaced).not.toBe(image);
  expect(fs.existsSync(stored)).toBe(false);
  const smallMeta = await sharp(path.join(t.config.dataDir, replaced)).metadata();
  // Small pictures are cropped square but never enlarged.
  expect([smallMeta.format, smallMeta.width, smallMeta.height]).toEqual(['webp', 60, 60]);
});
