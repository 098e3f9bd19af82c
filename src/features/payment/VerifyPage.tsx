// /verify (SPEC §2, §4): where a payment provider sends the visitor back. It shows a
// spinner while the server confirms the payment, toasts the result and goes on to
// /my-appointments. The server decides; nothing in the query string is trusted.
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { apiErrorMessage } from '../../state/apiError';
import { useAppSelector } from '../../state/hooks';
import { paths } from '../../shared/routing/paths';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../components/toast';
import { selectIsLoggedIn } from '../auth';
import { addStrings, usePageTitle, useT } from '../language';
import { failures } from '../../shared/dictionary/failures';
import { payment } from '../../shared/dictionary/payment';
import { useVerifyRazorpayMutation, useVerifyStripeMutation } from './paymentApi';
import { readVerifyParams } from './verifyParams';

// This page's strings come with its code (see features/language/loadedStrings.ts).
addStrings(payment, failures);

const CANCELLED = 'Payment cancelled';
// Every outcome is told on the page the visitor is sent on to.
const KEEP = { keep: true };

export default function VerifyPage() {
  const t = useT();
  usePageTitle('page.verify');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [verifyStripe] = useVerifyStripeMutation();
  const [verifyRazorpay] = useVerifyRazorpayMutation();
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

    const confirm = async () => {
      try {
        if (request.kind === 'invalid') {
          toast.error(t('payment.missingDetails'), KEEP);
          return;
        }
        if (request.kind === 'razorpay-cancelled') {
          toast.info(t(CANCELLED), KEEP);
          return;
        }
        const message =
          request.kind === 'stripe'
            ? await verifyStripe({
                success: request.success,
                appointmentId: request.appointmentId,
                ...(request.sessionId ? { session_id: request.sessionId } : {}),
              }).unwrap()
            : await verifyRazorpay({ ...request.result, appointmentId: request.appointmentId }).unwrap();
        toast.success(t(message || 'Payment successful'), KEEP);
      } catch (error) {
        const message = apiErrorMessage(error, 'payment.failed');
        if (message === CANCELLED) toast.info(t(message), KEEP);
        else toast.error(t(message), KEEP);
      } finally {
        navigate(paths.myAppointments, { replace: true });
      }
    };
    void confirm();
  }, [params, navigate, verifyStripe, verifyRazorpay, t, loggedIn]);

  return (
    <Wrapper>
      <Spinner label={t('payment.verifying')} />
      <h1>{t('payment.verifying')}</h1>
      <p>{t('payment.verifyingText')}</p>
    </Wrapper>
  );
}

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
