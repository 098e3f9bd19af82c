import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { readApiError } from '../../state/apiError';
import { toast } from '../../components/toast';
import { footer } from '../../shared/dictionary/footer';
import { addStrings, useT } from '../language';
import { useSubscribeMutation } from './contactApi';
import { INVALID_EMAIL, SUBSCRIBE_FAILED_NETWORK, SUBSCRIBED } from '../../shared/messages/contact';
import { newsletterSchema, type NewsletterValues } from '../../shared/validation/contact';

// The form's strings come with its code (see language/dictionary/loaded.ts).
addStrings(footer);

/** The footer's newsletter sign-up (SPEC §5, §8). */
export function NewsletterForm() {
  const t = useT();
  const inputId = useId();
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
      noValidate
      aria-label={t('newsletter.formLabel')}
      onSubmit={handleSubmit(onValid, () => toast.error(t(INVALID_EMAIL)))}
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
        {...register('email')}
      />
      <Submit type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('newsletter.sending') : t('newsletter.subscribe')}
      </Submit>
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
  border: 1.5px solid rgba(255, 255, 255, 0.35);
  background: rgba(255, 255, 255, 0.08);
  color: ${({ theme }) => theme.colors.onDark};
  &::placeholder {
    color: rgba(243, 241, 234, 0.72);
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid #8ab4f8;
    outline-offset: 2px;
  }
  &[aria-invalid='true'] {
    border-color: #ff9b8f;
  }
`;

const Submit = styled.button`
  flex: none;
  min-height: 46px;
  padding: 10px 22px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  cursor: pointer;
  transition: filter 150ms ease;
  &:hover {
    filter: brightness(1.06);
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;
