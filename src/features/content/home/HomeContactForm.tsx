import styled from 'styled-components';
import { contact } from '../../../shared/dictionary/contact';
import { addStrings, useT } from '../../language';
import { homeContactSchema, type HomeContactValues } from '../../../shared/validation/contact';
import { TextAreaField, TextField } from '../../../components/TextField';
import { SendMessageButton } from '../shared/SendMessageButton';
import { useContactForm } from '../useContactForm';

// The form's strings come with its code (see features/language/loadedStrings.ts).
addStrings(contact);

const EMPTY: HomeContactValues = { fullName: '', email: '', message: '' };

/** The home page's short contact form: fullName, email, message (SPEC §2, §5). */
export default function HomeContactForm() {
  const t = useT();
  const { register, fieldError, summary, sending, onSubmit } = useContactForm('home', homeContactSchema, EMPTY);

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="home-contact-title">
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
          autoComplete="email"
          inputMode="email"
          error={fieldError('email')}
          {...register('email')}
        />
        <TextAreaField label={t('contact.message')} error={fieldError('message')} {...register('message')} />
      </Fields>
      <SendMessageButton sending={sending} summary={summary} />
    </form>
  );
}

const Fields = styled.div`
  display: grid;
  gap: 16px;
  margin: 20px 0 24px;
`;
