// The inbox through the real app: contact messages newest first, filtered, searched and
// marked; subscribers listed, removed (audited) and exported as CSV.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { INVALID_REQUEST_DATA } from '../../http/errors';
import { MESSAGE_NOT_FOUND, SUBSCRIBER_NOT_FOUND, UNSUBSCRIBED } from '../../../src/shared/messages/inbox';
import { INBOX_PAGE_SIZE, inboxMessages } from '../../../src/shared/validation/inbox';
import { auditLog, contactMessages, subscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, sessionAs, type Session } from '../../test/staffFixtures';

const NOW = new Date('2026-03-15T08:30:00Z');
let t: TestApp;
let editor: Session;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: NOW });
  editor = await sessionAs(t, 'editor');
});
afterAll(async () => {
  await t.close();
});

const api = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: bearer(editor.token), ...(payload ? { payload } : {}) });

const minutes = (n: number) => new Date(NOW.getTime() - n * 60_000);

describe('contact messages', () => {
  let ids: Record<string, string>;

  beforeEach(async () => {
    await t.db.delete(contactMessages);
    const rows = await t.db
      .insert(contactMessages)
      .values([
        {
          fullName: 'Oldest Reader',
          email: 'old@example.com',
          message: 'Do you cater weddings?',
          source: 'home',
          createdAt: minutes(300),
          readAt: minutes(200),
        },
        {
          fullName: 'Middle Person',
          email: 'mid@example.com',
          subject: 'Franchise 100% halal',
          message: 'Tell me about franchising',
          phone: '0812',
          source: 'contact',
          createdAt: minutes(120),
        },
        {
          fullName: 'Newest Guest',
          email: 'new@example.com',
          message: 'Rendang was great',
          source: 'home',
          createdAt: minutes(5),
        },
      ])
      .returning({ id: contactMessages.id, email: contactMessages.email });
    ids = Object.fromEntries(rows.map((r) => [r.email.split('@')[0], r.id]));
  });

  const emails = (body: { messages: Array<{ email: string }> }) => body.messages.map((m) => m.email);

  test('newest first, with counts, each message in full', async () => {
    const response = await api('GET', '/messages');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(emails(body)).toEqual(['new@example.com', 'mid@example.com', 'old@example.com']);
    expect(body).toMatchObject({ success: true, total: 3, unread: 2, page: 1, pageSize: INBOX_PAGE_SIZE });
    expect(body.messages[1]).toEqual({
      id: ids.mid,
      fullName: 'Middle Person',
      email: 'mid@example.com',
      phone: '0812',
      subject: 'Franchise 100% halal',
      message: 'Tell me about franchising',
      source: 'contact',
      createdAt: minutes(120).toISOString(),
      readAt: null,
    });
  });

  test('filtered by read state and searched in name, e-mail, subject and text (LIKE signs taken literally)', async () => {
    expect(emails((await api('GET', '/messages?status=unread')).json())).toEqual([
      'new@example.com',
      'mid@example.com',
    ]);
    expect(emails((await api('GET', '/messages?status=read')).json())).toEqual(['old@example.com']);
    expect(emails((await api('GET', '/messages?q=RENDANG')).json())).toEqual(['new@example.com']);
    expect(emails((await api('GET', '/messages?q=old%40')).json())).toEqual(['old@example.com']);
    expect(emails((await api('GET', '/messages?q=100%25')).json())).toEqual(['mid@example.com']);
    expect(emails((await api('GET', '/messages?q=%25')).json())).toEqual(['mid@example.com']);
    const both = (await api('GET', '/messages?status=unread&q=guest')).json();
    expect([emails(both), both.total, both.unread]).toEqual([['new@example.com'], 1, 2]);
    expect((await api('GET', '/messages?page=2')).json().messages).toEqual([]);
  });

  test('marked read, then unread again; the database holds the time', async () => {
    const read = await api('PUT', `/messages/${ids.new}/read`, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().entry).toMatchObject({ id: ids.new, readAt: NOW.toISOString() });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, ids.new));
    expect(row.readAt?.toISOString()).toBe(NOW.toISOString());
    expect((await api('GET', '/messages')).json().unread).toBe(1);

    const unread = await api('PUT', `/messages/${ids.new}/read`, { read: false });
    expect(unread.json().entry.readAt).toBeNull();
    expect((await api('GET', '/messages?status=unread')).json().total).toBe(2);
  });

  test('bad queries and marks answer 400 or 404 with a message and change nothing', async () => {
    const cases: Array<[string, number, string]> = [
      ['/messages?status=archived', 400, inboxMessages.statusInvalid],
      ['/messages?page=0', 400, inboxMessages.pageInvalid],
      ['/messages?page=two', 400, inboxMessages.pageInvalid],
      ['/messages?page=1.5', 400, inboxMessages.pageInvalid],
      [`/messages?q=${'x'.repeat(101)}`, 400, inboxMessages.searchTooLong],
      ['/messages?q=a&q=b', 400, INVALID_REQUEST_DATA],
    ];
    for (const [url, status, message] of cases) {
      const response = await api('GET', url);
      expect([url, response.statusCode, response.json()]).toEqual([url, status, { success: false, message }]);
    }
    const marks: Array<[string, object, number, string]> = [
      [`/messages/${ids.new}/read`, { read: 'yes' }, 400, inboxMessages.readInvalid],
      [`/messages/${ids.new}/read`, {}, 400, inboxMessages.readInvalid],
      ['/messages/not-an-id/read', { read: true }, 404, MESSAGE_NOT_FOUND],
      ['/messages/00000000-0000-4000-8000-000000000000/read', { read: true }, 404, MESSAGE_NOT_FOUND],
    ];
    for (const [url, payload, status, message] of marks) {
      const response = await api('PUT', url, payload);
      expect([url, response.statusCode, response.json()]).toEqual([url, status, { success: false, message }]);
    }
    expect((await t.db.select().from(contactMessages).where(eq(contactMessages.id, ids.new)))[0].readAt).toBeNull();
  });
});

describe('subscribers', () => {
  beforeEach(async () => {
    await t.db.delete(subscribers);
    await t.db.insert(subscribers).values([
      { email: 'first@example.com', createdAt: new Date('2026-01-02T03:04:05.000Z') },
      { email: '"quoted, ""odd"" name"@example.com', createdAt: new Date('2026-02-01T00:00:00.000Z') },
      { email: '=HYPERLINK("http://evil.example")@x.id', createdAt: new Date('2026-02-02T00:00:00.000Z') },
      { email: 'line\nbreak@example.com', createdAt: new Date('2026-03-01T00:00:00.000Z') },
    ]);
  });

  test('listed newest first with the counts, and searched', async () => {
    const response = await api('GET', '/subscribers');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body).toMatchObject({ success: true, total: 4, all: 4, page: 1 });
    expect(body.subscribers[0]).toEqual({
      id: expect.any(String),
      email: 'line\nbreak@example.com',
      createdAt: '2026-03-01T00:00:00.000Z',
    });
    expect(body.subscribers.at(-1).email).toBe('first@example.com');
    const found = (await api('GET', '/subscribers?q=FIRST')).json();
    expect([found.subscribers.map((s: { email: string }) => s.email), found.total, found.all]).toEqual([
      ['first@example.com'],
      1,
      4,
    ]);
    expect((await api('GET', '/subscribers?page=-1')).json()).toEqual({
      success: false,
      message: inboxMessages.pageInvalid,
    });
  });

  test('unsubscribed: the row goes, the audit log says who removed whom; a second time is 404', async () => {
    const [row] = await t.db.select().from(subscribers).where(eq(subscribers.email, 'first@example.com'));
    const removed = await api('DELETE', `/subscribers/${row.id}`);
    expect([removed.statusCode, removed.json()]).toEqual([200, { success: true, message: UNSUBSCRIBED }]);
    expect(await t.db.select().from(subscribers).where(eq(subscribers.id, row.id))).toEqual([]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'subscriber.remove'));
    expect(entry).toMatchObject({ actorEmail: editor.email, target: 'first@example.com' });

    const again = await api('DELETE', `/subscribers/${row.id}`);
    expect([again.statusCode, again.json()]).toEqual([404, { success: false, message: SUBSCRIBER_NOT_FOUND }]);
    expect((await t.db.select().from(subscribers)).length).toBe(3);
  });

  test('the CSV export: header, oldest first, RFC 4180 quoting, formulas defused, a dated attachment, never stored', async () => {
    const response = await api('GET', '/subscribers.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="subscribers-2026-03-15.csv"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe(
      'email,subscribed_at\r\n' +
        'first@example.com,2026-01-02T03:04:05.000Z\r\n' +
        '"""quoted, """"odd"""" name""@example.com",2026-02-01T00:00:00.000Z\r\n' +
        '"\'=HYPERLINK(""http://evil.example"")@x.id",2026-02-02T00:00:00.000Z\r\n' +
        '"line\nbreak@example.com",2026-03-01T00:00:00.000Z\r\n',
    );
  });
});
