import { testSiteSecrets } from '../../test/harness';
import { deriveSecret } from '../jwtSecret';
import { isValidRazorpaySignature } from './signatures';
import { createTestProvider, TEST_RAZORPAY_KEY_ID } from './testProvider';
import { useProviderDeps } from './testing/testProviderFixtures';

const appUrl = 'http://localhost:3000';
const summary = {
  appointmentId: '5f0c6a4e-3b1f-4a39-9b8e-0d1c2e3f4a5b',
  doctorName: 'Dr. Richard James',
  slotDate: '15_6_2026',
  slotTime: '12:00',
};
const deps = useProviderDeps();
const make = (siteSecrets = testSiteSecrets) => createTestProvider({ ...deps(), appUrl, deriveSecret: siteSecrets });

describe('Stripe path', () => {
  const input = {
    ...summary,
    amountMinor: 5000,
    currency: 'usd',
    successUrl: `${appUrl}/verify?success=true&appointmentId=${summary.appointmentId}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${appUrl}/verify?success=false&appointmentId=${summary.appointmentId}`,
    lang: 'en' as const,
  };

  test('a session is unpaid, with its own checkout page, until the visitor pays', async () => {
    const provider = make();
    const session = await provider.stripe.createCheckoutSession(input);
    // Same-origin paths: the round trip stays on the origin the visitor uses.
    expect(session.url).toBe(`/api/payment/test-checkout/${session.id}?lang=en`);
    expect(await provider.stripe.retrieveCheckoutSession(session.id)).toMatchObject({
      paymentStatus: 'unpaid',
      appointmentId: summary.appointmentId,
      amountTotal: 5000,
      currency: 'usd',
    });

    // Cancelling goes back exactly like Stripe's cancel_url and pays nothing.
    expect(await provider.cancel(session.id)).toBe(`/verify?success=false&appointmentId=${summary.appointmentId}`);
    expect((await provider.stripe.retrieveCheckoutSession(session.id)).paymentStatus).toBe('unpaid');

    // Paying goes to success_url with the session id filled in.
    expect(await provider.pay(session.id)).toBe(
      `/verify?success=true&appointmentId=${summary.appointmentId}&session_id=${session.id}`,
    );
    expect((await provider.stripe.retrieveCheckoutSession(session.id)).paymentStatus).toBe('paid');
  });

  test('unknown sessions do not exist', async () => {
    const provider = make();
    await expect(provider.stripe.retrieveCheckoutSession('cs_test_nope')).rejects.toThrow(/No such checkout session/);
    expect(await provider.pay('cs_test_nope')).toBeNull();
    expect(await provider.cancel('cs_test_nope')).toBeNull();
  });
});

describe('Razorpay path', () => {
  test("paying returns Razorpay's checkout fields, signed with the provider's own secret", async () => {
    const provider = make();
    expect(provider.razorpay.keyId).toBe(TEST_RAZORPAY_KEY_ID);
    const order = await provider.razorpay.createOrder({ ...summary, amountMinor: 5000, currency: 'usd', lang: 'id' });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_test_/),
      amount: 5000,
      currency: 'USD',
      receipt: summary.appointmentId,
    });

    const next = new URL((await provider.pay(order.id))!, appUrl);
    expect(`${next.origin}${next.pathname}`).toBe(`${appUrl}/verify`);
    const fields = Object.fromEntries(next.searchParams);
    expect(fields).toMatchObject({
      provider: 'razorpay',
      appointmentId: summary.appointmentId,
      razorpay_order_id: order.id,
    });
    expect(
      isValidRazorpaySignature(
        order.id,
        fields.razorpay_payment_id,
        fields.razorpay_signature,
        provider.razorpay.keySecret,
      ),
    ).toBe(true);
    // Paying twice reports the same payment.
    expect(await provider.pay(order.id)).toBe(`${next.pathname}${next.search}`);

    // Another site (another session secret) has another key secret: these signatures are worthless there.
    const elsewhere = make((label) => deriveSecret('another-site-secret-that-is-long-enough-too', label));
    expect(
      isValidRazorpaySignature(
        order.id,
        fields.razorpay_payment_id,
        fields.razorpay_signature,
        elsewhere.razorpay.keySecret,
      ),
    ).toBe(false);
  });

  test('cancelling returns to /verify with success=false', async () => {
    const provider = make();
    const order = await provider.razorpay.createOrder({ ...summary, amountMinor: 5000, currency: 'usd', lang: 'en' });
    expect(await provider.cancel(order.id)).toBe(
      `/verify?provider=razorpay&success=false&appointmentId=${summary.appointmentId}`,
    );
  });
});

describe('refunds', () => {
  const ask = (paymentExternalId: string, refundKey: string, amountMinor = 5000) => ({
    paymentExternalId,
    refundKey,
    amountMinor,
    currency: 'usd',
    appointmentId: summary.appointmentId,
  });

  test('like a provider: only a paid payment it knows, once per key, never more than was paid', async () => {
    const provider = make();
    const order = await provider.razorpay.createOrder({ ...summary, amountMinor: 5000, currency: 'usd', lang: 'en' });
    await expect(provider.razorpay.refund(ask('order_test_unknown', 'k1'))).rejects.toThrow('No such payment');
    await expect(provider.razorpay.refund(ask(order.id, 'k1'))).rejects.toThrow('never completed');
    await provider.pay(order.id);
    // Its Stripe side does not know a Razorpay order.
    await expect(provider.stripe.refund(ask(order.id, 'k1'))).rejects.toThrow('No such payment');

    const refund = await provider.razorpay.refund(ask(order.id, 'k1'));
    expect(refund.id).toMatch(/^rfnd_test_[0-9a-f]{24}$/);
    expect(await provider.razorpay.refund(ask(order.id, 'k1'))).toEqual(refund);
    await expect(provider.razorpay.refund(ask(order.id, 'k2', 1))).rejects.toThrow('more than is left');
  });
});
