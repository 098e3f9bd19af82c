// The test provider's Midtrans path as the server processes of one site use it: each process
// has its own provider and, on PostgreSQL, its own connections to the one database (on PGlite
// both share the one embedded database). A restart is a new provider on the same database.
import { eq } from 'drizzle-orm';
import { testCheckouts } from '../../db/schema';
import type { TestProvider } from './testProvider';
import type { MethodChoice } from './testMidtransMethods';
import { startTestMidtrans, useTwoProcesses } from './testing/testProviderFixtures';

const appUrl = 'http://localhost:3000';

const clock = new Date('2026-06-01T09:00:00Z');
const sites = useTwoProcesses(appUrl, () => clock);
const { processOn } = sites;
const start = (provider: TestProvider) => startTestMidtrans(provider, appUrl, clock);
const rowOf = async (id: string) =>
  (await sites.first.db.select().from(testCheckouts).where(eq(testCheckouts.id, id)))[0];

test('started on one process, chosen on another, paid on a third after a restart: every one reads the same record', async () => {
  const one = processOn(sites.first);
  const two = processOn(sites.second);
  const { externalId } = await start(one);
  await two.choose(externalId, { method: 'virtual-account', bank: 'permata' }, 'id');
  const pending = await one.midtrans.lookup(externalId);
  expect(pending).toMatchObject({ state: 'pending', details: { bank: 'permata' } });
  expect(await two.midtrans.lookup(externalId)).toEqual(pending);

  const restarted = processOn(sites.first);
  expect(await restarted.pay(externalId)).toMatch(/^\/verify\?provider=midtrans&/);
  expect(await two.midtrans.lookup(externalId)).toEqual({ ...pending, state: 'paid' });
});

test('paying and expiring one pending checkout at once on two processes: exactly one of them happens', async () => {
  const one = processOn(sites.first);
  const two = processOn(sites.second);
  for (let round = 0; round < 10; round += 1) {
    const { externalId } = await start(one);
    await one.choose(externalId, { method: 'qris' }, 'id');
    const [next, expired] = await Promise.all([
      two.pay(externalId),
      one.midtrans.expire(externalId).then(
        () => true,
        () => false,
      ),
    ]);
    expect(next === null).toBe(expired);
    expect((await rowOf(externalId)).status).toBe(expired ? 'expired' : 'paid');
    expect((await one.midtrans.lookup(externalId)).state).toBe(expired ? 'expired' : 'paid');
  }
});

test('two choices at once on two processes: one is kept, and both read it', async () => {
  const one = processOn(sites.first);
  const two = processOn(sites.second);
  const choices: [MethodChoice, MethodChoice] = [
    { method: 'virtual-account', bank: 'bca' },
    { method: 'e-wallet', wallet: 'ovo' },
  ];
  for (let round = 0; round < 5; round += 1) {
    const { externalId } = await start(one);
    await Promise.all([one.choose(externalId, choices[0], 'id'), two.choose(externalId, choices[1], 'id')]);
    const [a, b] = await Promise.all([one.midtrans.lookup(externalId), two.midtrans.lookup(externalId)]);
    expect(a).toEqual(b);
    expect(a.state).toBe('pending');
    expect(['virtual-account', 'e-wallet']).toContain(a.method);
    expect(a.details).toEqual(
      a.method === 'virtual-account' ? expect.objectContaining({ bank: 'bca' }) : { wallet: 'ovo' },
    );
  }
});

test('refunds asked at once on two processes give one refund per key', async () => {
  const one = processOn(sites.first);
  const two = processOn(sites.second);
  const { externalId } = await start(one);
  await one.choose(externalId, { method: 'qris' }, 'id');
  await two.pay(externalId);
  const ask = {
    paymentExternalId: externalId,
    refundKey: 'one-key',
    amountMinor: 15_000_000,
    currency: 'idr',
    method: 'qris' as const,
    appointmentId: 'x',
  };
  const answers = await Promise.all([one, two, one, two].map((provider) => provider.midtrans.refund(ask)));
  expect(new Set(answers.map((answer) => ('id' in answer ? answer.id : 'manual'))).size).toBe(1);
  expect(Object.keys((await rowOf(externalId)).data.refunds as object)).toEqual(['one-key']);
});
