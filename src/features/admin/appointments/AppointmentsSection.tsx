// The console's appointment board (admins): every doctor's appointments by day, filtered by
// doctor, date, status and patient name, with the doctor panel's own rows and actions; and
// below, which account runs which doctor's panel.
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { clinic } from '../../../shared/dictionary/clinic';
import type { BoardQuery } from '../../../shared/validation/clinic';
import { BOARD_STATUSES, type BoardStatus } from '../../../shared/validation/clinicRules';
import { AppointmentList, ListPager } from '../../doctorPanel';
import { addStrings, useT } from '../../language';
import { ListState, SearchForm } from '../inbox/listParts';
import { SectionHead, sectionTitleId } from '../SectionHead';
import { Panel, Toolbar } from '../consoleParts';
import { useDeferredAnswer } from '../useDeferredAnswer';
import { usePainted } from '../usePainted';
import {
  useCancelAsAdminMutation,
  useCompleteAsAdminMutation,
  useGetBoardQuery,
  useGetDoctorAccountsQuery,
} from './adminAppointmentsApi';

addStrings(clinic);

// The accounts' panel sits under the board and has a form: its code (with the form
// libraries) loads once the section's first screen is painted.
const DoctorAccounts = lazy(() =>
  import(/* webpackChunkName: "admin-appointments-accounts" */ './DoctorAccounts').then((module) => ({
    default: module.DoctorAccounts,
  })),
);

/** A date field's YYYY-MM-DD as the slot date key (day_month_year, no leading zeros). */
const dateKeyOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return iso ? `${day}_${month}_${year}` : '';
};

export default function AppointmentsSection() {
  const t = useT();
  const [filters, setFilters] = useState<BoardQuery>({ doctorId: '', date: '', status: 'all', q: '', page: 1 });
  const [isoDate, setIsoDate] = useState('');
  const boardQuery = useGetBoardQuery(filters);
  const { error, isLoading, isFetching, refetch } = boardQuery;
  // A page of the board renders in slices.
  const { shown: data, arriving } = useDeferredAnswer(boardQuery.data);
  const { data: doctors } = useGetDoctorAccountsQuery();
  const [complete] = useCompleteAsAdminMutation();
  const [cancel] = useCancelAsAdminMutation();
  const filter = (change: Partial<BoardQuery>) => setFilters((current) => ({ ...current, ...change, page: 1 }));
  const painted = usePainted();
  const filtered = filters.doctorId !== '' || filters.date !== '' || filters.status !== 'all' || filters.q !== '';

  return (
    <>
      <SectionHead of="appointments" />
      <Panel aria-labelledby={sectionTitleId('appointments')}>
        <Toolbar>
          <SelectField
            label={t('admin.appointments.doctor')}
            value={filters.doctorId}
            onChange={(event) => filter({ doctorId: event.target.value })}
          >
            <option value="">{t('admin.appointments.allDoctors')}</option>
            {doctors?.map((doctor) => (
              <option key={doctor.doctorId} value={doctor.doctorId}>
                {doctor.retired ? t('admin.appointments.retired', { name: doctor.doctorName }) : doctor.doctorName}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('admin.appointments.date')}
            type="date"
            value={isoDate}
            onChange={(event) => {
              setIsoDate(event.target.value);
              filter({ date: dateKeyOf(event.target.value) });
            }}
          />
          <SelectField
            label={t('admin.appointments.status')}
            value={filters.status}
            onChange={(event) => filter({ status: event.target.value as BoardStatus })}
          >
            {BOARD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.appointments.status.${status}`)}
              </option>
            ))}
          </SelectField>
          <SearchForm label={t('admin.appointments.search')} initial={filters.q} onSearch={(q) => filter({ q })} />
        </Toolbar>
        <ListState
          loading={isLoading || arriving}
          error={error}
          empty={data?.appointments.length === 0}
          loadingLabel={t('clinic.loading')}
          failedLabel={t('clinic.loadFailed')}
          emptyLabel={t(filtered ? 'clinic.noMatch' : 'admin.appointments.empty')}
          onRetry={() => void refetch()}
        >
          <Board aria-busy={isFetching || undefined}>
            {data && (
              <>
                <AppointmentList
                  appointments={data.appointments}
                  complete={(id) => complete(id).unwrap()}
                  cancel={(id, reason) => cancel({ id, reason }).unwrap()}
                />
                <ListPager
                  page={data.page}
                  total={data.total}
                  pageSize={data.pageSize}
                  onPage={(page) => setFilters((current) => ({ ...current, page }))}
                />
              </>
            )}
          </Board>
        </ListState>
      </Panel>
      {painted && (
        <Suspense fallback={null}>
          <DoctorAccounts doctors={doctors} />
        </Suspense>
      )}
    </>
  );
}

const Board = styled.div`
  min-height: 120px;
`;
