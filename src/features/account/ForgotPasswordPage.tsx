import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toast';
import { accounts } from '../../shared/dictionary/accounts';
import { auth } from '../../shared/dictionary/auth';
import { paths } from '../../shared/routing/paths';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../../shared/validation/accounts';
import { addStrings, failureText, usePageTitle, useT } from '../language';
import { useForgotPasswordMutation } from './accountApi';
import { BackLink, Outcome, RecoveryCard, RecoveryForm } from './RecoveryCard';

// This page's strings come with its code (see features/language/loadedStrings.ts).
addStrings(auth, accounts);

/**
 * Asks for a reset link. The answer is the same whether or not the address has an
 * account, and the page shows it as it is: it cannot tell either.
 */
export default function ForgotPasswordPage() {
  const t = useT();
  usePageTitle('page.forgotPassword');
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

  return (
    <RecoveryCard title={t('page.forgotPassword')} lead={t('accounts.forgot.intro')}>
      {answer ? (
        <Outcome role="status">
          <p>{t(answer)}</p>
          <p>{t('accounts.forgot.checkInbox')}</p>
        </Outcome>
      ) : (
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
      )}
      <BackLink>
        <Button as={Link} to={paths.login} state={{ from: paths.forgotPassword }} $variant="ghost" $size="inline">
          {t('accounts.backToLogin')}
        </Button>
      </BackLink>
    </RecoveryCard>
  );
}
