import { useCallback, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ButtonLink';
import { LoadingDots } from '../../components/LoadingDots';
import { SectionHeader } from '../../components/SectionHeader';
import { useErrorToast } from '../../components/useErrorToast';
import { accountMenu } from '../../shared/dictionary/accountMenu';
import { booking } from '../../shared/dictionary/booking';
import { myAppointments } from '../../shared/dictionary/myAppointments';
import { payment } from '../../shared/dictionary/payment';
import { paths } from '../../shared/routing/paths';
import { knownTimeZone } from '../../shared/slots';
import { addStrings, failureText, usePageTitle, useT } from '../language';
import { useGetAppointmentsQuery, type Appointment } from './appointmentsApi';
import { useDoctors } from './doctorsApi';
import { MyAppointmentItem, type AppointmentGroup } from './MyAppointmentItem';
import { groupAppointments } from './myAppointmentGroups';
import { LoadFailed, Loading, Notice, Shell } from './pageParts';
import { useNow } from './useNow';

// This page's strings come with its code (see features/language/loadedStrings.ts).
// The page's name is the account menu's entry for it.
addStrings(booking, myAppointments, payment, accountMenu);

/**
 * /my-appointments: the user's appointments in three groups on the clinic's clock, Upcoming
 * (soonest first), Past and Cancelled (most recent first), with the actions of SPEC §4.
 */
export default function MyAppointmentsPage() {
  const t = useT();
  usePageTitle('nav.myAppointments');
  const { data, error, isLoading, isFetching, refetch } = useGetAppointmentsQuery();
  useErrorToast(error, failureText(t, error));
  const now = useNow();
  const timeZone = useClinicTimeZone();
  const groups = useMemo(() => groupAppointments(data ?? [], now, timeZone), [data, now, timeZone]);
  // A cancelled appointment moves to Cancelled, and its Cancel button is gone: the focus
  // follows it to its new place.
  const [justCancelled, setJustCancelled] = useState<string | null>(null);
  const onCancelled = useCallback((appointmentId: string) => setJustCancelled(appointmentId), []);

  const group = (kind: AppointmentGroup, title: string, items: Appointment[], empty?: ReactNode) => (
    <Group key={kind} aria-labelledby={`group-${kind}`}>
      <GroupHeading id={`group-${kind}`}>
        {title}
        <Count aria-hidden="true">{items.length}</Count>
        <span className="visually-hidden">
          {' '}
          ({items.length === 1 ? t('booking.my.countOne') : t('booking.my.count', { count: String(items.length) })})
        </span>
      </GroupHeading>
      {items.length === 0 ? (
        empty
      ) : (
        <List>
          {items.map((appointment) => (
            <MyAppointmentItem
              key={appointment._id}
              appointment={appointment}
              group={kind}
              receiveFocus={justCancelled === appointment._id && kind === 'cancelled'}
              now={now}
              timeZone={timeZone}
              onCancelled={onCancelled}
            />
          ))}
        </List>
      )}
    </Group>
  );

  let content;
  if (isLoading) {
    content = (
      <Loading>
        <LoadingDots label={t('common.loading')} />
      </Loading>
    );
  } else if (!data) {
    content = <LoadFailed title={t('booking.my.loadFailed')} error={error} retry={refetch} retrying={isFetching} />;
  } else if (data.length === 0) {
    content = (
      <Notice
        role="status"
        text={t('booking.my.empty')}
        action={<ButtonLink to={paths.doctors}>{t('booking.my.findDoctor')}</ButtonLink>}
      />
    );
  } else {
    // Upcoming is always there (it is what the patient comes for); an empty Past or Cancelled is left out.
    content = (
      <>
        {group(
          'upcoming',
          t('booking.my.upcoming'),
          groups.upcoming,
          <NoneUpcoming>
            <p>{t('booking.my.noUpcoming')}</p>
            <ButtonLink to={paths.doctors}>{t('booking.my.bookAnother')}</ButtonLink>
          </NoneUpcoming>,
        )}
        {groups.past.length > 0 && group('past', t('booking.my.past'), groups.past)}
        {groups.cancelled.length > 0 && group('cancelled', t('booking.my.cancelledGroup'), groups.cancelled)}
      </>
    );
  }

  return (
    <Shell>
      <Header variant="page" level={1} eyebrow={t('booking.doctors.eyebrow')} title={t('nav.myAppointments')} />
      {content}
    </Shell>
  );
}

/**
 * The clinic's zone as the doctor list names it (the slot pages read it there too); the
 * default zone until the list has come.
 */
function useClinicTimeZone(): string {
  const { data } = useDoctors();
  const zone = data?.clinicTimeZone;
  return useMemo(() => knownTimeZone(zone ?? ''), [zone]);
}

const Header = styled(SectionHeader)`
  margin-bottom: 28px;
`;

const Group = styled.section`
  & + & {
    margin-top: 40px;
  }
`;

const GroupHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 16px;
  font-size: 1.35rem;
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 28px;
  height: 28px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-family: ${({ theme }) => theme.font.body};
  font-size: 0.85rem;
  font-weight: 700;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

const NoneUpcoming = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 20px;
  padding: 20px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
