import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../state/hooks';
import { paths } from '../../shared/routing/paths';
import { alpha, media } from '../../components/theme';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { DateField } from '../../components/DateField';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toast';
import { accounts } from '../../shared/dictionary/accounts';
import { auth } from '../../shared/dictionary/auth';
import { addStrings, failureText, type TFunction, usePageTitle, useT } from '../language';
import { useLoginMutation, useRegisterMutation } from './authApi';
import { selectIsLoggedIn } from './authSlice';
import { returnPathFrom } from './returnPath';
import { loginSchema, signUpFormSchema, type LoginValues, type SignUpFormValues } from '../../shared/validation/auth';

// This page's strings come with its code (see features/language/loadedStrings.ts).
addStrings(auth, accounts);

type Mode = 'signUp' | 'login';

/** One screen for both: Sign Up (the default, where "Create Account" leads) and Login. */
export default function LoginPage() {
  const t = useT();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const navigationType = useNavigationType();
  // Where both forms lead on success (SPEC §4): the booking that sent the visitor here,
  // else home.
  const returnPath = returnPathFrom(location.search);
  const destination = returnPath ?? paths.home;
  // The form being sent and where it leads: its stored token renders this page as logged in
  // before the form's own navigate, and the redirect below must lead to the same place.
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  // Someone sent here from a members-only page or a booking most likely has an account already.
  const cameFromGuard = Boolean((location.state as { from?: string } | null)?.from) || returnPath !== null;
  const openingMode: Mode = cameFromGuard ? 'login' : 'signUp';
  const [mode, setMode] = useState<Mode>(openingMode);
  // Led here again while on this screen (the navbar's Create Account on the Login form that
  // a booking opened), the screen opens as that address asks. A change of language replaces
  // the address in place and keeps the form as it is.
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    if (navigationType !== 'REPLACE') setMode(openingMode);
  }
  usePageTitle(mode === 'signUp' ? 'auth.signUp.title' : 'auth.login.title');

  if (loggedIn) return <Navigate to={leavingTo ?? destination} replace />;

  return (
    <Page>
      <AuthCard>
        <Aside>
          <AsideTitle>{t('auth.aside.title')}</AsideTitle>
          <AsideText>{t('auth.aside.text')}</AsideText>
          <Points>
            {['auth.aside.point1', 'auth.aside.point2', 'auth.aside.point3'].map((key) => (
              <li key={key}>
                <Check viewBox="0 0 20 20" aria-hidden="true">
                  <path
                    d="M4.5 10.5l3.5 3.5 7.5-8"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </Check>
                {t(key)}
              </li>
            ))}
          </Points>
        </Aside>
        <FormPanel>
          <h1>{t(mode === 'signUp' ? 'auth.signUp.title' : 'auth.login.title')}</h1>
          <Subtitle>{t(mode === 'signUp' ? 'auth.signUp.subtitle' : 'auth.login.subtitle')}</Subtitle>
          {mode === 'signUp' ? (
            <SignUpForm t={t} destination={destination} onLeaving={setLeavingTo} />
          ) : (
            <LoginForm t={t} destination={destination} onLeaving={setLeavingTo} />
          )}
          <Switch>
            {t(mode === 'signUp' ? 'auth.haveAccount' : 'auth.noAccount')}{' '}
            <Button
              type="button"
              onClick={() => setMode(mode === 'signUp' ? 'login' : 'signUp')}
              $variant="ghost"
              $size="inline"
            >
              {t(mode === 'signUp' ? 'auth.switchToLogin' : 'auth.switchToSignUp')}
            </Button>
          </Switch>
        </FormPanel>
      </AuthCard>
    </Page>
  );
}

/**
 * Sends a form's account call. On success the token is already stored (authApi): greet and
 * go to `destination`; on failure say why in a toast.
 */
function useSendAccountForm({ t, destination, onLeaving }: FormProps) {
  const navigate = useNavigate();
  return async (send: () => Promise<unknown>, successKey: string) => {
    onLeaving(destination);
    try {
      await send();
      toast.success(t(successKey), { keep: true });
      navigate(destination, { replace: true });
    } catch (error) {
      onLeaving(null);
      toast.error(failureText(t, error));
    }
  };
}

/** What the email inputs of both forms have in common besides label and registration. */
const EMAIL_INPUT = { type: 'email', autoComplete: 'email', inputMode: 'email' } as const;

function SubmitButton({ busy, label, t }: { busy: boolean; label: string; t: TFunction }) {
  return (
    <Submit type="submit" disabled={busy}>
      {busy ? t('auth.submitting') : label}
    </Submit>
  );
}

type FormProps = { t: TFunction; destination: string; onLeaving: (destination: string | null) => void };

function SignUpForm(props: FormProps) {
  const { t } = props;
  const [registerAccount] = useRegisterMutation();
  const send = useSendAccountForm(props);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormValues>({
    resolver: yupResolver(signUpFormSchema()),
    defaultValues: { name: '', email: '', dateOfBirth: '', password: '', confirmPassword: '' },
  });

  const onSubmit = (values: SignUpFormValues) =>
    send(() => registerAccount(values).unwrap(), 'Registration successful!');

  const message = (text?: string) => (text ? t(text) : undefined);
  return (
    <Form method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField
        label={t('auth.name')}
        autoComplete="name"
        {...register('name')}
        error={message(errors.name?.message)}
      />
      <TextField
        label={t('auth.email')}
        {...EMAIL_INPUT}
        {...register('email')}
        error={message(errors.email?.message)}
      />
      <Controller
        control={control}
        name="dateOfBirth"
        render={({ field: { ref, ...field } }) => (
          <DateField
            label={t('auth.dob')}
            autoComplete="bday"
            // The age rule is said once: in the hint, or in the error when that is what is wrong.
            hint={errors.dateOfBirth ? t('auth.dateFormat') : `${t('auth.dateFormat')} ${t('auth.dobHint')}`}
            ref={ref}
            {...field}
            error={message(errors.dateOfBirth?.message)}
          />
        )}
      />
      <PasswordField
        id="signup-password"
        label={t('auth.password')}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        {...register('password')}
        error={message(errors.password?.message)}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
      />
      <PasswordField
        id="signup-confirm-password"
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={message(errors.confirmPassword?.message)}
        showLabel={t('auth.showConfirmPassword')}
        hideLabel={t('auth.hideConfirmPassword')}
      />
      <SubmitButton busy={isSubmitting} label={t('auth.submit.signUp')} t={t} />
    </Form>
  );
}

function LoginForm(props: FormProps) {
  const { t } = props;
  const [login] = useLoginMutation();
  const send = useSendAccountForm(props);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: yupResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = (values: LoginValues) => send(() => login(values).unwrap(), 'Login successful!');

  const message = (text?: string) => (text ? t(text) : undefined);
  return (
    <Form method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField
        label={t('auth.email')}
        {...EMAIL_INPUT}
        {...register('email')}
        error={message(errors.email?.message)}
      />
      <PasswordField
        id="login-password"
        label={t('auth.password')}
        autoComplete="current-password"
        {...register('password')}
        error={message(errors.password?.message)}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
      />
      <Forgot>
        <Button as={Link} to={paths.resetPassword} $variant="ghost" $size="inline">
          {t('accounts.forgotLink')}
        </Button>
      </Forgot>
      <SubmitButton busy={isSubmitting} label={t('auth.submit.login')} t={t} />
    </Form>
  );
}

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: 56px 20px 72px;
  background:
    radial-gradient(circle at 12% 8%, ${({ theme }) => alpha(theme.colors.primary, 0.12)}, transparent 40%),
    radial-gradient(circle at 92% 80%, ${({ theme }) => alpha(theme.colors.secondary, 0.06)}, transparent 45%),
    /* fades to white at the bottom, where the footer's white margin begins */
    linear-gradient(
      180deg,
      ${({ theme }) => theme.colors.surface} 0%,
      ${({ theme }) => theme.colors.surface} 65%,
      ${({ theme }) => theme.colors.background} 100%
    );
  ${media.small} {
    padding: 24px 16px 48px;
  }
`;

const AuthCard = styled(Card)`
  width: 100%;
  max-width: 980px;
  display: grid;
  grid-template-columns: 5fr 6fr;
  overflow: hidden;
  ${media.small} {
    grid-template-columns: 1fr;
  }
`;

const Aside = styled.div`
  position: relative;
  padding: 48px 40px;
  background:
    radial-gradient(circle at 100% 0%, ${({ theme }) => alpha(theme.colors.primary, 0.35)}, transparent 55%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.darkLift} 0%, ${({ theme }) => theme.colors.dark} 100%);
  color: ${({ theme }) => theme.colors.onDark};
  display: flex;
  flex-direction: column;
  justify-content: center;
  ${media.small} {
    display: none;
  }
`;

const AsideTitle = styled.p`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.9rem;
  line-height: 1.2;
  margin-bottom: 16px;
`;

const AsideText = styled.p`
  font-size: 1.02rem;
  color: ${({ theme }) => theme.colors.onDark};
`;

const Points = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  gap: 14px;
  li {
    display: flex;
    align-items: flex-start;
    gap: 12px;
    line-height: 1.45;
  }
`;

const Check = styled.svg`
  flex: none;
  width: 24px;
  height: 24px;
  padding: 3px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const FormPanel = styled.section`
  padding: 48px 48px 40px;
  h1 {
    font-size: clamp(1.7rem, 3vw, 2.1rem);
    margin-bottom: 6px;
  }
  ${media.small} {
    padding: 28px 20px 28px;
  }
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: 28px;
`;

const Form = styled.form`
  display: grid;
  gap: 18px;
`;

const Forgot = styled.p`
  margin: -8px 0 0;
  text-align: right;
`;

const Submit = styled(Button)`
  width: 100%;
  margin-top: 6px;
`;

const Switch = styled.p`
  margin: 24px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
