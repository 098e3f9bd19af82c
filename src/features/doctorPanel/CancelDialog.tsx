// Asks for the reason before an appointment is cancelled (the patient reads it in their
// e-mail), with the same rule the server applies.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { TextAreaField } from '../../components/TextField';
import type { ClinicAppointment } from '../../shared/clinicTypes';
import { formatDateKey, formatTime } from '../../shared/format/clock';
import { CANCEL_REASON_MAX, cancelReasonSchema, type CancelReasonValues } from '../../shared/validation/clinic';
import { selectLangCode, useT } from '../language';
import { useAppSelector } from '../../state/hooks';
import { DialogActions, Note } from './panelParts';

type Props = {
  appointment: ClinicAppointment | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

export function CancelDialog({ appointment, busy, onConfirm, onClose }: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CancelReasonValues>({ resolver: yupResolver(cancelReasonSchema), defaultValues: { reason: '' } });

  const close = () => {
    reset();
    onClose();
  };

  return (
    <Modal
      open={appointment !== null}
      onClose={close}
      title={t('clinic.cancel.title', { name: appointment?.patient.name ?? '' })}
      closeLabel={t('clinic.cancel.close')}
    >
      {appointment && (
        <form noValidate onSubmit={handleSubmit(({ reason }) => onConfirm(reason))}>
          <Note>
            {t('clinic.cancel.when', {
              date: formatDateKey(appointment.slotDate, lang),
              time: formatTime(appointment.slotTime, lang),
            })}{' '}
            {appointment.payment && !appointment.refunded ? t('clinic.cancel.refund') : ''}
          </Note>
          <TextAreaField
            label={t('clinic.cancel.reason')}
            rows={3}
            maxLength={CANCEL_REASON_MAX}
            error={errors.reason?.message ? t(errors.reason.message) : undefined}
            {...register('reason')}
          />
          <DialogActions>
            <Button type="button" $variant="subtle" $size="small" onClick={close}>
              {t('clinic.cancel.keep')}
            </Button>
            <Button type="submit" $variant="danger" $size="small" disabled={busy}>
              {t('clinic.cancel.confirm')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Modal>
  );
}
