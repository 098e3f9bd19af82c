import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { media } from '../../../app/theme';
import { toast } from '../../../components/toast';
import { useT } from '../../language/useT';
import { contactPageSchema, pickMessage, type ContactPageValues } from '../schemas';
import { TextAreaField, TextField } from '../shared/fields';
import { Button } from '../shared/ui';
import { useSendContactMessage, validationMessages } from '../useSendContactMessage';

const EMPTY: ContactPageValues = { fullName: '', email: '', phone: '', subject: '', message: '' };

/** The contact page's five-field form (SPEC §2, §5): all fields required, email and tel inputs. */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const t = useT();
  const { send, sending } = useSendContactMessage('contact');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactPageValues>({ resolver: yupResolver(contactPageSchema), defaultValues: EMPTY });

  const onValid = async (values: ContactPageValues) => {
    if (await send(values)) reset(EMPTY);
  };
  const onInvalid = (formErrors: typeof errors) => {
    const message = pickMessage(validationMessages(formErrors));
    if (message) toast.error(t(message));
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-labelledby={labelledBy}>
      <Fields>
        <TextField label={t('contact.fullName')} autoComplete="name" invalid={Boolean(errors.fullName)} {...register('fullName')} />
        <TextField label={t('contact.email')} type="email" inputMode="email" autoComplete="email" invalid={Boolean(errors.email)} {...register('email')} />
        <TextField label={t('contact.phone')} type="tel" inputMode="tel" autoComplete="tel" invalid={Boolean(errors.phone)} {...register('phone')} />
        <TextField label={t('contact.subject')} invalid={Boolean(errors.subject)} {...register('subject')} />
        <Wide>
          <TextAreaField label={t('contact.message')} rows={6} invalid={Boolean(errors.message)} {...register('message')} />
        </Wide>
      </Fields>
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('contact.sending') : t('contact.send')}
      </Button>
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
