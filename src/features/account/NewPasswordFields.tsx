import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../../components/PasswordField';
import type { TFunction } from '../language';

type Props = {
  t: TFunction;
  /** Prefix of the two inputs' ids, unique on the page. */
  id: string;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: FieldError; confirmation?: FieldError };
};

/** A new password and the same typed again, with the sign-up rules' hint: the reset page's and the change form's. */
export function NewPasswordFields({ t, id, password, confirmation, errors }: Props) {
  const message = (error?: FieldError) => (error?.message ? t(error.message) : undefined);
  return (
    <>
      <PasswordField
        id={`${id}-new`}
        label={t('accounts.newPassword')}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        {...password}
        error={message(errors.password)}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={t('accounts.confirmNewPassword')}
        autoComplete="new-password"
        {...confirmation}
        error={message(errors.confirmation)}
        showLabel={t('auth.showConfirmPassword')}
        hideLabel={t('auth.hideConfirmPassword')}
      />
    </>
  );
}
