// /doctor: the doctor's own appointments by day (today, upcoming, past with a search), with
// "Mark completed" and "Cancel", and their availability. Whether the visitor is a doctor is
// the server's answer: anyone else sees its refusal, translated.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { LoadingDots } from '../../components/LoadingDots';
import { SectionHeader } from '../../components/SectionHeader';
import { SearchForm } from '../../components/SearchForm';
import { media } from '../../components/theme';
import { accountMenu } from '../../shared/dictionary/accountMenu';
import { clinic } from '../../shared/dictionary/clinic';
import { APPOINTMENT_SCOPES, CLINIC_SEARCH_MAX, type AppointmentScope } from '../../shared/validation/clinicRules';
import { addStrings, failureText, usePageTitle, useT } from '../language';
import { AppointmentList } from './AppointmentList';
import { AvailabilitySwitch } from './AvailabilitySwitch';
import {
  useCancelDoctorAppointmentMutation,
  useCompleteDoctorAppointmentMutation,
  useGetDoctorAppointmentsQuery,
  useGetDoctorSelfQuery,
} from './doctorPanelApi';
import { ListPager } from './ListPager';
import { StateNote } from './panelParts';

// This page's strings come with its code (see features/language/loadedStrings.ts).
// The page's name is the account menu's entry for it.
addStrings(clinic, accountMenu);

const isRefusal = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 403;

export default function DoctorPanelPage() {
  const t = useT();
  usePageTitle('nav.doctorPanel');
  const self = useGetDoctorSelfQuery();

  let content;
  if (self.isLoading) {
    content = (
      <StateNote>
        <LoadingDots label={t('clinic.loading')} />
      </StateNote>
    );
  } else if (!self.data) {
    content = (
      <StateNote role="alert">
        <h2>{t(isRefusal(self.error) ? 'clinic.denied.title' : 'clinic.loadFailed')}</h2>
        <p>{failureText(t, self.error)}</p>
        {isRefusal(self.error) ? (
          <p>{t('clinic.denied.text')}</p>
        ) : (
          <Button type="button" $variant="secondary" $size="small" onClick={() => void self.refetch()}>
            {t('clinic.retry')}
          </Button>
        )}
      </StateNote>
    );
  } else {
    content = (
      <>
        <AvailabilitySwitch available={self.data.available} />
        <Appointments />
      </>
    );
  }

  return (
    <Shell>
      <SectionHeader
        variant="page"
        level={1}
        eyebrow={t('clinic.panel.eyebrow')}
        title={self.data ? `${t('nav.doctorPanel')}: ${self.data.name}` : t('nav.doctorPanel')}
        // Said while the account loads too (the server draws that frame, the first thing on
        // screen): only a refusal or a failure takes it away.
        lead={self.isLoading || self.data ? t('clinic.panel.lead') : undefined}
      />
      {content}
    </Shell>
  );
}

function Appointments() {
  const t = useT();
  const [scope, setScope] = useState<AppointmentScope>('today');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = { scope, q: scope === 'past' ? q : '', page };
  const { data, error, isLoading, isFetching, refetch } = useGetDoctorAppointmentsQuery(query);
  const [complete] = useCompleteDoctorAppointmentMutation();
  const [cancel] = useCancelDoctorAppointmentMutation();

  const choose = (next: AppointmentScope) => {
    setScope(next);
    setPage(1);
  };

  let list;
  if (isLoading) {
    list = (
      <StateNote>
        <LoadingDots label={t('clinic.loading')} />
      </StateNote>
    );
  } else if (!data) {
    list = (
      <StateNote role="alert">
        <p>
          {t('clinic.loadFailed')} {failureText(t, error)}
        </p>
        <Button type="button" $variant="secondary" $size="small" onClick={() => void refetch()}>
          {t('clinic.retry')}
        </Button>
      </StateNote>
    );
  } else if (data.appointments.length === 0) {
    list = <StateNote role="status">{t(query.q ? 'clinic.noMatch' : `clinic.empty.${scope}`)}</StateNote>;
  } else {
    list = (
      <>
        <AppointmentList
          appointments={data.appointments}
          complete={(id) => complete(id).unwrap()}
          cancel={(id, reason) => cancel({ id, reason }).unwrap()}
        />
        <ListPager page={data.page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
      </>
    );
  }

  return (
    <section aria-label={t('clinic.tabs')}>
      <Tabs role="tablist" aria-label={t('clinic.tabs')}>
        {APPOINTMENT_SCOPES.map((value) => (
          <Tab
            key={value}
            type="button"
            role="tab"
            aria-selected={scope === value}
            $active={scope === value}
            onClick={() => choose(value)}
          >
            {t(`clinic.tab.${value}`)}
          </Tab>
        ))}
      </Tabs>
      {scope === 'past' && (
        <SearchBox>
          <SearchForm
            label={t('clinic.search')}
            buttonLabel={t('clinic.searchButton')}
            initial={q}
            maxLength={CLINIC_SEARCH_MAX}
            onSearch={(text) => {
              setQ(text);
              setPage(1);
            }}
          />
        </SearchBox>
      )}
      <div role="tabpanel" aria-busy={isFetching || undefined}>
        {list}
      </div>
    </section>
  );
}

const Shell = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 40px 20px 72px;
  ${media.small} {
    padding: 24px 16px 56px;
  }
`;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 24px 0 16px;
`;

const Tab = styled.button<{ $active: boolean }>`
  padding: 8px 18px;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.text)};
  font-weight: 600;
  cursor: pointer;
`;

const SearchBox = styled.div`
  max-width: 520px;
  margin-bottom: 16px;
`;
