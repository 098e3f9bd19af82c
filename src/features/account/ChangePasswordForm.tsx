import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { toast } from '../../components/toast';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../../shared/validation/accounts';
import { failureText, type TFunction } from '../language';
import { useChangePasswordMutation } from './accountApi';
import { NewPasswordFields } from './NewPasswordFields';

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current password, new password, and the new one again. On success the fresh token is
 * stored (accountSecurityApi), the form empties and a toast says every other device is out;
 * a refusal (a wrong current password, a common new one) shows the server's message.
 */
export function ChangePasswordForm({ t }: { t: TFunction }) {
  const [changePassword] = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({ resolver: yupResolver(changePasswordFormSchema), defaultValues: EMPTY });

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordFormValues) => {
    try {
      const answer = await changePassword({ currentPassword, newPassword }).unwrap();
      reset(EMPTY);
      toast.success(t(answer.message));
    } catch (error) {
      toast.error(failureText(t, error));
    }
  };

  return (
    <Form method="post" onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="change-password-title">
      <PasswordField
        id="current-password"
        label={t('accounts.currentPassword')}
        autoComplete="current-password"
        {...register('currentPassword')}
        error={errors.currentPassword?.message ? t(errors.currentPassword.message) : undefined}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
      />
      <NewPasswordFields
        t={t}
        id="change-password"
        password={register('newPassword')}
        confirmation={register('confirmPassword')}
        errors={{ password: errors.newPassword, confirmation: errors.confirmPassword }}
      />
      <Submit type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('accounts.working') : t('accounts.change.submit')}
      </Submit>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 420px;
`;

const Submit = styled(Button)`
  justify-self: start;
`;
