import styled from 'styled-components';
import { SectionHeader } from '../../components/SectionHeader';
import type { Doctor } from '../../shared/contentTypes';
import { useT } from '../language';
import { DoctorCard, DoctorGrid } from './DoctorCard';
import { useNow } from './useNow';

/** Other doctors of the same speciality, under the booking part. */
export function RelatedDoctors({ doctors, timeZone }: { doctors: Doctor[]; timeZone: string }) {
  const t = useT();
  const now = useNow();
  return (
    <Related aria-labelledby="related-heading">
      <SectionHeader
        variant="page"
        id="related-heading"
        title={t('booking.related')}
        lead={t('booking.relatedIntro')}
      />
      <DoctorGrid>
        {doctors.map((other) => (
          <li key={other._id}>
            <DoctorCard doctor={other} headingLevel={3} timeZone={timeZone} now={now} />
          </li>
        ))}
      </DoctorGrid>
    </Related>
  );
}

const Related = styled.section`
  margin-top: 56px;
  header {
    margin-bottom: 20px;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 1.6rem;
  }
`;
