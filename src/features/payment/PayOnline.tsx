// Pay Online for one unpaid appointment (SPEC §4): the button reveals the provider choices,
// Stripe and Razorpay as SPEC §4 has them, and a third for Indonesian methods where the
// server offers Midtrans.
// - Stripe: the server creates a Checkout Session and the browser goes to its page;
//   /verify confirms the payment when Stripe sends the visitor back.
// - Razorpay: the server creates an order; Razorpay's checkout script (loaded only now)
//   collects the payment and its success handler asks the server to verify it.
//   With the built-in test provider there is no checkout script: the server answers a
//   `checkout_url` instead and the browser goes to the test checkout page in this same
//   tab. That page returns to /verify?provider=razorpay&… with exactly the fields
//   Razorpay's handler receives, and /verify sends them to the same verifyRazorpay call.
// - Midtrans (QRIS, virtual accounts, e-wallets): the server creates a Snap transaction and
//   the browser goes to its page (Snap's popup script would need Midtrans' CDN); Midtrans, or
//   the test provider standing in for it, sends the visitor back to /verify.
import { Fragment, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { useAppSelector } from '../../state/hooks';
import { paths } from '../../shared/routing/paths';
import { Button } from '../../components/Button';
import { LoadingDots } from '../../components/LoadingDots';
import { toast } from '../../components/toast';
import { addStrings, failureText, selectLangCode, useT } from '../language';
import { payment } from '../../shared/dictionary/payment';
import {
  FALLBACK_PAYMENT_CONFIG,
  useGetPaymentConfigQuery,
  useLazyGetPaymentConfigQuery,
  usePaymentMidtransMutation,
  usePaymentRazorpayMutation,
  usePaymentStripeMutation,
  useVerifyRazorpayMutation,
  type RazorpayCheckoutResult,
} from './paymentApi';
import { METHOD_ORDER, methodKindName } from './methodNames';
import { loadRazorpayCheckout } from './razorpayCheckout';
import { redirectTo } from './redirect';
import { BANK_NAMES, WALLET_NAMES } from '../../shared/paymentBrandNames';
import type { PaymentMethodKind, ProviderChoice } from '../../shared/paymentMethods';

// This page's strings come with its code (see features/language/loadedStrings.ts).
addStrings(payment);

type Provider = ProviderChoice;

export const PAYMENT_FAILED = 'payment.failed';
export const RAZORPAY_NOT_CONFIGURED = 'payment.razorpayUnavailable';

export function PayOnline({ appointmentId }: { appointmentId: string }) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const navigate = useNavigate();
  const theme = useTheme();
  const choicesId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<Provider | null>(null);
  // Asked only once the visitor opens the choices: the list page itself makes no payment call.
  const configQuery = useGetPaymentConfigQuery(undefined, { skip: !open });
  const settings = configQuery.data ?? (configQuery.isError ? FALLBACK_PAYMENT_CONFIG : undefined);
  const [loadConfig] = useLazyGetPaymentConfigQuery();
  const [paymentStripe] = usePaymentStripeMutation();
  const [paymentRazorpay] = usePaymentRazorpayMutation();
  const [verifyRazorpay] = useVerifyRazorpayMutation();
  const [paymentMidtrans] = usePaymentMidtransMutation();

  const fail = (error: unknown) => {
    toast.error(failureText(t, error, PAYMENT_FAILED));
    setBusy(null);
  };

  const payWithStripe = async () => {
    setBusy('stripe');
    try {
      const { session_url } = await paymentStripe({ appointmentId, lang }).unwrap();
      redirectTo(session_url);
    } catch (error) {
      fail(error);
    }
  };

  const confirmRazorpay = async (result: RazorpayCheckoutResult) => {
    try {
      const message = await verifyRazorpay({ ...result, appointmentId }).unwrap();
      toast.success(t(message || 'Payment successful'), { keep: true });
      setBusy(null);
      navigate(paths.myAppointments);
    } catch (error) {
      fail(error);
    }
  };

  const payWithRazorpay = async () => {
    setBusy('razorpay');
    try {
      const { order, checkout_url } = await paymentRazorpay({ appointmentId, lang }).unwrap();
      if (checkout_url) {
        redirectTo(checkout_url);
        return;
      }
      const config = await loadConfig(undefined, true)
        .unwrap()
        .catch(() => FALLBACK_PAYMENT_CONFIG);
      if (!config.razorpayKeyId) throw new Error(RAZORPAY_NOT_CONFIGURED);
      const Razorpay = await loadRazorpayCheckout();
      const checkout = new Razorpay({
        key: config.razorpayKeyId,
        amount: order.amount,
        currency: order.currency,
        name: t('site.name'),
        description: t('payment.razorpayDescription'),
        order_id: order.id,
        receipt: order.receipt,
        handler: (result) => void confirmRazorpay(result),
        modal: { ondismiss: () => setBusy(null) },
        theme: { color: theme.colors.primary },
      });
      checkout.on('payment.failed', (response) => {
        toast.error(t(response?.error?.description || PAYMENT_FAILED));
      });
      checkout.open();
    } catch (error) {
      fail(error);
    }
  };

  const payWithMidtrans = async () => {
    setBusy('midtrans');
    try {
      const { redirect_url } = await paymentMidtrans({ appointmentId, lang }).unwrap();
      redirectTo(redirect_url);
    } catch (error) {
      fail(error);
    }
  };

  const showStripe = settings?.providers.stripe ?? true;
  const showRazorpay = settings?.providers.razorpay ?? true;
  // Never guessed: only a server that says it has Midtrans offers it.
  const midtransMethods = settings?.providers.midtrans ? ordered(settings.methods.midtrans) : [];
  const showMidtrans = midtransMethods.length > 0;

  return (
    <Wrapper>
      <PayButton
        type="button"
        aria-expanded={open}
        aria-controls={choicesId}
        onClick={() => setOpen((value) => !value)}
        $size="small"
        $shape="rounded"
      >
        {t('payment.payOnline')}
      </PayButton>
      {open && (
        <Choices id={choicesId} role="group" aria-labelledby={`${choicesId}-label`}>
          <Caption id={`${choicesId}-label`}>{t('payment.chooseMethod')}</Caption>
          {showStripe && (
            <Choice type="button" onClick={payWithStripe} disabled={busy !== null} aria-busy={busy === 'stripe'}>
              <StripeMark>Stripe</StripeMark>
              <Hint>
                {busy === 'stripe' ? <LoadingDots label={t('payment.redirecting')} /> : t('payment.stripeHint')}
              </Hint>
            </Choice>
          )}
          {showRazorpay && (
            <Choice type="button" onClick={payWithRazorpay} disabled={busy !== null} aria-busy={busy === 'razorpay'}>
              <RazorpayMark>Razorpay</RazorpayMark>
              <Hint>
                {busy === 'razorpay' ? <LoadingDots label={t('payment.opening')} /> : t('payment.razorpayHint')}
              </Hint>
            </Choice>
          )}
          {showMidtrans && (
            <Choice type="button" onClick={payWithMidtrans} disabled={busy !== null} aria-busy={busy === 'midtrans'}>
              <IndonesianMark>{markOf(midtransMethods, t)}</IndonesianMark>{' '}
              {busy === 'midtrans' ? (
                <Hint>
                  <LoadingDots label={t('payment.redirecting')} />
                </Hint>
              ) : (
                <MethodBadges>
                  {/* Spaced in the text too: the button's name reads "… QRIS BCA BNI …", not "QRISBCABNI". */}
                  {offeredBrands(midtransMethods, t).map((name) => (
                    <Fragment key={name}>
                      <MethodBadge>{name}</MethodBadge>{' '}
                    </Fragment>
                  ))}
                </MethodBadges>
              )}
            </Choice>
          )}
          {!showStripe && !showRazorpay && !showMidtrans && <Unavailable>{t('payment.unavailable')}</Unavailable>}
          {settings?.testMode && <TestNote>{t('payment.testMode')}</TestNote>}
        </Choices>
      )}
    </Wrapper>
  );
}

const ordered = (kinds: readonly PaymentMethodKind[]) => METHOD_ORDER.filter((kind) => kinds.includes(kind));

/** The choice's name, "QRIS · Virtual Account · E-Wallet": the methods patients look for (cards are in the badges). */
function markOf(kinds: readonly PaymentMethodKind[], t: (key: string) => string): string {
  const named = kinds.filter((kind) => kind !== 'card');
  return (named.length > 0 ? named : kinds).map((kind) => methodKindName(t, kind)).join(' · ');
}

/** The badges under the Indonesian choice: QRIS, each bank and e-wallet by its brand, cards last. */
function offeredBrands(kinds: readonly PaymentMethodKind[], t: (key: string) => string): string[] {
  return kinds.flatMap((kind) => {
    if (kind === 'virtual-account') return Object.values(BANK_NAMES);
    if (kind === 'e-wallet') return Object.values(WALLET_NAMES);
    return [methodKindName(t, kind)];
  });
}

const Wrapper = styled.div`
  display: grid;
  gap: 10px;
`;

// Open, it steps back to an outline: the choices below are now the thing to press.
const PayButton = styled(Button)`
  width: 100%;
  /* Doubled to outrank the button's hover filter. */
  &&[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.text};
    filter: none;
  }
`;

const Choices = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const Caption = styled.p`
  margin: 0 0 2px;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const Choice = styled.button`
  display: grid;
  justify-items: start;
  gap: 2px;
  width: 100%;
  min-height: 56px;
  padding: 9px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.background};
  text-align: left;
  cursor: pointer;
  transition: border-color 0.15s, box-shadow 0.15s;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: wait;
  }
  &:disabled:not([aria-busy='true']) {
    opacity: 0.55;
  }
`;

const StripeMark = styled.span`
  font-family: ${({ theme }) => theme.font.body};
  font-size: 1.15rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.stripe};
`;

const RazorpayMark = styled.span`
  font-family: ${({ theme }) => theme.font.body};
  font-size: 1.1rem;
  font-weight: 800;
  font-style: italic;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.razorpay};
  &::before {
    content: '';
    display: inline-block;
    width: 10px;
    height: 14px;
    margin-right: 6px;
    background: ${({ theme }) => theme.colors.razorpayAccent};
    transform: skewX(-20deg);
    vertical-align: -1px;
  }
`;

// Set in the body face like the others, without a brand colour: it names methods, not a company.
const IndonesianMark = styled.span`
  font-family: ${({ theme }) => theme.font.body};
  font-size: 1.02rem;
  font-weight: 800;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.text};
`;

const MethodBadges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-top: 4px;
`;

const MethodBadge = styled.span`
  padding: 1px 7px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.74rem;
  font-weight: 700;
  line-height: 1.5;
`;

const Hint = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const TestNote = styled.p`
  margin: 2px 0 0;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: 0.82rem;
  font-weight: 600;
`;

const Unavailable = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;
