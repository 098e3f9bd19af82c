// The console's refunds (admins only): every payment given back or owed, newest first,
// filtered by status. A refund the provider refused (or one left pending) shows the
// provider's reason and a Retry button; the server asks again under the same refund id,
// so a retry never gives the money back twice.
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

addStrings(adminRefunds);

type Filter = RefundStatus | 'all';
const FILTERS: Filter[] = ['all', ...REFUND_STATUSES];

export default function RefundsSection() {
  const t = useT();
  const [status, setStatus] = useState<Filter>('all');
  const { data, error, isLoading, isFetching, refetch } = useGetRefundsQuery({ status });

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
                  <RefundRow key={refund.id} refund={refund} />
                ))}
              </tbody>
            </table>
          </TableScroll>
        </ListState>
      </Panel>
    </>
  );
}

function RefundRow({ refund }: { refund: RefundEntry }) {
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
      <td>{refund.patientEmail}</td>
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
      </td>
      <td>
        {refund.status !== 'succeeded' && (
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

const Status = styled.strong<{ $status: RefundStatus }>`
  color: ${({ $status, theme }) =>
    $status === 'succeeded' ? theme.colors.success : $status === 'failed' ? theme.colors.danger : theme.colors.muted};
`;
