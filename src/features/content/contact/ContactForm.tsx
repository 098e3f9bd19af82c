import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../../components/theme';
import { useT } from '../../language';
import { contactPageSchema, LIMITS, type ContactPageValues } from '../../../shared/validation/contact';
import { TextAreaField, TextField } from '../../../components/TextField';
import { SendMessageButton } from '../shared/SendMessageButton';
import { useContactForm } from '../useContactForm';

const EMPTY: ContactPageValues = { fullName: '', email: '', phone: '', subject: '', message: '' };

/** The subject a link to the form names (`/contact?subject=…#contact-form`, as a job's Apply link does); '' without one. */
export function subjectFromQuery(search: string): string {
  return (new URLSearchParams(search).get('subject') ?? '').replace(/\s+/g, ' ').trim().slice(0, LIMITS.subject);
}

/**
 * The contact page's five-field form (SPEC §2, §5): all fields required, email and tel inputs.
 * It starts with the subject the address names, if any; once sent it is cleared.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const t = useT();
  const { search } = useLocation();
  const { register, fieldError, summary, sending, onSubmit } = useContactForm('contact', contactPageSchema, EMPTY, {
    ...EMPTY,
    subject: subjectFromQuery(search),
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <Fields>
        <TextField
          label={t('contact.fullName')}
          autoComplete="name"
          error={fieldError('fullName')}
          {...register('fullName')}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={fieldError('email')}
          {...register('email')}
        />
        <TextField
          label={t('contact.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={fieldError('phone')}
          {...register('phone')}
        />
        <TextField label={t('contact.subject')} error={fieldError('subject')} {...register('subject')} />
        <Wide>
          <TextAreaField label={t('contact.message')} rows={6} error={fieldError('message')} {...register('message')} />
        </Wide>
      </Fields>
      <SendMessageButton sending={sending} summary={summary} />
    </form>
  );
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 18px 20px;
  margin-bottom: 26px;
  ${media.small} {
    grid-template-columns: 1fr;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;
