import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast';
import { accounts } from '../../shared/dictionary/accounts';
import { auth } from '../../shared/dictionary/auth';
import { RESET_LINK_INVALID } from '../../shared/messages/accounts';
import { paths } from '../../shared/routing/paths';
import {
  RESET_TOKEN_PATTERN,
  resetPasswordFormSchema,
  type ResetPasswordFormValues,
} from '../../shared/validation/accounts';
import { apiErrorMessage } from '../../state/apiError';
import { addStrings, failureText, usePageTitle, useT, type TFunction } from '../language';
import { useResetPasswordMutation } from './accountApi';
import { AskForLink } from './AskForLink';
import { NewPasswordFields } from './NewPasswordFields';
import { BackLink, Outcome, RecoveryCard, RecoveryForm } from './RecoveryCard';

// This page's strings come with its code (see features/language/loadedStrings.ts).
addStrings(auth, accounts);

type State = { kind: 'ask' } | { kind: 'form' } | { kind: 'done'; message: string } | { kind: 'invalid' };

/** Where the page starts: asking for a link, setting the password through one, or refusing a malformed one. */
function startFrom(token: string | null): State {
  if (token === null) return { kind: 'ask' };
  return RESET_TOKEN_PATTERN.test(token) ? { kind: 'form' } : { kind: 'invalid' };
}

/**
 * A forgotten password, one page: without a link it asks for one by e-mail ("Forgot
 * password?" on the login form leads here); with the link of a reset e-mail (`?token=`) it
 * takes the new password twice. Done, it says so and offers the login (a reset ends every
 * session, this one included: the visitor logs in with the new password). A link that does
 * not work, for whatever reason, gets one message and a way to ask for a new one.
 */
export default function ResetPasswordPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once, then taken out of the address bar, so the secret does not stay in the
  // browser's history under this page.
  const [token] = useState(() => searchParams.get('token'));
  useEffect(() => {
    if (searchParams.has('token')) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);
  const [state, setState] = useState<State>(() => startFrom(token));
  const asking = state.kind === 'ask';
  usePageTitle(asking ? 'page.forgotPassword' : 'page.resetPassword');

  return (
    <RecoveryCard
      title={t(asking ? 'page.forgotPassword' : 'page.resetPassword')}
      lead={asking ? t('accounts.forgot.intro') : state.kind === 'form' ? t('accounts.reset.intro') : undefined}
    >
      {asking && <AskForLink t={t} />}
      {state.kind === 'form' && <ResetForm t={t} token={token ?? ''} onOutcome={setState} />}
      {state.kind === 'done' && (
        <Outcome role="status">
          <p>{t(state.message)}</p>
          <Button as={Link} to={paths.login} state={{ from: paths.resetPassword }}>
            {t('accounts.reset.login')}
          </Button>
        </Outcome>
      )}
      {state.kind === 'invalid' && (
        <Outcome role="alert">
          <p>{t(RESET_LINK_INVALID)}</p>
          <Button type="button" onClick={() => setState({ kind: 'ask' })}>
            {t('accounts.reset.askAgain')}
          </Button>
        </Outcome>
      )}
      {state.kind !== 'done' && (
        <BackLink>
          <Button as={Link} to={paths.login} state={{ from: paths.resetPassword }} $variant="ghost" $size="inline">
            {t('accounts.backToLogin')}
          </Button>
        </BackLink>
      )}
    </RecoveryCard>
  );
}

function ResetForm({ t, token, onOutcome }: { t: TFunction; token: string; onOutcome: (state: State) => void }) {
  const [resetPassword] = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: yupResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = async ({ password }: ResetPasswordFormValues) => {
    try {
      onOutcome({ kind: 'done', message: (await resetPassword({ token, password }).unwrap()).message });
    } catch (error) {
      if (apiErrorMessage(error) === RESET_LINK_INVALID) onOutcome({ kind: 'invalid' });
      else toast.error(failureText(t, error));
    }
  };

  return (
    <RecoveryForm method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
      <NewPasswordFields
        t={t}
        id="reset-password"
        password={register('password')}
        confirmation={register('confirmPassword')}
        errors={{ password: errors.password, confirmation: errors.confirmPassword }}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('accounts.working') : t('accounts.reset.submit')}
      </Button>
    </RecoveryForm>
  );
}
