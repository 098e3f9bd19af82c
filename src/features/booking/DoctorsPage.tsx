import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../shared/routing/paths';
import { alpha, media } from '../../components/theme';
import { Button } from '../../components/Button';
import { LoadingDots } from '../../components/LoadingDots';
import { SectionHeader } from '../../components/SectionHeader';
import { knownSpeciality, SPECIALITIES } from '../../shared/contentTypes';
import { booking } from '../../shared/dictionary/booking';
import { addStrings, failureText, usePageTitle, useT } from '../language';
import { DoctorCard, DoctorGrid } from './DoctorCard';
import { useDoctors } from './doctorsApi';
import { specialityLabel } from './doctorText';
import { LoadFailed, Loading, Notice, Shell } from './pageParts';
import { useNow } from './useNow';
import { DEFAULT_CLINIC_TIME_ZONE, knownTimeZone } from '../../shared/slots';
import { useErrorToast } from '../../components/useErrorToast';

// This page's strings come with its code (see features/language/loadedStrings.ts).
addStrings(booking);

// The cards a phone shows first (two to a row): their portraits are the page's largest paint.
const FIRST_ROW = 2;

/** /doctors and /doctors/{speciality}: the doctor list, optionally filtered by speciality. */
export default function DoctorsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { speciality } = useParams();
  const { data, error, isLoading, isFetching, refetch } = useDoctors();
  useErrorToast(error, failureText(t, error));
  const hintId = useId();
  const now = useNow();
  const chipsRef = useRef<HTMLUListElement>(null);
  // Which ends of the phone's sideways chip row have chips beyond them: those ends fade out.
  // Before the row is measured it is taken to go on past its right edge, as it does on a phone.
  const [more, setMore] = useState({ start: false, end: true });
  const measureChips = useCallback(() => {
    const list = chipsRef.current;
    if (!list) return;
    const start = list.scrollLeft > 1;
    const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);
  useEffect(() => {
    measureChips();
    window.addEventListener('resize', measureChips);
    return () => window.removeEventListener('resize', measureChips);
  }, [measureChips]);
  // A made-up speciality is not echoed in the title (shared/contentTypes.ts knownSpeciality).
  const named = speciality !== undefined && knownSpeciality(speciality, data?.doctors ?? []);
  usePageTitle(named ? specialityLabel(t, speciality) : 'nav.doctors');

  // Choosing the selected speciality again clears the filter (SPEC §2).
  const choose = (value: string) => navigate(value === speciality ? paths.doctors : paths.doctorsBySpeciality(value));

  // On a phone the chips scroll sideways: bring the selected one into view (only sideways).
  useEffect(() => {
    const list = chipsRef.current;
    const chip = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = (chip.parentElement?.offsetLeft ?? 0) - 16;
    measureChips();
  }, [speciality, measureChips]);

  const doctors = (data?.doctors ?? []).filter((doctor) => !speciality || doctor.speciality === speciality);
  const countText =
    doctors.length === 1 ? t('booking.doctors.countOne') : t('booking.doctors.count', { count: doctors.length });

  let results;
  if (isLoading) {
    results = (
      <Loading>
        <LoadingDots label={t('common.loading')} />
      </Loading>
    );
  } else if (error && !data) {
    results = (
      <LoadFailed title={t('booking.doctors.loadFailed')} error={error} retry={refetch} retrying={isFetching} />
    );
  } else if (doctors.length === 0) {
    results = (
      <Notice
        role="status"
        text={t('booking.doctors.empty')}
        action={
          speciality ? (
            <Button as={Link} to={paths.doctors} $variant="subtle" $size="small" $shape="rounded">
              {t('booking.doctors.showAll')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    // Asked only once there are cards: the next free slot is on the clinic's clock.
    const timeZone = knownTimeZone(data?.clinicTimeZone ?? DEFAULT_CLINIC_TIME_ZONE);
    results = (
      <>
        <Count aria-live="polite">{speciality ? `${countText} · ${specialityLabel(t, speciality)}` : countText}</Count>
        <DoctorGrid>
          {doctors.map((doctor, index) => (
            <li key={doctor._id}>
              <DoctorCard doctor={doctor} priority={index < FIRST_ROW} timeZone={timeZone} now={now} />
            </li>
          ))}
        </DoctorGrid>
      </>
    );
  }

  return (
    <Shell>
      <Header
        variant="page"
        level={1}
        eyebrow={t('booking.doctors.eyebrow')}
        title={t('nav.doctors')}
        lead={t('booking.doctors.intro')}
      />
      <Columns>
        <Filter aria-labelledby={`${hintId}-label`}>
          <FilterLabel id={`${hintId}-label`}>{t('booking.filter.label')}</FilterLabel>
          <ChipsFrame data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
            <Chips ref={chipsRef} aria-describedby={hintId} onScroll={measureChips}>
              {SPECIALITIES.map((value) => {
                const selected = value === speciality;
                return (
                  <li key={value}>
                    <Chip type="button" aria-pressed={selected} $selected={selected} onClick={() => choose(value)}>
                      {specialityLabel(t, value)}
                      {selected && <Clear aria-hidden="true">×</Clear>}
                    </Chip>
                  </li>
                );
              })}
            </Chips>
          </ChipsFrame>
          <Hint id={hintId}>{t('booking.filter.hint')}</Hint>
        </Filter>
        <Results>{results}</Results>
      </Columns>
    </Shell>
  );
}

const Header = styled(SectionHeader)`
  margin-bottom: 32px;
  ${media.small} {
    margin-bottom: 20px;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 230px minmax(0, 1fr);
  gap: 40px;
  align-items: start;
  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
  }
`;

const Filter = styled.nav`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.navHeight} + 20px);
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  ${media.small} {
    position: static;
    margin: 0 -16px;
    padding: 0;
    border: 0;
    border-radius: 0;
    background: none;
  }
`;

const FilterLabel = styled.h2`
  margin: 0 0 12px;
  font-family: ${({ theme }) => theme.font.body};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
  ${media.small} {
    padding: 0 16px;
    margin-bottom: 8px;
  }
`;

// On a phone the chips scroll sideways: an end with more chips beyond it fades into the page,
// so the cut chip reads as "there is more this way", not as the row's end.
const ChipsFrame = styled.div`
  position: relative;
  ${media.small} {
    &::before,
    &::after {
      content: '';
      position: absolute;
      top: 0;
      bottom: 8px;
      width: 48px;
      pointer-events: none;
      opacity: 0;
      transition: opacity 0.2s;
      z-index: 1;
    }
    &::before {
      left: 0;
      background: linear-gradient(to left, ${({ theme }) => alpha(theme.colors.background, 0)}, ${({ theme }) => theme.colors.background} 85%);
    }
    &::after {
      right: 0;
      background: linear-gradient(to right, ${({ theme }) => alpha(theme.colors.background, 0)}, ${({ theme }) => theme.colors.background} 85%);
    }
    &[data-more-start]::before,
    &[data-more-end]::after {
      opacity: 1;
    }
  }
`;

const Chips = styled.ul`
  position: relative;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  ${media.small} {
    display: flex;
    gap: 8px;
    overflow-x: auto;
    padding: 2px 16px 8px;
    scroll-snap-type: x proximity;
    scroll-padding-inline: 16px;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
    li {
      flex: none;
      scroll-snap-align: start;
    }
  }
`;

const Chip = styled.button<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  min-height: 44px;
  padding: 10px 14px;
  border: 1px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : 'transparent')};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font-weight: ${({ $selected }) => ($selected ? 700 : 500)};
  text-align: left;
  cursor: pointer;
  transition: background 0.15s, border-color 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.background)};
  }
  ${media.small} {
    width: auto;
    min-height: 40px;
    padding: 8px 16px;
    border-color: ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.border)};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.background)};
    white-space: nowrap;
  }
`;

const Clear = styled.span`
  font-size: 1.2rem;
  line-height: 1;
`;

const Hint = styled.p`
  margin: 14px 0 0;
  font-size: 0.82rem;
  color: ${({ theme }) => theme.colors.muted};
  ${media.small} {
    display: none;
  }
`;

const Results = styled.section`
  min-width: 0;
`;

const Count = styled.p`
  margin: 0 0 16px;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;
