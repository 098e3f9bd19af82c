// My appointments: a payment the patient chose and has still to make. For a virtual account,
// what the transfer needs, large enough to read off a screen into a banking app: the bank, the
// number (for Mandiri the company code and the payment code) each with a copy button, and the
// deadline on the clinic's clock, after which the number no longer takes money.
import { useId } from 'react';
import styled from 'styled-components';
import { media } from '../../components/theme';
import { formatTimestamp } from '../../shared/format/clock';
import type { PendingPayment } from '../../shared/paymentMethods';
import { useAppSelector } from '../../state/hooks';
import { selectLangCode, useT } from '../language';
import { methodName } from './methodNames';
import { useCopyText } from './useCopyText';

type Props = {
  pending: PendingPayment;
  /** The clinic's zone (IANA): the deadline is told on its clock, as the appointment's time is. */
  timeZone: string;
};

export function PendingPaymentPanel({ pending, timeZone }: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const titleId = useId();
  const virtualAccount = pending.method === 'virtual-account' && Boolean(pending.vaNumber);
  const mandiriBill = virtualAccount && pending.bank === 'mandiri' && Boolean(pending.billerCode);

  return (
    <Panel role="group" aria-labelledby={titleId}>
      <Title id={titleId}>{t('payment.pending.title')}</Title>
      <Rows>
        <div>
          <dt>{t('payment.pending.method')}</dt>
          <dd>{methodName(t, pending.method, pending)}</dd>
        </div>
        {mandiriBill && pending.billerCode && (
          <CopyRow
            label={t('payment.pending.billerCode')}
            value={pending.billerCode}
            copyLabel={t('payment.pending.copyBillerCode')}
          />
        )}
        {virtualAccount && pending.vaNumber && (
          <CopyRow
            label={t(mandiriBill ? 'payment.pending.billKey' : 'payment.pending.vaNumber')}
            value={pending.vaNumber}
            copyLabel={t(mandiriBill ? 'payment.pending.copyBillKey' : 'payment.pending.copyVaNumber')}
          />
        )}
        {pending.expiresAt && (
          <div>
            <dt>{t('payment.pending.deadline')}</dt>
            <dd>
              <Deadline dateTime={pending.expiresAt}>{formatTimestamp(pending.expiresAt, lang, timeZone)}</Deadline>
            </dd>
          </div>
        )}
      </Rows>
      <Hint>{t(virtualAccount ? 'payment.pending.vaHint' : 'payment.pending.otherHint')}</Hint>
    </Panel>
  );
}

/** A long number in groups of four, as banks print account numbers (a short code stays whole); the copy is the bare value. */
const grouped = (value: string) => (value.length >= 8 ? value.replace(/(.{4})(?=.)/g, '$1 ') : value);

function CopyRow({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const t = useT();
  const [state, copy] = useCopyText();
  return (
    <div>
      <dt>{label}</dt>
      <NumberLine>
        <Digits translate="no">{grouped(value)}</Digits>
        <CopyButton
          type="button"
          aria-label={copyLabel}
          data-copied={state === 'copied' || undefined}
          onClick={() => void copy(value)}
        >
          {state === 'copied' ? `✓ ${t('payment.pending.copied')}` : t('payment.pending.copy')}
        </CopyButton>
        <span role="status" className="visually-hidden">
          {state === 'copied' ? t('payment.pending.copiedNote') : ''}
        </span>
      </NumberLine>
      {state === 'failed' && <CopyFailed role="alert">{t('payment.pending.copyFailed')}</CopyFailed>}
    </div>
  );
}

const MONOSPACE = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace";

const Panel = styled.div`
  margin-top: 16px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.warningText};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.text};
  ${media.small} {
    padding: 12px;
  }
`;

const Title = styled.p`
  margin: 0 0 10px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.warningText};
`;

const Rows = styled.dl`
  display: grid;
  gap: 10px;
  margin: 0;
  font-size: 0.92rem;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 2px 0 0;
  }
`;

const NumberLine = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
`;

const Digits = styled.span`
  font-family: ${MONOSPACE};
  font-size: 1.45rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  line-height: 1.2;
  overflow-wrap: anywhere;
  user-select: all;
  ${media.small} {
    font-size: 1.3rem;
  }
`;

const CopyButton = styled.button`
  min-height: 36px;
  min-width: 72px;
  padding: 4px 12px;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[data-copied] {
    border-color: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.success};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const CopyFailed = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Deadline = styled.time`
  font-weight: 700;
`;

const Hint = styled.p`
  margin: 10px 0 0;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
`;
