// Asks before recording that staff transferred a refund by bank: the step cannot be undone
// (the appointment reads "Refunded" to the patient), so it names the amount and the patient,
// and takes the bank's reference for the audit log.
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast';
import { formatMinorMoney } from '../../../shared/format/format';
import { TRANSFER_NOTE_MAX } from '../../../shared/validation/refunds';
import { useAppSelector } from '../../../state/hooks';
import { failureText, selectLangCode, useT } from '../../language';
import { Actions } from '../consoleParts';
import { useMarkRefundTransferredMutation, type RefundEntry } from './refundsApi';

type TransferDialogProps = { refund: RefundEntry | null; onClose: () => void };

export function TransferDialog({ refund, onClose }: TransferDialogProps) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const [note, setNote] = useState('');
  const [mark, { isLoading }] = useMarkRefundTransferredMutation();

  const close = () => {
    setNote('');
    onClose();
  };

  async function confirm() {
    if (!refund) return;
    try {
      const { message } = await mark({ id: refund.id, note }).unwrap();
      toast.success(t(message));
      close();
    } catch (failure) {
      toast.error(failureText(t, failure));
    }
  }

  return (
    <Modal
      open={refund !== null}
      onClose={close}
      title={t('admin.refunds.transferTitle')}
      closeLabel={t('admin.refunds.close')}
    >
      {refund && (
        <>
          <p>
            {t('admin.refunds.transferText', {
              amount: formatMinorMoney(refund.amountMinor, refund.currency, lang),
              name: refund.patientName,
            })}
          </p>
          <TextField
            label={t('admin.refunds.transferNote')}
            hint={t('admin.refunds.transferNoteHint')}
            value={note}
            maxLength={TRANSFER_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
          />
          <Actions>
            <Button type="button" $variant="primary" disabled={isLoading} onClick={() => void confirm()}>
              {isLoading ? <LoadingDots label={t('admin.refunds.transferring')} /> : t('admin.refunds.markTransferred')}
            </Button>
            <Button type="button" $variant="subtle" onClick={close}>
              {t('admin.refunds.cancel')}
            </Button>
          </Actions>
        </>
      )}
    </Modal>
  );
}
