import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { MediaImage } from '../../components/MediaImage';
import { media } from '../../components/theme';
import { toast } from '../../components/toast';
import { appointmentView, type AppointmentView } from '../../shared/appointmentStatus';
import { formatAppointment } from '../../shared/format/clock';
import { useAppSelector } from '../../state/hooks';
import { failureText, selectLangCode, useT } from '../language';
import { PayOnline, PendingPaymentPanel, payableUntilNow } from '../payment';
import { AddToCalendarButton } from './AddToCalendarButton';
import { useCancelAppointmentMutation, type Appointment } from './appointmentsApi';
import { CancelAppointmentDialog } from './CancelAppointmentDialog';
import { DirectionsButton } from './DirectionsButton';
import { DOCTOR_FALLBACK_IMAGE, portraitFrame } from './DoctorCard';
import { formatFee, specialityLabel } from './doctorText';

// The dialog brings the slot grid and the modal: a chunk of its own, loaded on first use
// (asked for already when the pointer or the focus reaches the button).
const loadRescheduleDialog = () => import(/* webpackChunkName: "reschedule-dialog" */ './RescheduleDialog');
const RescheduleDialog = lazy(loadRescheduleDialog);
// A failed early load is not an error yet: opening the dialog asks again.
const preloadRescheduleDialog = () => void loadRescheduleDialog().catch(() => undefined);

export type AppointmentGroup = 'upcoming' | 'past' | 'cancelled';

type Props = {
  appointment: Appointment;
  group: AppointmentGroup;
  /** Takes the focus to this appointment's heading when it arrives (just cancelled: its button is gone). */
  receiveFocus?: boolean;
  /** The page's clock: a payment awaited past its deadline is no longer shown. */
  now: Date;
  /** The clinic's zone, the clock of a payment's deadline. */
  timeZone: string;
  onCancelled: (appointmentId: string) => void;
};

/** One appointment: the doctor, where and when, its state as badges, and what can be done with it. */
export function MyAppointmentItem({ appointment, group, receiveFocus = false, now, timeZone, onCancelled }: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const view = appointmentView(appointment);
  const upcoming = group === 'upcoming';
  const { docData, docId } = appointment;
  const titleId = `appointment-${appointment._id}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [rescheduling, setRescheduling] = useState(false);
  const cancel = useCancelFlow(appointment, onCancelled);

  useEffect(() => {
    if (receiveFocus) headingRef.current?.focus();
  }, [receiveFocus]);

  // Only an upcoming appointment can still be paid for, moved or cancelled from here.
  const actions = upcoming && (view.payOnline || view.cancel || (view.reschedule && docId));
  // Pay Online stays beside it: a new attempt replaces the one awaited.
  const pending =
    upcoming && view.payOnline && payableUntilNow(appointment.pendingPayment, now) ? appointment.pendingPayment : null;

  return (
    <Item aria-labelledby={titleId} $quiet={!upcoming} $withActions={Boolean(actions)}>
      <Photo>
        <MediaImage
          src={docData.image}
          fallbackSrc={DOCTOR_FALLBACK_IMAGE}
          alt=""
          width={600}
          height={600}
          maxWidth={140}
          sizes="140px"
        />
      </Photo>
      <Details>
        <TitleRow>
          <h3 id={titleId} ref={headingRef} tabIndex={-1}>
            {docData.name}
          </h3>
          <Badges>
            {statusBadges(view, upcoming).map(({ key, tone }) => (
              <Badge key={key} $tone={tone}>
                {t(key)}
              </Badge>
            ))}
          </Badges>
        </TitleRow>
        <Speciality>{specialityLabel(t, docData.speciality)}</Speciality>
        <Facts>
          <div>
            <dt>{t('booking.address')}</dt>
            <dd>
              {docData.address?.line1}
              {docData.address?.line2 && (
                <>
                  <br />
                  {docData.address.line2}
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('booking.dateTime')}</dt>
            <dd>
              <time>{formatAppointment(appointment.slotDate, appointment.slotTime, lang)}</time>
            </dd>
          </div>
          {Number.isFinite(appointment.amount) && (
            <div>
              <dt>{t('booking.amount')}</dt>
              <dd>{formatFee(appointment.amount, lang, appointment.currency)}</dd>
            </div>
          )}
        </Facts>
      </Details>
      {pending && (
        <PaymentArea>
          <PendingPaymentPanel pending={pending} timeZone={timeZone} />
        </PaymentArea>
      )}
      {upcoming && (
        <Extras>
          <AddToCalendarButton appointment={appointment} />
          <DirectionsButton address={docData.address} />
        </Extras>
      )}
      {actions && (
        <ActionsColumn>
          {view.payOnline && <PayOnline appointmentId={appointment._id} />}
          {view.reschedule && docId && (
            <WideButton
              type="button"
              onPointerEnter={preloadRescheduleDialog}
              onFocus={preloadRescheduleDialog}
              onClick={() => setRescheduling(true)}
              $variant="outline"
              $size="small"
              $shape="rounded"
            >
              {t('booking.reschedule')}
            </WideButton>
          )}
          {view.cancel && (
            <WideButton type="button" onClick={cancel.ask} $variant="danger" $size="small" $shape="rounded">
              {t('booking.cancel')}
            </WideButton>
          )}
        </ActionsColumn>
      )}
      {cancel.asking && (
        <CancelAppointmentDialog
          appointment={appointment}
          busy={cancel.busy}
          failure={cancel.failure}
          onConfirm={cancel.confirm}
          onClose={cancel.keep}
        />
      )}
      {rescheduling && docId && (
        <Suspense fallback={null}>
          <RescheduleDialog appointment={{ ...appointment, docId }} onClose={() => setRescheduling(false)} />
        </Suspense>
      )}
    </Item>
  );
}

/** The confirmation dialog's state: open, cancelling, or refused with the reason. */
function useCancelFlow(appointment: Appointment, onCancelled: (appointmentId: string) => void) {
  const t = useT();
  const [cancelAppointment, { isLoading: busy }] = useCancelAppointmentMutation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const keep = () => {
    setAsking(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await cancelAppointment({ appointmentId: appointment._id, docId: appointment.docId }).unwrap();
      keep();
      onCancelled(appointment._id);
      toast.success(t(cancelledToast(appointment)));
    } catch (error) {
      setFailure(failureText(t, error));
    }
  };
  return { asking, busy, failure, ask: () => setAsking(true), keep, confirm };
}

/** What the toast says once cancelled: where a paid appointment's money goes. */
function cancelledToast(appointment: Appointment): string {
  if (!appointment.payment) return 'booking.cancelDone';
  return appointment.refundRoute === 'bank-transfer' ? 'booking.cancelDoneBankRefund' : 'booking.cancelDoneRefund';
}

type StatusBadge = { key: string; tone: BadgeTone };

/** The state words of SPEC §4 as badges; an unpaid appointment whose time has passed no longer awaits payment. */
function statusBadges(view: AppointmentView, upcoming: boolean): StatusBadge[] {
  switch (view.status) {
    case 'completed':
      return [{ key: 'booking.completed', tone: 'success' }];
    case 'cancelled':
      return [
        { key: 'booking.badge.cancelled', tone: 'danger' },
        ...(view.refundedLabel ? [{ key: 'booking.refunded', tone: 'success' } as const] : []),
        ...(view.refundPendingLabel ? [{ key: 'booking.badge.refundPending', tone: 'warning' } as const] : []),
      ];
    case 'paid':
      return [{ key: 'booking.paid', tone: 'success' }];
    case 'unpaid':
      return [
        upcoming
          ? { key: 'booking.badge.awaitingPayment', tone: 'warning' }
          : { key: 'booking.badge.notPaid', tone: 'neutral' },
      ];
  }
}

// Photo, details and actions side by side; a payment awaited, then the calendar and directions
// buttons, under the details. On a phone the payment, the buttons and the actions take the
// card's whole width (a virtual account number must not wrap beside the photo).
const Item = styled.li<{ $quiet: boolean; $withActions: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withActions }) => ($withActions ? '140px minmax(0, 1fr) 230px' : '140px minmax(0, 1fr)')};
  grid-template-areas: ${({ $withActions }) =>
    $withActions
      ? `'photo details actions' 'photo payment actions' 'photo extras actions'`
      : `'photo details' 'photo payment' 'photo extras'`};
  grid-template-rows: auto auto 1fr;
  gap: 0 24px;
  align-items: start;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ $quiet, theme }) => ($quiet ? theme.colors.surface : theme.colors.background)};
  ${media.small} {
    grid-template-columns: 88px minmax(0, 1fr);
    grid-template-areas: 'photo details' 'payment payment' 'extras extras' 'actions actions';
    grid-template-rows: auto;
    gap: 0 14px;
    padding: 16px;
  }
`;

const Photo = styled.div`
  grid-area: photo;
  overflow: hidden;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.medium};
  ${portraitFrame}
`;

const Details = styled.div`
  grid-area: details;
  min-width: 0;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1.15rem;
  }
  h3:focus {
    outline: none;
  }
  h3:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Speciality = styled.p`
  margin: 2px 0 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1.3fr) minmax(0, 1.2fr) minmax(0, 0.5fr);
  gap: 8px 24px;
  margin: 0;
  font-size: 0.92rem;
  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  time {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

const PaymentArea = styled.div`
  grid-area: payment;
  min-width: 0;
`;

const Extras = styled.div`
  grid-area: extras;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 16px;
  ${media.small} {
    > * {
      flex: 1 1 auto;
    }
  }
`;

const ActionsColumn = styled.div`
  grid-area: actions;
  display: grid;
  gap: 10px;
  align-content: start;
  justify-items: stretch;
  ${media.small} {
    margin-top: 14px;
  }
`;

const WideButton = styled(Button)`
  width: 100%;
`;
