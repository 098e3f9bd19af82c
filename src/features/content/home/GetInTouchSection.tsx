import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { media } from '../../../app/theme';
import { useT } from '../../language/useT';
import { FALLBACK_IMAGES } from '../fallbacks';
import { homeContactSchema, pickMessage, type HomeContactValues } from '../schemas';
import { ContentImage } from '../shared/ContentImage';
import { TextAreaField, TextField } from '../shared/fields';
import { Button, Eyebrow, Inner, Pending } from '../shared/ui';
import { useSendContactMessage, validationMessages } from '../useSendContactMessage';

type Props = {
  title: string | undefined;
  imageUrl: string | undefined;
  backgroundImageUrl: string | undefined;
  pending: boolean;
};

const EMPTY: HomeContactValues = { fullName: '', email: '', message: '' };

/** The home page's short contact form: fullName, email, message (SPEC §2, §5). */
export function GetInTouchSection({ title, imageUrl, backgroundImageUrl, pending }: Props) {
  const t = useT();
  const { send, sending } = useSendContactMessage('home');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<HomeContactValues>({ resolver: yupResolver(homeContactSchema), defaultValues: EMPTY });

  const onValid = async (values: HomeContactValues) => {
    if (await send(values)) reset(EMPTY);
  };
  const onInvalid = (formErrors: typeof errors) => {
    const message = pickMessage(validationMessages(formErrors));
    if (message) toast.error(t(message));
  };

  return (
    <Wrapper aria-labelledby="home-contact-title">
      {!pending && (
        <Background src={backgroundImageUrl ?? ''} fallbackSrc={FALLBACK_IMAGES.getInTouchBackground} alt="" width={1920} height={900} maxWidth={1920} sizes="100vw" />
      )}
      <Grid>
        <Visual>
          {!pending && (
            <VisualImage src={imageUrl ?? ''} fallbackSrc={FALLBACK_IMAGES.getInTouch} alt={t('home.getInTouchImageAlt')} width={800} height={600} maxWidth={560} sizes="(max-width: 767px) 100vw, 480px" />
          )}
        </Visual>
        <FormCard>
          <Eyebrow>{t('home.getInTouchEyebrow')}</Eyebrow>
          <h2 id="home-contact-title">
            <Pending $pending={pending}>{title || t('home.fallbackGetInTouchTitle')}</Pending>
          </h2>
          <p>{t('home.getInTouchText')}</p>
          <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-labelledby="home-contact-title">
            <Fields>
              <TextField label={t('contact.fullName')} autoComplete="name" invalid={Boolean(errors.fullName)} {...register('fullName')} />
              <TextField label={t('contact.email')} type="email" autoComplete="email" inputMode="email" invalid={Boolean(errors.email)} {...register('email')} />
              <TextAreaField label={t('contact.message')} invalid={Boolean(errors.message)} {...register('message')} />
            </Fields>
            <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
              {sending ? t('contact.sending') : t('contact.send')}
            </Button>
          </form>
        </FormCard>
      </Grid>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  position: relative;
  isolation: isolate;
  padding: 96px 20px;
  background: ${({ theme }) => theme.colors.dark};
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(120deg, rgba(20, 28, 16, 0.92), rgba(20, 28, 16, 0.72));
  }
  ${media.small} {
    padding: 56px 16px;
  }
`;

const Background = styled(ContentImage)`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Grid = styled(Inner)`
  display: grid;
  grid-template-columns: 0.9fr 1.1fr;
  gap: 56px;
  align-items: center;
  ${media.small} {
    grid-template-columns: 1fr;
    gap: 32px;
  }
`;

const Visual = styled.div`
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: hidden;
  background: rgba(255, 255, 255, 0.06);
  box-shadow: 0 24px 60px rgba(0, 0, 0, 0.35);
  ${media.small} {
    aspect-ratio: 4 / 3;
  }
`;

const VisualImage = styled(ContentImage)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const FormCard = styled.div`
  padding: 40px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h2 {
    font-size: clamp(1.7rem, 3.2vw, 2.3rem);
    margin-bottom: 8px;
  }
  > p {
    color: ${({ theme }) => theme.colors.muted};
  }
  ${media.small} {
    padding: 28px 20px;
  }
`;

const Fields = styled.div`
  display: grid;
  gap: 16px;
  margin: 20px 0 24px;
`;
