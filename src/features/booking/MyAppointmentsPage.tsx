import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../state/hooks';
import { paths } from '../../shared/routing/paths';
import { media } from '../../components/theme';
import { Button } from '../../components/Button';
import { ButtonLink } from '../../components/ButtonLink';
import { LoadingDots } from '../../components/LoadingDots';
import { MediaImage } from '../../components/MediaImage';
import { SectionHeader } from '../../components/SectionHeader';
import { toast } from '../../components/toast';
import { appointmentView } from '../../shared/appointmentStatus';
import { formatDateKey, formatSlotTime } from '../../shared/slots';
import { booking } from '../../shared/dictionary/booking';
import { addStrings, failureText, selectLangCode, usePageTitle, useT } from '../language';
import { payment } from '../../shared/dictionary/payment';
import { PayOnline } from '../payment';
import { useCancelAppointmentMutation, useGetAppointmentsQuery, type Appointment } from './appointmentsApi';
import { DOCTOR_FALLBACK_IMAGE, photoBackdrop } from './DoctorCard';
import { formatFee, specialityLabel } from './doctorText';
import { LoadFailed, Loading, Notice, Shell } from './ui';
import { useErrorToast } from '../../components/useErrorToast';

// This page's strings come with its code (see features/language/loadedStrings.ts).
addStrings(booking, payment);

// The dialog brings the slot grid and the modal: a chunk of its own, loaded on first use
// (asked for already when the pointer or the focus reaches the button).
const loadRescheduleDialog = () => import(/* webpackChunkName: "reschedule-dialog" */ './RescheduleDialog');
const RescheduleDialog = lazy(loadRescheduleDialog);
// A failed early load is not an error yet: opening the dialog asks again.
const preloadRescheduleDialog = () => void loadRescheduleDialog().catch(() => undefined);

/** /my-appointments: the user's appointments, newest first, with the actions of SPEC §4. */
export default function MyAppointmentsPage() {
  const t = useT();
  usePageTitle('page.myAppointments');
  const { data, error, isLoading, isFetching, refetch } = useGetAppointmentsQuery();
  useErrorToast(error, 'appointments-load', failureText(t, error));
  // The API lists oldest first; the page shows the newest first (SPEC §7).
  const appointments = data ? [...data].reverse() : [];

  let content;
  if (isLoading) {
    content = (
      <Loading>
        <LoadingDots label={t('common.loading')} />
      </Loading>
    );
  } else if (!data) {
    content = (
      <LoadFailed title={t('booking.my.loadFailed')} error={error} retry={refetch} retrying={isFetching} />
    );
  } else if (appointments.length === 0) {
    content = (
      <Notice
        role="status"
        text={t('booking.my.empty')}
        action={
          <ButtonLink to={paths.doctors}>{t('booking.my.findDoctor')}</ButtonLink>
        }
      />
    );
  } else {
    content = (
      <List>
        {appointments.map((appointment) => (
          <AppointmentItem key={appointment._id} appointment={appointment} />
        ))}
      </List>
    );
  }

  return (
    <Shell>
      <Header
        variant="page"
        level={1}
        eyebrow={t('booking.doctors.eyebrow')}
        title={t('page.myAppointments')}
        lead={appointments.length > 1 ? t('booking.my.intro') : undefined}
      />
      {content}
    </Shell>
  );
}

function AppointmentItem({ appointment }: { appointment: Appointment }) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const [cancelAppointment, { isLoading: cancelling }] = useCancelAppointmentMutation();
  const [rescheduling, setRescheduling] = useState(false);
  const view = appointmentView(appointment);
  // Without the doctor's id (the group's backend may leave it out) there is no grid to offer.
  const { docId } = appointment;
  const { docData } = appointment;
  const titleId = `appointment-${appointment._id}`;

  const cancel = async () => {
    try {
      const message = await cancelAppointment({ appointmentId: appointment._id, docId: appointment.docId }).unwrap();
      toast.success(t(message || 'Appointment Cancelled'));
    } catch (error) {
      toast.error(failureText(t, error));
    }
  };

  return (
    <Item aria-labelledby={titleId} $muted={view.status === 'cancelled'}>
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
        <h2 id={titleId}>{docData.name}</h2>
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
              <time>
                {formatDateKey(appointment.slotDate, lang)} | {formatSlotTime(appointment.slotTime, lang)}
              </time>
            </dd>
          </div>
          {Number.isFinite(appointment.amount) && (
            <div>
              <dt>{t('booking.amount')}</dt>
              <dd>{formatFee(appointment.amount)}</dd>
            </div>
          )}
        </Facts>
      </Details>
      <ActionsColumn>
        {view.payOnline && <PayOnline appointmentId={appointment._id} />}
        {view.paidLabel && <Label $tone="success">{t('booking.paid')}</Label>}
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
          <WideButton type="button" onClick={cancel} disabled={cancelling} $variant="danger" $size="small" $shape="rounded">
            {cancelling ? <LoadingDots label={t('booking.cancelling')} /> : t('booking.cancel')}
          </WideButton>
        )}
        {view.completedLabel && <Label $tone="success">{t('booking.completed')}</Label>}
        {view.cancelledLabel && <Label $tone="danger">{t('booking.cancelled')}</Label>}
        {view.refundedLabel && <Label $tone="success">{t('booking.refunded')}</Label>}
      </ActionsColumn>
      {rescheduling && docId && (
        <Suspense fallback={null}>
          <RescheduleDialog appointment={{ ...appointment, docId }} onClose={() => setRescheduling(false)} />
        </Suspense>
      )}
    </Item>
  );
}

const Header = styled(SectionHeader)`
  margin-bottom: 28px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

const Item = styled.li<{ $muted: boolean }>`
  display: grid;
  grid-template-columns: 140px minmax(0, 1fr) 230px;
  gap: 24px;
  align-items: start;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ $muted, theme }) => ($muted ? theme.colors.surface : theme.colors.background)};
  ${media.small} {
    grid-template-columns: 88px minmax(0, 1fr);
    gap: 14px;
    padding: 16px;
  }
`;

const Photo = styled.div`
  overflow: hidden;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.medium};
  ${photoBackdrop}
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: top center;
  }
`;

const Details = styled.div`
  min-width: 0;
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1.15rem;
  }
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

const ActionsColumn = styled.div`
  display: grid;
  gap: 10px;
  align-content: start;
  justify-items: stretch;
  ${media.small} {
    grid-column: 1 / -1;
  }
`;

const WideButton = styled(Button)`
  width: 100%;
`;

const Label = styled.p<{ $tone: 'success' | 'danger' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  margin: 0;
  padding: 10px 16px;
  border: 1px solid ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  font-weight: 700;
  text-align: center;
`;
