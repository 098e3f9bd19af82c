import styled from 'styled-components';
import { media } from '../../../components/theme';
import { MediaImage } from '../../../components/MediaImage';
import type { Benefit } from '../../../shared/contentTypes';
import { BRAND_FALLBACK_IMAGES } from '../../../shared/content/fallbacks';

type Props = { benefits: Benefit[]; label: string; pending?: boolean };

/** The benefit cards that sit on the lower edge of the banner. */
export function BenefitCards({ benefits, label, pending }: Props) {
  return (
    <>
      <h2 className="visually-hidden">{label}</h2>
      <Grid $count={benefits.length} $pending={Boolean(pending)}>
        {benefits.map((benefit) => (
          <Card key={benefit._id}>
            <Icon>
              <MediaImage
                src={benefit.logoImageUrl}
                fallbackSrc={BRAND_FALLBACK_IMAGES.benefit}
                alt=""
                width={56}
                height={56}
                maxWidth={56}
                sizes="56px"
              />
            </Icon>
            <div>
              <h3>{benefit.name}</h3>
              <p>{benefit.description}</p>
            </div>
          </Card>
        ))}
      </Grid>
    </>
  );
}

const Grid = styled.ul<{ $count: number; $pending: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${({ $count }) => Math.min(Math.max($count, 1), 4)}, minmax(0, 1fr));
  gap: 20px;
  opacity: ${({ $pending }) => ($pending ? 0 : 1)};
  transition: opacity 200ms ease;
  @media (max-width: 1023.98px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.small} {
    grid-template-columns: 1fr;
    gap: 12px;
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 24px 22px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h3 {
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1.05rem;
    font-weight: 700;
    margin: 0 0 6px;
  }
  p {
    margin: 0;
    font-size: 0.95rem;
    line-height: 1.55;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${media.small} {
    flex-direction: row;
    align-items: flex-start;
    padding: 18px;
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

const Icon = styled.div`
  flex: none;
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  img {
    width: 44px;
    height: 44px;
    object-fit: contain;
  }
`;
