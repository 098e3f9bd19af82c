import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from '../../shared/routing/paths';
import { alpha, media } from '../../components/theme';
import { MediaImage } from '../../components/MediaImage';
import type { Doctor } from '../../shared/contentTypes';
import { useMemo } from 'react';
import { useAppSelector } from '../../state/hooks';
import { selectLangCode, useT } from '../language';
import { cityOf, formatFee, specialityLabel } from './doctorText';
import { nextFreeSlot, nextFreeText } from './nextFreeSlot';

/** A neutral silhouette (inline, so it never fails) for a doctor whose portrait is missing or broken. */
export const DOCTOR_FALLBACK_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#e7efdc"/><circle cx="60" cy="46" r="22" fill="#b9c9a4"/><path d="M18 120c4-26 20-40 42-40s38 14 42 40z" fill="#b9c9a4"/></svg>',
)}`;

/** Behind a doctor's portrait while it loads, and around one that does not fill its frame. */
const photoBackdrop = css`
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.photoBackdrop} 0%,
    ${({ theme }) => theme.colors.photoBackdropShade} 100%
  );
`;

/** A doctor's portrait filling its frame, head kept in view, on the backdrop. */
export const portraitFrame = css`
  ${photoBackdrop}
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: top center;
  }
`;

type Props = {
  doctor: Doctor;
  headingLevel?: 2 | 3;
  /** In the first row of the page: its portrait is fetched at once and early. */
  priority?: boolean;
  /** The clinic's time zone and the time now: the next free slot is on the clinic clock. */
  timeZone: string;
  now: Date;
};

/**
 * One doctor in a grid: portrait, availability, name, speciality, city, fee and the next
 * free slot; opens /appointment/{id}.
 */
export function DoctorCard({ doctor, headingLevel = 2, priority = false, timeZone, now }: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const city = cityOf(doctor.address);
  const nextFree = useMemo(() => nextFreeSlot(doctor, now, timeZone), [doctor, now, timeZone]);
  return (
    <Card to={paths.appointment(doctor._id)}>
      <Portrait>
        <MediaImage
          src={doctor.image}
          fallbackSrc={DOCTOR_FALLBACK_IMAGE}
          alt=""
          width={600}
          height={600}
          maxWidth={300}
          sizes="(max-width: 767px) 50vw, 260px"
          priority={priority}
        />
      </Portrait>
      <Body>
        <Availability $available={doctor.available}>
          <Dot aria-hidden="true" />
          {t(doctor.available ? 'Available' : 'Not Available')}
        </Availability>
        <Heading>{doctor.name}</Heading>
        <Speciality>{specialityLabel(t, doctor.speciality)}</Speciality>
        <Facts>
          <span>
            {city && <span>{city}</span>}
            <span>{formatFee(doctor.fees, lang, doctor.currency)}</span>
          </span>
        </Facts>
        <NextFree $available={doctor.available}>
          {doctor.available ? nextFreeText(t, nextFree, lang) : t('booking.notTaking')}
        </NextFree>
      </Body>
    </Card>
  );
}

export const DoctorGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 24px;
  ${media.small} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 14px;
  }
`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};
  text-decoration: none;
  transition: transform 0.2s, box-shadow 0.2s;
  &:hover {
    transform: translateY(-4px);
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

const Portrait = styled.div`
  aspect-ratio: 1;
  overflow: hidden;
  ${portraitFrame}
  img {
    transition: transform 0.3s;
  }
  ${Card}:hover & img {
    transform: scale(1.03);
  }
`;

const Body = styled.div`
  display: grid;
  gap: 2px;
  padding: 14px 16px 18px;
  h2,
  h3 {
    margin: 4px 0 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1.05rem;
    line-height: 1.3;
  }
  ${media.small} {
    padding: 10px 12px 14px;
    h2,
    h3 {
      font-size: 0.95rem;
    }
  }
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
`;

const Availability = styled.p<{ $available: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-size: 0.82rem;
  font-weight: 600;
  color: ${({ $available, theme }) => ($available ? theme.colors.success : theme.colors.muted)};
  ${Dot} {
    background: ${({ $available, theme }) => ($available ? theme.colors.success : alpha(theme.colors.muted, 0.6))};
  }
`;

const Speciality = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

// "Surabaya · $50": the parts separated by a dot the stylesheet draws in the gap before
// each part. When the fee has to go to a line of its own ("Jakarta Selatan" on a phone),
// the dot never leads that line: the row reaches 14 px left into this clipping box, so the
// dot before a line's first part falls outside it.
const Facts = styled.p`
  margin: 0;
  overflow: hidden;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.text};
  > span {
    display: flex;
    flex-wrap: wrap;
    margin-left: -14px;
  }
  > span > span {
    position: relative;
    margin-left: 14px;
  }
  > span > span::before {
    content: '·';
    position: absolute;
    left: -10px;
    color: ${({ theme }) => theme.colors.muted};
  }
  > span > span:last-child {
    white-space: nowrap;
  }
`;

const NextFree = styled.p<{ $available: boolean }>`
  margin: 6px 0 0;
  font-size: 0.82rem;
  font-weight: 600;
  color: ${({ $available, theme }) => ($available ? theme.colors.text : theme.colors.muted)};
`;
