import styled from 'styled-components';
import { alpha, media } from '../../components/theme';
import { MediaImage } from '../../components/MediaImage';
import type { Doctor } from '../../shared/contentTypes';
import { useAppSelector } from '../../state/hooks';
import { selectLangCode, useT } from '../language';
import { DOCTOR_FALLBACK_IMAGE } from './DoctorCard';
import { DirectionsButton } from './DirectionsButton';
import { directionsUrl } from './directionsUrl';
import { degreeBesideName, experienceLabel, formatFee, specialityLabel } from './doctorText';

/**
 * The top of /appointment/{docId}: the doctor's portrait beside who they are, their fee,
 * where the clinic is and whether they are away.
 */
export function DoctorProfile({ doctor }: { doctor: Doctor }) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const directions = directionsUrl(doctor.address);
  const degree = degreeBesideName(doctor.name, doctor.degree);
  return (
    <Profile>
      <Portrait>
        <MediaImage
          src={doctor.image}
          fallbackSrc={DOCTOR_FALLBACK_IMAGE}
          alt={doctor.name}
          width={600}
          height={600}
          maxWidth={320}
          sizes="(max-width: 767px) 40vw, 320px"
          priority
        />
      </Portrait>
      <Info>
        <NameRow>
          <h1>{doctor.name}</h1>
          <Verified role="img" aria-label={t('booking.verified')} viewBox="0 0 24 24">
            <path
              fill="currentColor"
              d="M12 1.5 14.7 3.6l3.4-.2.9 3.3 2.8 2-1.2 3.2 1.2 3.2-2.8 2-.9 3.3-3.4-.2L12 22.5l-2.7-2.1-3.4.2-.9-3.3-2.8-2 1.2-3.2-1.2-3.2 2.8-2 .9-3.3 3.4.2z"
            />
            <path
              className="tick"
              fill="none"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
              d="m7.8 12.2 2.8 2.8 5.6-5.8"
            />
          </Verified>
        </NameRow>
        <Meta>
          <span>
            {degree && `${degree} · `}
            {specialityLabel(t, doctor.speciality)}
          </span>
          <Pill>{experienceLabel(t, doctor.experience)}</Pill>
        </Meta>
        <h2>{t('booking.about')}</h2>
        <About>{doctor.about}</About>
        <Fee>
          {t('booking.fee')}: <strong>{formatFee(doctor.fees, lang, doctor.currency)}</strong>
        </Fee>
        {directions && (
          <>
            <h2>{t('booking.clinicAddress')}</h2>
            <Address>
              <span>
                {doctor.address.line1}
                {doctor.address.line1 && doctor.address.line2 && <br />}
                {doctor.address.line2}
              </span>
              <DirectionsButton address={doctor.address} />
            </Address>
          </>
        )}
        {!doctor.available && <Away role="note">{t('booking.doctorAway')}</Away>}
      </Info>
    </Profile>
  );
}

const Profile = styled.section`
  display: grid;
  grid-template-columns: 300px minmax(0, 1fr);
  gap: 28px;
  align-items: stretch;
  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

const Portrait = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  /* The brand colour, darkening downwards. */
  background: linear-gradient(transparent, ${({ theme }) => alpha(theme.colors.dark, 0.2)}) ${({ theme }) => theme.colors.primary};
  aspect-ratio: 1;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: top center;
  }
  ${media.small} {
    aspect-ratio: 16 / 11;
    img {
      object-position: center 18%;
    }
  }
`;

const Info = styled.div`
  padding: 28px 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.background};
  h2 {
    margin: 20px 0 6px;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 0.95rem;
  }
  ${media.small} {
    padding: 20px;
  }
`;

const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 3.5vw, 2.2rem);
  }
`;

const Verified = styled.svg`
  flex: none;
  width: 24px;
  height: 24px;
  color: ${({ theme }) => theme.colors.focus};
  .tick {
    stroke: ${({ theme }) => theme.colors.background};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Pill = styled.span`
  padding: 2px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 0.82rem;
  color: ${({ theme }) => theme.colors.text};
`;

const About = styled.p`
  max-width: 70ch;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Fee = styled.p`
  margin: 20px 0 0;
  font-weight: 500;
  strong {
    font-size: 1.15rem;
  }
`;

const Address = styled.address`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 16px;
  font-style: normal;
  color: ${({ theme }) => theme.colors.muted};
`;

const Away = styled.p`
  margin: 16px 0 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
