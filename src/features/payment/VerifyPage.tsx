// /verify (SPEC §2, §4): where a payment provider sends the visitor back. It shows a
// spinner while the server confirms the payment, toasts the result and goes on to
// /my-appointments. The server decides; nothing in the query string is trusted.
// A Midtrans payment can be chosen and not yet made (a virtual account awaiting its
// transfer): that is no failure, so the page stays and says calmly that it waits.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { apiErrorMessage } from '../../state/apiError';
import { useAppSelector } from '../../state/hooks';
import { paths } from '../../shared/routing/paths';
import { ButtonLink } from '../../components/ButtonLink';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../components/toast';
import { selectIsLoggedIn } from '../auth';
import { addStrings, usePageTitle, useT } from '../language';
import { failures } from '../../shared/dictionary/failures';
import { payment } from '../../shared/dictionary/payment';
import {
  awaitingPaymentMessage,
  useVerifyMidtransMutation,
  useVerifyRazorpayMutation,
  useVerifyStripeMutation,
} from './paymentApi';
import { readVerifyParams, type VerifyRequest } from './verifyParams';
import { PAYMENT_AWAITING, PAYMENT_CANCELLED, PAYMENT_EXPIRED } from '../../shared/messages/payments';

// This page's strings come with its code (see features/language/loadedStrings.ts).
addStrings(payment, failures);

const CANCELLED = PAYMENT_CANCELLED;
/** Outcomes the server answers with success false that are no failure: said calmly. */
const CALM_OUTCOMES = new Set([PAYMENT_CANCELLED, PAYMENT_EXPIRED]);
// Every outcome is told on the page the visitor is sent on to.
const KEEP = { keep: true };

export default function VerifyPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [verifyStripe] = useVerifyStripeMutation();
  const [verifyRazorpay] = useVerifyRazorpayMutation();
  const [verifyMidtrans] = useVerifyMidtransMutation();
  // The server's words while a payment is awaited; null while confirming.
  const [awaiting, setAwaiting] = useState<string | null>(null);
  usePageTitle(awaiting === null ? 'page.verify' : 'payment.awaitingTitle');
  // One verification per visit, even when effects run twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const request = readVerifyParams(params);
    // Only the owner can confirm a payment: without a session there is nothing to ask.
    if (!loggedIn) {
      toast.info(t('payment.loginFirst'), KEEP);
      navigate(paths.login, { replace: true });
      return;
    }

    const verify = (request: Exclude<VerifyRequest, { kind: 'invalid' | 'razorpay-cancelled' }>) => {
      switch (request.kind) {
        case 'stripe':
          return verifyStripe({
            success: request.success,
            appointmentId: request.appointmentId,
            ...(request.sessionId ? { session_id: request.sessionId } : {}),
          }).unwrap();
        case 'razorpay':
          return verifyRazorpay({ ...request.result, appointmentId: request.appointmentId }).unwrap();
        case 'midtrans':
          return verifyMidtrans({ appointmentId: request.appointmentId, order_id: request.orderId }).unwrap();
      }
    };

    const confirm = async () => {
      if (request.kind === 'invalid') {
        toast.error(t('payment.missingDetails'), KEEP);
      } else if (request.kind === 'razorpay-cancelled') {
        toast.info(t(CANCELLED), KEEP);
      } else {
        try {
          const message = await verify(request);
          toast.success(t(message || 'Payment successful'), KEEP);
        } catch (error) {
          const waiting = awaitingPaymentMessage(error);
          if (waiting !== null) {
            // Not a failure: the page stays and says so (the list, refetched, shows the account to pay to).
            setAwaiting(waiting || PAYMENT_AWAITING);
            return;
          }
          const message = apiErrorMessage(error, 'payment.failed');
          if (CALM_OUTCOMES.has(message)) toast.info(t(message), KEEP);
          else toast.error(t(message), KEEP);
        }
      }
      navigate(paths.myAppointments, { replace: true });
    };
    void confirm();
  }, [params, navigate, verifyStripe, verifyRazorpay, verifyMidtrans, t, loggedIn]);

  if (awaiting !== null) {
    return (
      <Wrapper>
        <Clock aria-hidden="true" />
        <h1>{t('payment.awaitingTitle')}</h1>
        <p role="status">{t(awaiting)}</p>
        <ButtonLink to={paths.myAppointments} replace>
          {t('payment.toMyAppointments')}
        </ButtonLink>
      </Wrapper>
    );
  }

  return (
    <Wrapper>
      <Spinner label={t('payment.verifying')} />
      <h1>{t('payment.verifying')}</h1>
      <p>{t('payment.verifyingText')}</p>
    </Wrapper>
  );
}

// A clock face drawn in CSS: waiting, not loading (the spinner) and not failing.
const Clock = styled.span`
  position: relative;
  width: 56px;
  height: 56px;
  border: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: calc(50% - 2px);
    bottom: 50%;
    width: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
    transform-origin: 50% 100%;
  }
  &::before {
    height: 18px;
  }
  &::after {
    height: 13px;
    transform: rotate(120deg);
  }
`;

const Wrapper = styled.section`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: 12px;
  min-height: 55vh;
  padding: 48px 20px;
  text-align: center;
  h1 {
    margin: 12px 0 0;
    font-size: clamp(1.5rem, 3.5vw, 2rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
