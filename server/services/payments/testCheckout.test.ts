import { siteSettings } from '../../db/schema';
import { testCheckoutPages, type TestCheckoutAnswer } from './testCheckout';
import { createTestProvider, testCheckoutPath } from './testProvider';
import { startTestSession, useProviderDeps } from './testing/testProviderFixtures';

const appUrl = 'https://klinik.example';
const deps = useProviderDeps();

function setup() {
  const provider = createTestProvider({ ...deps(), appUrl });
  return { pages: testCheckoutPages(deps().db, provider), startSession: () => startTestSession(provider, appUrl) };
}

const html = (answer: TestCheckoutAnswer) => ('html' in answer ? answer.html : '');

test('the page of an open checkout posts to its own pay and cancel addresses and links both languages', async () => {
  const { pages, startSession } = setup();
  const session = await startSession();
  const answer = await pages.show(session.id, 'en');
  expect(answer).toMatchObject({ status: 200 });
  expect(html(answer)).toContain(`action="${testCheckoutPath(session.id)}/pay"`);
  expect(html(answer)).toContain(`action="${testCheckoutPath(session.id)}/cancel"`);
  expect(html(answer)).toContain(`href="${testCheckoutPath(session.id)}?lang=id"`);
  expect(html(answer)).toContain('Nusantara Rasa Group');
});

test('the page writes the appointment and the amount as the rest of the site does, in its language', async () => {
  const { pages, startSession } = setup();
  const session = await startSession();
  const en = html(await pages.show(session.id, 'en'));
  expect(en).toContain('15 Jun 2026, 12:00 PM');
  expect(en).toContain('Pay $50</button>');
  const id = html(await pages.show(session.id, 'id'));
  expect(id).toContain('15 Jun 2026, 12.00');
  expect(id).toContain('Bayar $50</button>');
});

test('paying and cancelling answer where the browser goes next', async () => {
  const { pages, startSession } = setup();
  const session = await startSession();
  expect(await pages.cancel(session.id, 'en')).toEqual({ redirect: '/verify?success=false' });
  expect(await pages.pay(session.id, 'en')).toEqual({ redirect: `/verify?success=true&session_id=${session.id}` });
});

test('an unknown checkout is a 404 page in the chosen language, for every address', async () => {
  const { pages } = setup();
  for (const answer of [
    await pages.show('cs_nope', 'id'),
    await pages.pay('cs_nope', 'en'),
    await pages.cancel('cs_nope', 'en'),
  ]) {
    expect(answer).toMatchObject({ status: 404 });
    expect(html(answer)).toContain('href="/my-appointments"');
  }
  expect(html(await pages.show('cs_nope', 'id'))).toContain('Checkout tidak ditemukan');
  expect(html(await pages.show('cs_nope', 'en'))).toContain('Checkout not found');
});

test("the page takes the theme's primary colour only when it is a hex colour", async () => {
  const { pages, startSession } = setup();
  const session = await startSession();
  const primaryOf = async () => /--primary: ([^;]+);/.exec(html(await pages.show(session.id, 'en')))?.[1];
  const fallback = await primaryOf();
  expect(fallback).toMatch(/^#[0-9a-f]{3,6}$/i);

  await deps()
    .db.insert(siteSettings)
    .values({ key: 'theme', value: { colors: { primary: '#123456' } } });
  expect(await primaryOf()).toBe('#123456');
  await deps()
    .db.update(siteSettings)
    .set({ value: { colors: { primary: 'red; } body { display: none' } } });
  expect(await primaryOf()).toBe(fallback);
});
