import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { LoadingDots } from '../../components/LoadingDots';
import { Modal } from '../../components/Modal';
import { media } from '../../components/theme';
import { formatDateKey, formatTime } from '../../shared/format/clock';
import { useAppSelector } from '../../state/hooks';
import { selectLangCode, useT } from '../language';
import type { Appointment } from './appointmentsApi';
import { formatFee } from './doctorText';

type Props = {
  appointment: Appointment;
  busy: boolean;
  /** The refusal of a cancel that failed, already translated. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before cancelling, and says what happens to the money: a paid appointment's payment
 * goes back automatically through the provider that took it (services/cancellation.ts), or,
 * where the provider cannot give it back (a virtual-account transfer: `refundRoute`
 * 'bank-transfer'), by a transfer the clinic's staff make; an unpaid one cost nothing. Only "Yes, cancel it" cancels; Escape, the close button and
 * "Keep appointment" leave it as it is, and focus goes back to the Cancel button.
 */
export function CancelAppointmentDialog({ appointment, busy, failure, onConfirm, onClose }: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const describedBy = useId();
  const when = {
    name: appointment.docData.name,
    date: formatDateKey(appointment.slotDate, lang),
    time: formatTime(appointment.slotTime, lang),
  };

  const moneyText = () => {
    if (!appointment.payment) return t('booking.cancelDialog.unpaid');
    const amount = { amount: formatFee(appointment.amount, lang, appointment.currency) };
    return appointment.refundRoute === 'bank-transfer'
      ? t('booking.cancelDialog.refundByBank', amount)
      : t('booking.cancelDialog.refund', amount);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('booking.cancelDialog.title')}
      closeLabel={t('common.close')}
      describedBy={describedBy}
    >
      <div id={describedBy}>
        <Text>{t('booking.cancelDialog.what', when)}</Text>
        <Money>{moneyText()}</Money>
      </div>
      {failure && <Failure role="alert">{failure}</Failure>}
      <Actions>
        <Button type="button" onClick={onClose} $variant="subtle" $size="small" $shape="rounded">
          {t('booking.cancelDialog.keep')}
        </Button>
        <Button type="button" onClick={onConfirm} disabled={busy} $variant="danger" $size="small" $shape="rounded">
          {busy ? <LoadingDots label={t('booking.cancelling')} /> : t('booking.cancelDialog.confirm')}
        </Button>
      </Actions>
    </Modal>
  );
}

const Text = styled.p`
  margin: 0 0 12px;
`;

const Money = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Failure = styled.p`
  margin: 14px 0 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 20px;
  ${media.small} {
    > * {
      flex: 1 1 auto;
    }
  }
`;
