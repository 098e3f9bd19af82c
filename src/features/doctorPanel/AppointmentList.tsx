// Appointments grouped by day, each row with the patient's name, age and phone, its state
// and fee, and the actions its state allows: "Mark completed" from its day on, "Cancel" with a reason.
// The doctor panel and the admins' board (which adds each row's doctor) both show it; each
// hands in its own calls.
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { media } from '../../components/theme';
import { toast } from '../../components/toast';
import type { BoardAppointment, ClinicAppointment } from '../../shared/clinicTypes';
import { formatDateKey, formatTime } from '../../shared/format/clock';
import { formatMoney } from '../../shared/format/format';
import { useAppSelector } from '../../state/hooks';
import { failureText, selectLangCode, useT, type TFunction } from '../language';
import { Badge, Note } from './panelParts';

// The cancel form comes with the form and schema libraries: it loads when a cancel is about
// to be asked for (a pointer on or the focus at a Cancel button), so a list that is only read
// (most visits) renders without them.
const loadCancelDialog = () => import(/* webpackChunkName: "cancel-dialog" */ './CancelDialog');
const CancelDialog = lazy(() => loadCancelDialog().then((module) => ({ default: module.CancelDialog })));
const preloadCancelDialog = () => void loadCancelDialog().catch(() => undefined);

type Row = ClinicAppointment & Partial<Pick<BoardAppointment, 'doctor'>>;
type Answer = Promise<{ message: string }>;

export type AppointmentListProps = {
  appointments: Row[];
  complete: (id: string) => Answer;
  cancel: (id: string, reason: string) => Answer;
  /** The level of the day headings under the page's own heading. */
  headingLevel?: 2 | 3;
};

/** Consecutive rows of one day, in the order the server gave. */
function byDay(rows: Row[]): { day: string; rows: Row[] }[] {
  const groups: { day: string; rows: Row[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.day === row.slotDate) last.rows.push(row);
    else groups.push({ day: row.slotDate, rows: [row] });
  }
  return groups;
}

export function AppointmentList({ appointments, complete, cancel, headingLevel = 2 }: AppointmentListProps) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const [busy, setBusy] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Row | null>(null);
  // Once asked for, the dialog stays mounted (closed between cancels), as it would if it came with the list.
  const [dialogWanted, setDialogWanted] = useState(false);

  const act = async (id: string, call: () => Answer) => {
    setBusy(id);
    try {
      toast.success(t((await call()).message));
      return true;
    } catch (failure) {
      toast.error(failureText(t, failure));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {byDay(appointments).map(({ day, rows }, index) => (
        <Day key={`${day}-${index}`} aria-label={formatDateKey(day, lang)}>
          <DayHeading as={`h${headingLevel}`}>{formatDateKey(day, lang)}</DayHeading>
          <Rows>
            {rows.map((row) => (
              <AppointmentRow
                key={row.id}
                row={row}
                t={t}
                lang={lang}
                busy={busy === row.id}
                onComplete={() => void act(row.id, () => complete(row.id))}
                onCancel={() => {
                  setDialogWanted(true);
                  setCancelling(row);
                }}
              />
            ))}
          </Rows>
        </Day>
      ))}
      {dialogWanted && (
        <Suspense fallback={null}>
          <CancelDialog
            appointment={cancelling}
            busy={cancelling !== null && busy === cancelling.id}
            onClose={() => setCancelling(null)}
            onConfirm={async (reason) => {
              if (cancelling && (await act(cancelling.id, () => cancel(cancelling.id, reason)))) setCancelling(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

type RowProps = {
  row: Row;
  t: TFunction;
  lang: ReturnType<typeof selectLangCode>;
  busy: boolean;
  onComplete: () => void;
  onCancel: () => void;
};

function AppointmentRow({ row, t, lang, busy, onComplete, onCancel }: RowProps) {
  const { patient } = row;
  const active = row.status === 'active';
  return (
    <Item>
      <Time>{formatTime(row.slotTime, lang)}</Time>
      <Who>
        <strong>{patient.name}</strong>
        <span>{patient.age === null ? t('clinic.ageUnknown') : t('clinic.age', { age: patient.age })}</span>
        {patient.phone ? (
          <a href={`tel:${patient.phone.replace(/[^\d+]/g, '')}`} aria-label={t('clinic.call', { name: patient.name })}>
            {patient.phone}
          </a>
        ) : (
          <span>{t('clinic.noPhone')}</span>
        )}
        {row.doctor && (
          <span>
            {t('clinic.doctor')}: {row.doctor.name}
          </span>
        )}
      </Who>
      <Line>
        <Badge $tone={row.status === 'completed' ? 'success' : row.status === 'cancelled' ? 'danger' : 'neutral'}>
          {t(`clinic.status.${row.status}`)}
        </Badge>
        <Badge $tone={row.payment ? 'success' : 'warning'}>{t(row.payment ? 'clinic.paid' : 'clinic.unpaid')}</Badge>
        <Note as="span">{t('clinic.fee', { amount: formatMoney(row.amount, row.currency, lang) })}</Note>
        {row.refunded && <Badge $tone="neutral">{t('clinic.refunded')}</Badge>}
        {row.status === 'cancelled' && row.cancelledBy && (
          <Note as="span">
            {t(`clinic.cancelledBy.${row.cancelledBy}`)}
            {row.cancelReason ? `. ${t('clinic.reason', { reason: row.cancelReason })}` : ''}
          </Note>
        )}
      </Line>
      {active && (
        <Line>
          {row.completable ? (
            <Button type="button" $variant="primary" $size="small" disabled={busy} onClick={onComplete}>
              {t('clinic.complete')}
            </Button>
          ) : (
            <Note as="span">{t('clinic.completeFrom', { date: formatDateKey(row.slotDate, lang) })}</Note>
          )}
          <Button
            type="button"
            $variant="danger"
            $size="small"
            disabled={busy}
            onClick={onCancel}
            onPointerEnter={preloadCancelDialog}
            onFocus={preloadCancelDialog}
          >
            {t('clinic.cancel')}
          </Button>
        </Line>
      )}
    </Item>
  );
}

const Day = styled.section`
  & + & {
    margin-top: 24px;
  }
`;

const DayHeading = styled.h2`
  margin: 0 0 8px;
  font-size: 1.1rem;
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  gap: 8px 16px;
  align-items: center;
  padding: 14px 16px;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${media.small} {
    grid-template-columns: 56px minmax(0, 1fr);
  }
`;

const Time = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  align-items: baseline;
  a {
    color: ${({ theme }) => theme.colors.focus};
  }
`;

/** A line under the patient: the row's states, or its actions. */
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  grid-column: 2 / -1;
  ${Note} {
    margin: 0;
    font-size: 0.9rem;
  }
`;
