// The console's refunds (admins only): every payment given back or owed, newest first,
// filtered by status. A refund the provider refused (or one left pending) shows the
// provider's reason and a Retry button; the server asks again under the same refund id,
// so a retry never gives the money back twice. One the provider cannot give by API (a
// virtual-account payment) reads "Refund by bank transfer needed", with the patient's
// e-mail and phone to ask for their account, and "Mark as transferred" once staff sent it.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { SelectField } from '../../../components/SelectField';
import { toast } from '../../../components/toast';
import { adminRefunds } from '../../../shared/dictionary/adminRefunds';
import { REFUND_STATUSES, type RefundStatus } from '../../../shared/refundTypes';
import { formatMinorMoney } from '../../../shared/format/format';
import { formatAppointment } from '../../../shared/format/clock';
import { useAppSelector } from '../../../state/hooks';
import { addStrings, failureText, selectLangCode, useT } from '../../language';
import { ListState, useWhen } from '../inbox/listParts';
import { SectionHead, sectionTitleId } from '../SectionHead';
import { Muted, Panel, TableScroll, Toolbar } from '../consoleParts';
import { useGetRefundsQuery, useRetryRefundMutation, type RefundEntry } from './refundsApi';
import { TransferDialog } from './TransferDialog';

addStrings(adminRefunds);

type Filter = RefundStatus | 'all';
const FILTERS: Filter[] = ['all', ...REFUND_STATUSES];

export default function RefundsSection() {
  const t = useT();
  const [status, setStatus] = useState<Filter>('all');
  const { data, error, isLoading, isFetching, refetch } = useGetRefundsQuery({ status });
  const [transferring, setTransferring] = useState<RefundEntry | null>(null);

  return (
    <>
      <SectionHead of="refunds" />
      <Panel aria-labelledby={sectionTitleId('refunds')}>
        <Toolbar>
          <SelectField
            label={t('admin.refunds.filter')}
            value={status}
            onChange={(event) => setStatus(event.target.value as Filter)}
          >
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`admin.refunds.filter.${value}`)}
              </option>
            ))}
          </SelectField>
        </Toolbar>
        <ListState
          loading={isLoading}
          error={error}
          empty={data?.length === 0}
          loadingLabel={t('admin.refunds.loading')}
          failedLabel={t('admin.refunds.loadFailed')}
          emptyLabel={t(status === 'all' ? 'admin.refunds.empty' : 'admin.refunds.noMatch')}
          onRetry={() => void refetch()}
        >
          <TableScroll>
            <table aria-busy={isFetching || undefined}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.refunds.requested')}</th>
                  <th scope="col">{t('admin.refunds.patient')}</th>
                  <th scope="col">{t('admin.refunds.appointment')}</th>
                  <th scope="col">{t('admin.refunds.amount')}</th>
                  <th scope="col">{t('admin.refunds.provider')}</th>
                  <th scope="col">{t('admin.refunds.status')}</th>
                  <th scope="col">{t('admin.refunds.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data?.map((refund) => (
                  <RefundRow key={refund.id} refund={refund} onMarkTransferred={() => setTransferring(refund)} />
                ))}
              </tbody>
            </table>
          </TableScroll>
        </ListState>
      </Panel>
      <TransferDialog refund={transferring} onClose={() => setTransferring(null)} />
    </>
  );
}

/** A number a phone can dial: the digits and a leading plus. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

function RefundRow({ refund, onMarkTransferred }: { refund: RefundEntry; onMarkTransferred: () => void }) {
  const t = useT();
  const when = useWhen();
  const lang = useAppSelector(selectLangCode);
  const [retry, { isLoading: retrying }] = useRetryRefundMutation();

  async function retryNow() {
    try {
      const { message } = await retry(refund.id).unwrap();
      toast.success(t(message));
    } catch (failure) {
      toast.error(failureText(t, failure));
    }
  }

  return (
    <tr>
      <td>
        <time dateTime={refund.createdAt}>{when(refund.createdAt)}</time>
      </td>
      <td>
        {refund.patientName}
        <Contact>
          <a href={`mailto:${encodeURIComponent(refund.patientEmail)}`}>{refund.patientEmail}</a>
        </Contact>
        {refund.patientPhone && (
          <Contact>
            <a href={`tel:${dialable(refund.patientPhone)}`}>{refund.patientPhone}</a>
          </Contact>
        )}
      </td>
      <td>
        {refund.doctorName}
        <Muted>
          {formatAppointment(refund.slotDate, refund.slotTime, lang)} · {t(`admin.refunds.reason.${refund.reason}`)}
        </Muted>
      </td>
      <td>{formatMinorMoney(refund.amountMinor, refund.currency, lang)}</td>
      <td>
        {refund.provider}
        {refund.externalId && <Muted>{refund.externalId}</Muted>}
      </td>
      <td>
        <Status $status={refund.status}>{t(`admin.refunds.status.${refund.status}`)}</Status>
        {refund.error && <Muted>{refund.error}</Muted>}
        {refund.completedBy && <Muted>{t('admin.refunds.transferredBy', { email: refund.completedBy })}</Muted>}
      </td>
      <td>
        {refund.status === 'manual' && (
          <Button
            type="button"
            $variant="primary"
            $size="small"
            aria-label={t('admin.refunds.markTransferredLabel', { email: refund.patientEmail })}
            onClick={onMarkTransferred}
          >
            {t('admin.refunds.markTransferred')}
          </Button>
        )}
        {refund.status !== 'succeeded' && refund.status !== 'manual' && (
          <Button
            type="button"
            $variant="secondary"
            $size="small"
            disabled={retrying}
            aria-label={t('admin.refunds.retryLabel', { email: refund.patientEmail })}
            onClick={() => void retryNow()}
          >
            {retrying ? <LoadingDots label={t('admin.refunds.retrying')} /> : t('admin.refunds.retry')}
          </Button>
        )}
      </td>
    </tr>
  );
}

// Money owed by hand is as urgent as a refusal: both wait on staff.
const STATUS_TONE: Record<RefundStatus, 'success' | 'danger' | 'muted'> = {
  succeeded: 'success',
  failed: 'danger',
  manual: 'danger',
  pending: 'muted',
};

const Status = styled.strong<{ $status: RefundStatus }>`
  color: ${({ $status, theme }) => theme.colors[STATUS_TONE[$status]]};
`;

const Contact = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;
