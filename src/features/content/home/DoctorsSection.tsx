import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { SectionHeader } from '../../../components/SectionHeader';
import { media } from '../../../components/theme';
import { paths } from '../../../shared/routing/paths';
import { useT } from '../../language';
import { Inner, Section } from '../shared/sectionParts';

/** The home page's way into the doctor area: the group runs a clinic beside its restaurants. */
export function DoctorsSection() {
  const t = useT();
  return (
    <Wrapper aria-labelledby="home-clinic-title">
      <Inner>
        <Band>
          <div>
            <SectionHeader
              layout="inline"
              id="home-clinic-title"
              eyebrow={t('home.clinicEyebrow')}
              title={t('home.clinicTitle')}
              lead={t('home.clinicText')}
            />
          </div>
          <ButtonLink to={paths.doctors}>{t('home.clinicAction')}</ButtonLink>
        </Band>
      </Inner>
    </Wrapper>
  );
}

// A slim card between the introduction, whose own spacing it shares, and the restaurants.
const Wrapper = styled(Section)`
  padding-top: 0;
  ${media.small} {
    padding-top: 0;
  }
`;

const Band = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px 48px;
  padding: 36px 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 5px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  ${media.small} {
    padding: 28px 20px;
    flex-direction: column;
    align-items: flex-start;
  }
`;
