// A forgotten password: the request answers the same for every address and, for an
// account, stores only a hash of the link's secret and queues the e-mail; the mail worker
// sends the link and then drops the secret from the outbox; the link works once, before
// its expiry and while the account's sessions are those it was made for.
import { afterAll, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { PASSWORD_RESET_DONE, RESET_LINK_INVALID, RESET_LINK_SENT } from '../../src/shared/messages/accounts';
import { authMessages } from '../../src/shared/validation/auth';
import { mailOutbox, passwordResets, users } from '../db/schema';
import { createMailWorker } from '../services/mail/worker';
import type { OutgoingMail } from '../services/mail/transport';
import { resetTokenHash } from '../services/passwordResets';
import { verifyPassword } from '../services/passwords';
import { createTestApp, type TestApp } from '../test/harness';
import { bearer, login, sessionAs, STAFF_PASSWORD, type Session } from '../test/staffFixtures';
import { TOO_MANY_REQUESTS } from '../http/errors';

const MINUTE = 60_000;
// Real time: the outbox marks messages due at the database's now().
const NOW = new Date();
const NEW_PASSWORD = 'a brand new passphrase';

let t: TestApp;
let clock = NOW;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    now: NOW,
    env: {
      APP_URL: 'https://klinik.example.com',
      RATE_LIMIT_PASSWORD_RESET: '3',
      RATE_LIMIT_PASSWORD_RESET_EMAIL: '3',
    },
  });
}, 60_000);
afterAll(() => t.close());
beforeEach(() => {
  clock = NOW;
  t.setNow(NOW);
});
const moveClock = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
  t.setNow(clock);
};

let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `10.44.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const post = (url: string, payload: object, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: `/api/user${url}`, payload, remoteAddress });
const forgot = (email: string, remoteAddress?: string) => post('/forgot-password', { email }, remoteAddress);
const reset = (token: string, password = NEW_PASSWORD) => post('/reset-password', { token, password });

const accountOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const linksOf = (userId: string) => t.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
const resetMails = async (userId: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'))).filter(
    (row) => row.payload.userId === userId || row.payload.userId === undefined,
  );

/** Asks for a link for `session`'s account and answers the secret the queued e-mail carries. */
async function linkFor(session: Session): Promise<string> {
  const response = await forgot(session.email);
  expect(response.statusCode).toBe(200);
  const account = await accountOf(session.email);
  const mails = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'))).filter(
    (row) => row.payload.userId === account.id,
  );
  return String(mails.at(-1)!.payload.token);
}

function workerSending(sent: OutgoingMail[]) {
  const transport = { send: async (mail: OutgoingMail) => void sent.push(mail), close: () => undefined };
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  return createMailWorker({
    db: t.db,
    settings: t.config,
    transport,
    log,
    now: () => clock,
    reminderScanMs: Number.POSITIVE_INFINITY,
  });
}

describe('POST /api/user/forgot-password', () => {
  test('for an account: stores only the hash of a 32-byte secret, valid 30 minutes, and queues the e-mail with the secret', async () => {
    const patient = await sessionAs(t, 'patient');
    const account = await accountOf(patient.email);
    const response = await forgot(patient.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: RESET_LINK_SENT });

    const [mail] = await resetMails(account.id);
    expect(mail).toMatchObject({
      kind: 'password-reset',
      status: 'pending',
      payload: { userId: account.id, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
    const token = String(mail.payload.token);
    const links = await linksOf(account.id);
    expect(links).toEqual([
      {
        tokenHash: resetTokenHash(token),
        userId: account.id,
        sessionVersion: account.sessionVersion,
        createdAt: NOW,
        expiresAt: new Date(NOW.getTime() + 30 * MINUTE),
        usedAt: null,
      },
    ]);
    expect(JSON.stringify(links)).not.toContain(token);
  });

  test('for an address without an account: the same answer, and nothing stored or queued', async () => {
    const before = { links: await t.db.select().from(passwordResets), mails: await t.db.select().from(mailOutbox) };
    const response = await forgot('nobody-here@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: RESET_LINK_SENT });
    expect(await t.db.select().from(passwordResets)).toEqual(before.links);
    expect(await t.db.select().from(mailOutbox)).toEqual(before.mails);
  });

  test('asking again makes a new link and voids the earlier ones', async () => {
    const patient = await sessionAs(t, 'patient');
    const first = await linkFor(patient);
    moveClock(MINUTE);
    const second = await linkFor(patient);
    expect(second).not.toBe(first);
    const links = await linksOf((await accountOf(patient.email)).id);
    expect(links.find((link) => link.tokenHash === resetTokenHash(first))?.usedAt).toEqual(clock);
    expect(links.find((link) => link.tokenHash === resetTokenHash(second))?.usedAt).toBeNull();
    expect((await reset(first)).json()).toEqual({ success: false, message: RESET_LINK_INVALID });
    expect((await reset(second)).statusCode).toBe(200);
  });

  test('links used or expired more than a day ago are swept by the next request', async () => {
    const patient = await sessionAs(t, 'patient');
    const token = await linkFor(patient);
    expect((await reset(token)).statusCode).toBe(200);
    const userId = (await accountOf(patient.email)).id;
    moveClock(24 * 60 * MINUTE + MINUTE);
    await forgot('someone-else@example.com');
    expect(await linksOf(userId)).toEqual([]);
  });

  test('a malformed address is refused with the form message', async () => {
    const response = await forgot('not an address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: authMessages.emailInvalid });
  });

  test('is limited per client address', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await forgot(`limit-${i}@example.com`, address)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  test('is limited per e-mail address, from any client address', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await forgot(i % 2 ? 'Flooded@Example.com' : 'flooded@example.com')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await forgot('flooded@example.com')).json()).toEqual({ success: false, message: TOO_MANY_REQUESTS });
  });
});

describe('the reset e-mail', () => {
  // Only this test's messages in the outbox.
  beforeEach(() => t.db.delete(mailOutbox));
  /** A worker a minute on: the messages queued at the database's now() are due. */
  const tickLater = (sent: OutgoingMail[]) => {
    moveClock(MINUTE);
    return workerSending(sent).tick();
  };
  test('goes to the account in its language with the link, and the secret leaves the outbox once sent', async () => {
    const patient = await sessionAs(t, 'patient');
    const account = await accountOf(patient.email);
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, account.id));
    const token = await linkFor(patient);
    const sent: OutgoingMail[] = [];
    await tickLater(sent);

    const mail = sent.find((item) => item.to === patient.email)!;
    expect(mail.subject).toBe('Reset the password of your Nusantara Rasa Group account');
    expect(mail.text).toContain(`https://klinik.example.com/reset-password?token=${token}`);
    expect(mail.text).toContain('within 30 minutes');

    const [row] = await resetMails(account.id);
    expect(row.status).toBe('sent');
    expect(row.payload).toEqual({ userId: account.id });
    expect(JSON.stringify(await t.db.select().from(mailOutbox))).not.toContain(token);
  });

  test('of a voided link is skipped, and its secret dropped too', async () => {
    const patient = await sessionAs(t, 'patient');
    const account = await accountOf(patient.email);
    const first = await linkFor(patient);
    await linkFor(patient);
    const sent: OutgoingMail[] = [];
    await tickLater(sent);
    expect(sent.filter((item) => item.to === patient.email)).toHaveLength(1);
    expect(sent.find((item) => item.to === patient.email)!.text).not.toContain(first);
    const rows = await resetMails(account.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['sent', 'skipped']);
    expect(rows.every((row) => row.payload.token === undefined)).toBe(true);
  });
});

describe('POST /api/user/reset-password', () => {
  test('sets the password, marks the link used and ends every session; the new password logs in', async () => {
    const patient = await sessionAs(t, 'patient');
    const before = await accountOf(patient.email);
    const token = await linkFor(patient);
    moveClock(10 * MINUTE);
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: PASSWORD_RESET_DONE });

    const after = await accountOf(patient.email);
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(await verifyPassword(after.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
    expect((await linksOf(after.id))[0].usedAt).toEqual(clock);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/get-profile', headers: bearer(patient.token) })).statusCode,
    ).toBe(401);
    await expect(login(t, patient.email, STAFF_PASSWORD)).rejects.toThrow();
    await login(t, patient.email, NEW_PASSWORD);
  });

  async function refusedWithoutChange(session: Session, token: string) {
    const before = await accountOf(session.email);
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: RESET_LINK_INVALID });
    expect(await accountOf(session.email)).toEqual(before);
  }

  test('a link works once', async () => {
    const patient = await sessionAs(t, 'patient');
    const token = await linkFor(patient);
    expect((await reset(token)).statusCode).toBe(200);
    await refusedWithoutChange(patient, token);
  });

  test('an expired link is refused', async () => {
    const patient = await sessionAs(t, 'patient');
    const token = await linkFor(patient);
    moveClock(30 * MINUTE + 1000);
    await refusedWithoutChange(patient, token);
  });

  test('a link made before "log out everywhere" is refused', async () => {
    const patient = await sessionAs(t, 'patient');
    const token = await linkFor(patient);
    await t.app.inject({ method: 'POST', url: '/api/user/logout-everywhere', headers: bearer(patient.token) });
    await refusedWithoutChange(patient, token);
  });

  test.each([
    ['an unknown', 'A'.repeat(43)],
    ['a malformed', 'not-a-token'],
    ['an empty', ''],
  ])('%s link gets the same message', async (_kind, token) => {
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: RESET_LINK_INVALID });
  });

  test('a common password is refused and the link still works', async () => {
    const patient = await sessionAs(t, 'patient');
    const token = await linkFor(patient);
    const before = await accountOf(patient.email);
    const response = await reset(token, 'Password123');
    expect(response.json()).toEqual({ success: false, message: authMessages.passwordTooCommon });
    expect(await accountOf(patient.email)).toEqual(before);
    expect((await reset(token)).statusCode).toBe(200);
  });

  test('of several submissions at once, exactly one succeeds', async () => {
    const patient = await sessionAs(t, 'patient');
    const token = await linkFor(patient);
    const before = await accountOf(patient.email);
    const passwords = [
      'first new passphrase',
      'second new passphrase',
      'third new passphrase',
      'fourth new passphrase',
    ];
    const answers = await Promise.all(passwords.map((password) => reset(token, password)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    const after = await accountOf(patient.email);
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
    const winner = passwords[answers.findIndex((answer) => answer.statusCode === 200)];
    expect(await verifyPassword(after.passwordHash, winner)).toBe(true);
    const links = await t.db
      .select()
      .from(passwordResets)
      .where(inArray(passwordResets.tokenHash, [resetTokenHash(token)]));
    expect(links[0].usedAt).not.toBeNull();
  });
});
