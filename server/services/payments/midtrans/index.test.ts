// Midtrans from the site's settings: off without a server key, its hosts as configured, and
// a public site naming its own notification address on every transaction.
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../../config';
import { startMidtransStandIn, type MidtransStandIn } from '../testing/midtransStandIn';
import { createMidtransClients } from './client';
import { midtransFromConfig } from './index';

const serverKey = 'SB-Mid-server-site';
let standIn: MidtransStandIn;
beforeAll(async () => {
  standIn = await startMidtransStandIn({ serverKey });
});
afterAll(() => standIn.close());

const start = (appUrl: string) => {
  const midtrans = midtransFromConfig(
    loadConfig({
      APP_URL: appUrl,
      CURRENCY: 'idr',
      MIDTRANS_SERVER_KEY: serverKey,
      MIDTRANS_API_BASE: standIn.url,
      MIDTRANS_SNAP_BASE: `${standIn.url}/`,
    }),
  );
  const appointmentId = randomUUID();
  return midtrans!.start({
    appointmentId,
    doctorName: 'Dr. Sari',
    slotDate: '15_6_2026',
    slotTime: '10:00',
    amountMinor: 15_000_000,
    currency: 'idr',
    attemptId: `${appointmentId}-0000abcd`,
    lang: 'id',
    verifyUrl: `${appUrl}/verify`,
    expiresAt: new Date(Date.now() + 60 * 60_000),
    customer: { name: 'Budi', email: 'budi@example.com', phone: null },
  });
};

test('no server key, no Midtrans', () => {
  expect(midtransFromConfig(loadConfig({}))).toBeNull();
});

test('with a server key it talks to the configured hosts; a public site names its own notification address', async () => {
  await start('https://klinik.example.com');
  expect(standIn.requests.at(-1)!.headers['x-override-notification']).toBe(
    'https://klinik.example.com/api/webhooks/midtrans',
  );
  // Midtrans cannot reach a local address: the dashboard's stays in force.
  await start('http://localhost:3000');
  expect(standIn.requests.at(-1)!.headers['x-override-notification']).toBeUndefined();
});

test("without other hosts the SDK speaks to Midtrans' sandbox, or to production when told", () => {
  const sandbox = createMidtransClients({ serverKey, production: false });
  expect(sandbox.snap.apiConfig.getSnapApiBaseUrl()).toBe('https://app.sandbox.midtrans.com/snap/v1');
  expect(sandbox.core.apiConfig.getCoreApiBaseUrl()).toBe('https://api.sandbox.midtrans.com');
  const production = createMidtransClients({ serverKey: 'Mid-server-live', production: true });
  expect(production.snap.apiConfig.getSnapApiBaseUrl()).toBe('https://app.midtrans.com/snap/v1');
  expect(production.core.apiConfig.getCoreApiBaseUrl()).toBe('https://api.midtrans.com');
});
