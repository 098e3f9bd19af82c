import { eq, sql } from 'drizzle-orm';
import { contactMessages, rateLimitCounters, subscribers } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { MESSAGE_LIMIT, SUBSCRIBE_LIMIT } from './contact';
import { TOO_MANY_REQUESTS } from '../http/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test speaks from its own address, so the per-address limits only bite where meant to.
let address = 0;
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

const post = (url: string, payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const sendMessage = (payload: unknown, remoteAddress?: string) =>
  post('/api/contact/send-message', payload, remoteAddress);
const subscribe = (payload: unknown, remoteAddress?: string) =>
  post('/api/subscribers/subscribe', payload, remoteAddress);

const messagesFrom = (email: string) => t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const subscriberCount = async (email: string) => {
  const rows = await t.db
    .select()
    .from(subscribers)
    .where(sql`lower(${subscribers.email}) = lower(${email})`);
  return rows.length;
};

describe('POST /api/contact/send-message', () => {
  test('stores a home-form message (fullName, email, message) trimmed, with source home', async () => {
    const res = await sendMessage({
      fullName: '  Siti Rahma ',
      email: 'siti@example.com',
      message: ' Apakah bisa reservasi untuk 20 orang? ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Message sent successfully!' });
    const [stored] = await messagesFrom('siti@example.com');
    expect(stored).toEqual(
      expect.objectContaining({
        fullName: 'Siti Rahma',
        message: 'Apakah bisa reservasi untuk 20 orang?',
        phone: null,
        subject: null,
        source: 'home',
      }),
    );
  });

  test('stores a contact-page message with phone and subject, with source contact', async () => {
    const res = await sendMessage({
      fullName: 'Budi Santoso',
      email: 'budi@example.com',
      phone: '+62 812 3456 7890',
      subject: 'Kemitraan',
      message: 'Saya ingin membuka waralaba di Makassar.',
    });
    expect(res.json()).toEqual({ success: true, message: 'Message sent successfully!' });
    const [stored] = await messagesFrom('budi@example.com');
    expect(stored).toEqual(
      expect.objectContaining({ phone: '+62 812 3456 7890', subject: 'Kemitraan', source: 'contact' }),
    );
  });

  test('drops fields it does not know', async () => {
    await sendMessage({ fullName: 'Ani', email: 'ani@example.com', message: 'Halo', source: 'contact', id: 'x' });
    const [stored] = await messagesFrom('ani@example.com');
    expect(stored.source).toBe('home');
  });

  test.each([
    ['a missing field', { fullName: 'Ani', email: 'ani2@example.com' }],
    ['a blank field', { fullName: '   ', email: 'ani2@example.com', message: 'Halo' }],
    ['an empty body', {}],
    ['a field of the wrong type', { fullName: { first: 'Ani' }, email: 'ani2@example.com', message: 'Halo' }],
  ])('the home form refuses %s with the home message', async (_case, body) => {
    const res = await sendMessage(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Please fill in all required fields' });
    expect(await messagesFrom('ani2@example.com')).toHaveLength(0);
  });

  test('the contact page refuses a missing phone or subject with its own message', async () => {
    const base = { fullName: 'Dewi', email: 'dewi@example.com', message: 'Halo' };
    for (const body of [
      { ...base, phone: '0812' },
      { ...base, subject: 'Hai' },
      { ...base, phone: '', subject: 'Hai' },
    ]) {
      const res = await sendMessage(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Please fill in all fields' });
    }
    expect(await messagesFrom('dewi@example.com')).toHaveLength(0);
  });

  test('refuses an address that is not an e-mail address; missing fields are named first', async () => {
    const bad = await sendMessage({ fullName: 'Eko', email: 'eko at example', message: 'Halo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email address');
    const both = await sendMessage({ fullName: '', email: 'eko at example', message: 'Halo' });
    expect(both.json().message).toBe('Please fill in all required fields');
    expect(await messagesFrom('eko at example')).toHaveLength(0);
  });

  test('refuses an overlong message, a non-object body and malformed JSON', async () => {
    const long = await sendMessage({ fullName: 'Fajar', email: 'fajar@example.com', message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('One of the fields is too long');
    const array = await sendMessage(['Fajar']);
    expect(array.statusCode).toBe(400);
    expect(array.json().success).toBe(false);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/contact/send-message',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName":',
      remoteAddress: nextAddress(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: 'Request body is not valid JSON' });
    expect(await messagesFrom('fajar@example.com')).toHaveLength(0);
  });

  test(`allows ${MESSAGE_LIMIT.max} messages a minute per address, then answers 429 and stores nothing`, async () => {
    const from = nextAddress();
    const body = { fullName: 'Gita', email: 'gita@example.com', message: 'Halo lagi' };
    for (let i = 0; i < MESSAGE_LIMIT.max; i++) expect((await sendMessage(body, from)).statusCode).toBe(200);
    const limited = await sendMessage(body, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS });
    expect(TOO_MANY_REQUESTS).toBe('Too many requests. Please wait a moment and try again.');
    expect(await messagesFrom('gita@example.com')).toHaveLength(MESSAGE_LIMIT.max);
    // Another visitor is not affected.
    expect((await sendMessage(body)).statusCode).toBe(200);
  });
});

describe('POST /api/subscribers/subscribe', () => {
  test('stores a new subscriber once', async () => {
    const res = await subscribe({ email: ' Hana@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Thank you for subscribing!' });
    const rows = await t.db.select().from(subscribers).where(eq(subscribers.email, 'Hana@Example.com'));
    expect(rows).toHaveLength(1);
  });

  test('a second subscription in another letter case answers 409 and stores nothing', async () => {
    expect((await subscribe({ email: 'indra@example.com' })).statusCode).toBe(200);
    const again = await subscribe({ email: 'INDRA@Example.COM' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This email is already subscribed' });
    expect(await subscriberCount('indra@example.com')).toBe(1);
  });

  test('simultaneous sign-ups of one address store it once', async () => {
    const answers = await Promise.all(
      ['joko@example.com', 'Joko@example.com', 'JOKO@example.com', 'joko@EXAMPLE.com'].map((email) =>
        subscribe({ email }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(3);
    expect(await subscriberCount('joko@example.com')).toBe(1);
  });

  test.each([
    ['no email', {}],
    ['an empty email', { email: '' }],
    ['an address without a domain', { email: 'kiki@' }],
    ['an address with spaces', { email: 'ki ki@example.com' }],
    ['a number', { email: 42 }],
  ])('refuses %s', async (_case, body) => {
    const res = await subscribe(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Please enter a valid email address' });
  });

  test.each([
    ';=1+1;@evil.com',
    ';=HYPERLINK("http://evil.example");@evil.com',
    'a,=1+1@evil.com',
    '"quoted"@example.com',
    'a:b@example.com',
  ])('refuses %j, an address only a spreadsheet formula needs, and stores nothing', async (email) => {
    const res = await subscribe({ email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Please enter a valid email address' });
    expect(await subscriberCount(email)).toBe(0);
  });

  test(`allows ${SUBSCRIBE_LIMIT.max} sign-ups a minute per address, then answers 429`, async () => {
    const from = nextAddress();
    for (let i = 0; i < SUBSCRIBE_LIMIT.max; i++) {
      expect((await subscribe({ email: `limit${i}@example.com` }, from)).statusCode).toBe(200);
    }
    const limited = await subscribe({ email: 'limit-extra@example.com' }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS });
    expect(await subscriberCount('limit-extra@example.com')).toBe(0);
  });

  test('the window passes and the address may sign up again', async () => {
    const from = nextAddress();
    for (let i = 0; i < SUBSCRIBE_LIMIT.max; i++) await subscribe({ email: `window${i}@example.com` }, from);
    expect((await subscribe({ email: 'window-late@example.com' }, from)).statusCode).toBe(429);
    // The counts live in the database, on its clock: the window passes as the stored window ages.
    await t.db.update(rateLimitCounters).set({ windowStart: new Date(Date.now() - SUBSCRIBE_LIMIT.timeWindow - 1000) });
    expect((await subscribe({ email: 'window-late@example.com' }, from)).statusCode).toBe(200);
  });
});
