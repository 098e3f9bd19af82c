import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toast';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../../shared/validation/accounts';
import { failureText, type TFunction } from '../language';
import { useForgotPasswordMutation } from './accountApi';
import { Outcome, RecoveryForm } from './RecoveryCard';

/**
 * Asks for a reset link. The answer is the same whether or not the address has an
 * account, and the form shows it as it is: it cannot tell either.
 */
export function AskForLink({ t }: { t: TFunction }) {
  const [forgotPassword] = useForgotPasswordMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: yupResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = async (values: ForgotPasswordValues) => {
    try {
      setAnswer((await forgotPassword(values).unwrap()).message);
    } catch (error) {
      toast.error(failureText(t, error));
    }
  };

  if (answer) {
    return (
      <Outcome role="status">
        <p>{t(answer)}</p>
        <p>{t('accounts.forgot.checkInbox')}</p>
      </Outcome>
    );
  }
  return (
    <RecoveryForm method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...register('email')}
        error={errors.email?.message ? t(errors.email.message) : undefined}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('accounts.working') : t('accounts.forgot.submit')}
      </Button>
    </RecoveryForm>
  );
}
