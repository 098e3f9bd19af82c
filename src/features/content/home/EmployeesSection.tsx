import styled from 'styled-components';
import { media } from '../../../components/theme';
import type { Employee } from '../../../shared/contentTypes';
import { useT } from '../../language';
import { bareList } from '../shared/cards';
import { SectionHeader } from '../../../components/SectionHeader';
import { Inner, Section } from '../shared/sectionParts';

type Props = {
  title: string | undefined;
  description: string | undefined;
  employees: Employee[] | undefined;
  pending: boolean;
};

const FALLBACK_CARDS = [1, 2, 3].map((n) => ({
  _id: `bundled-${n}`,
  title: `home.fallbackCard${n}Title`,
  subTitle: `home.fallbackCard${n}Sub`,
  text: `home.fallbackCard${n}Text`,
}));

/** Achievements and the people behind them (SPEC §2 "achievements/employee cards"). */
export function EmployeesSection({ title, description, employees, pending }: Props) {
  const t = useT();
  const cards: Employee[] =
    employees && employees.length > 0
      ? employees
      : FALLBACK_CARDS.map((card) => ({
          _id: card._id,
          title: t(card.title),
          subTitle: t(card.subTitle),
          text: t(card.text),
        }));
  return (
    <Section aria-labelledby="home-employees-title">
      <Inner>
        <SectionHeader
          id="home-employees-title"
          eyebrow={t('home.employeesEyebrow')}
          title={title || t('home.fallbackEmployeesTitle')}
          lead={description || t('home.fallbackEmployeesDescription')}
          pending={pending}
        />
        <Cards $pending={pending}>
          {cards.map((card, index) => (
            <Card key={card._id} $accent={index % 3}>
              <Figure>{card.title}</Figure>
              <h3>{card.subTitle}</h3>
              <p>{card.text}</p>
            </Card>
          ))}
        </Cards>
      </Inner>
    </Section>
  );
}

const Cards = styled.ul<{ $pending: boolean }>`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 24px;
  opacity: ${({ $pending }) => ($pending ? 0 : 1)};
  transition: opacity 200ms ease;
  ${media.small} {
    grid-template-columns: 1fr;
    gap: 16px;
  }
`;

const Card = styled.li<{ $accent: number }>`
  position: relative;
  padding: 32px 28px 28px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto 0;
    height: 5px;
    background: ${({ $accent, theme }) => ($accent === 1 ? theme.colors.secondary : theme.colors.primary)};
  }
  h3 {
    font-size: 1.1rem;
    margin: 4px 0 10px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.95rem;
  }
`;

const Figure = styled.p`
  && {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(2.2rem, 4vw, 2.8rem);
    font-weight: 700;
    line-height: 1.1;
    color: ${({ theme }) => theme.colors.text};
    margin: 0;
  }
`;
