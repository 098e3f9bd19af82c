import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { readApiError } from '../../state/apiError';
import { Button } from '../../components/Button';
import { alpha } from '../../components/theme';
import { toast } from '../../components/toast';
import { failures } from '../../shared/dictionary/failures';
import { footer } from '../../shared/dictionary/footer';
import { addStrings, useT } from '../language';
import { useSubscribeMutation } from './contactApi';
import { SUBSCRIBE_FAILED_NETWORK, SUBSCRIBED } from '../../shared/messages/contact';
import { newsletterSchema, type NewsletterValues } from '../../shared/validation/contact';

// The form's strings come with its code (see features/language/loadedStrings.ts).
addStrings(footer, failures);

/** The footer's newsletter sign-up (SPEC §5, §8). */
export function NewsletterForm() {
  const t = useT();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [subscribe, { isLoading: sending }] = useSubscribeMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterValues>({ resolver: yupResolver(newsletterSchema), defaultValues: { email: '' } });

  const onValid = async (values: NewsletterValues) => {
    try {
      const answer = await subscribe(values).unwrap();
      toast.success(t(answer.message || SUBSCRIBED));
      reset();
    } catch (error) {
      // The server's own words (e.g. already subscribed); any other failure, the form's message.
      const failure = readApiError(error);
      toast.error(t(failure.kind === 'server' ? failure.text : SUBSCRIBE_FAILED_NETWORK));
    }
  };

  return (
    <Form
      // Sent before the web app has taken the footer over, the server leads back to the page.
      method="post"
      noValidate
      aria-label={t('newsletter.formLabel')}
      onSubmit={handleSubmit(onValid)}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('newsletter.emailLabel')}
      </label>
      <Input
        id={inputId}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('newsletter.placeholder')}
        aria-invalid={errors.email ? true : undefined}
        aria-describedby={errors.email ? errorId : undefined}
        {...register('email')}
      />
      <Submit type="submit" disabled={sending} aria-busy={sending || undefined} $size="small">
        {sending ? t('newsletter.sending') : t('newsletter.subscribe')}
      </Submit>
      {errors.email?.message && <FieldError id={errorId}>{t(errors.email.message)}</FieldError>}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  gap: 8px;
  margin-top: 16px;
  flex-wrap: wrap;
`;

const Input = styled.input`
  flex: 1 1 180px;
  min-width: 0;
  min-height: 46px;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1.5px solid ${({ theme }) => alpha(theme.colors.onDark, 0.35)};
  background: ${({ theme }) => alpha(theme.colors.onDark, 0.08)};
  color: ${({ theme }) => theme.colors.onDark};
  &::placeholder {
    color: ${({ theme }) => alpha(theme.colors.onDark, 0.72)};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 2px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.dangerOnDark};
  }
`;

// Under the address, across the whole form.
const FieldError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerOnDark};
  font-size: 0.9rem;
  font-weight: 600;
`;

const Submit = styled(Button)`
  flex: none;
`;
