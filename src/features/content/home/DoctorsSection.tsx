import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { SectionHeader } from '../../../components/SectionHeader';
import { media } from '../../../components/theme';
import { homeClinic } from '../../../shared/dictionary/homeClinic';
import { paths } from '../../../shared/routing/paths';
import { addStrings, useT } from '../../language';
import { Inner, Section } from '../shared/ui';

addStrings(homeClinic);

/** The home page's way into the doctor area: the group runs a clinic beside its restaurants. */
export function DoctorsSection() {
  const t = useT();
  return (
    <Section $tone="surface" aria-labelledby="home-clinic-title">
      <Band>
        <div>
          <SectionHeader layout="inline" id="home-clinic-title" eyebrow={t('home.clinicEyebrow')} title={t('home.clinicTitle')} lead={t('home.clinicText')} />
        </div>
        <ButtonLink to={paths.doctors}>{t('home.clinicAction')}</ButtonLink>
      </Band>
    </Section>
  );
}

const Band = styled(Inner)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px 48px;
  ${media.small} {
    flex-direction: column;
    align-items: flex-start;
  }
`;
