// Which account runs which doctor's panel: link an account (by its e-mail) to a doctor, or
// unlink it. The server keeps one account per doctor and never links a staff account.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { object, string } from 'yup';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast';
import type { DoctorAccount } from '../../../shared/clinicTypes';
import { clinicMessages, doctorLinkSchema } from '../../../shared/validation/clinic';
import { failureText, useT } from '../../language';
import { Actions, Panel, TableScroll } from '../consoleParts';
import { useLinkDoctorAccountMutation, useUnlinkDoctorAccountMutation } from './adminAppointmentsApi';

const linkFormSchema = doctorLinkSchema.concat(object({ doctorId: string().required(clinicMessages.doctorInvalid) }));
type LinkForm = { doctorId: string; email: string };

export function DoctorAccounts({ doctors }: { doctors: DoctorAccount[] | undefined }) {
  const t = useT();
  const [link, { isLoading: linking }] = useLinkDoctorAccountMutation();
  const [unlink, { isLoading: unlinking }] = useUnlinkDoctorAccountMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LinkForm>({ resolver: yupResolver(linkFormSchema), defaultValues: { doctorId: '', email: '' } });

  const run = async (call: () => Promise<{ message: string }>) => {
    try {
      toast.success(t((await call()).message));
      return true;
    } catch (failure) {
      toast.error(failureText(t, failure));
      return false;
    }
  };

  const submit = handleSubmit(async (values) => {
    if (await run(() => link(values).unwrap())) reset();
  });

  return (
    <Panel aria-labelledby="accounts-title">
      <h2 id="accounts-title">{t('admin.accounts.title')}</h2>
      <p>{t('admin.accounts.lead')}</p>
      <TableScroll>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('admin.accounts.doctor')}</th>
              <th scope="col">{t('admin.accounts.account')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('admin.accounts.unlink')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {doctors?.map((doctor) => (
              <tr key={doctor.doctorId}>
                <td>
                  {doctor.retired ? t('admin.appointments.retired', { name: doctor.doctorName }) : doctor.doctorName}
                </td>
                <td>{doctor.account ? doctor.account.email : t('admin.accounts.none')}</td>
                <td>
                  {doctor.account && (
                    <Button
                      type="button"
                      $variant="danger"
                      $size="small"
                      disabled={unlinking}
                      aria-label={t('admin.accounts.unlinkOf', {
                        email: doctor.account.email,
                        name: doctor.doctorName,
                      })}
                      onClick={() => void run(() => unlink(doctor.doctorId).unwrap())}
                    >
                      {t('admin.accounts.unlink')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <form noValidate onSubmit={submit}>
        <SelectField
          label={t('admin.accounts.doctor')}
          error={errors.doctorId?.message && t(errors.doctorId.message)}
          {...register('doctorId')}
        >
          <option value="">{t('admin.accounts.chooseDoctor')}</option>
          {doctors
            ?.filter((doctor) => !doctor.account)
            .map((doctor) => (
              <option key={doctor.doctorId} value={doctor.doctorId}>
                {doctor.doctorName}
              </option>
            ))}
        </SelectField>
        <TextField
          label={t('admin.accounts.email')}
          type="email"
          autoComplete="off"
          error={errors.email?.message && t(errors.email.message)}
          {...register('email')}
        />
        <Actions>
          <Button type="submit" $variant="primary" $size="small" disabled={linking}>
            {t('admin.accounts.link')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}
