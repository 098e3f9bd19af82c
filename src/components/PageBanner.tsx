import type { ReactNode } from 'react';
import styled from 'styled-components';
import { alpha, media } from './theme';
import { MediaImage } from './MediaImage';

type Props = {
  /** Background picture; `fallbackImage` stands in when it is empty or fails. */
  image: string;
  fallbackImage: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Buttons under the text. */
  children?: ReactNode;
  /** Content that overlaps the banner's lower edge (e.g. benefit cards). */
  overlap?: ReactNode;
  /** The texts are not known yet: keep their place but show nothing, so nothing flashes or jumps. */
  pending?: boolean;
  id?: string;
};

/** The top of a content page: a full-width picture under a dark veil with the page's title. */
export function PageBanner({ image, fallbackImage, eyebrow, title, subtitle, children, overlap, pending, id }: Props) {
  return (
    <Wrapper id={id} $overlap={Boolean(overlap)}>
      <Hero>
        <Picture>
          {/* Until the content says which picture, the dark ground shows rather than a stand-in that would be swapped. */}
          {!pending && (
            <MediaImage
              src={image}
              fallbackSrc={fallbackImage}
              alt=""
              priority
              sizes="100vw"
              width={1920}
              height={600}
            />
          )}
        </Picture>
        <Veil aria-hidden="true" />
        <Content $overlap={Boolean(overlap)} $pending={Boolean(pending)}>
          {/* The label would only repeat a title that is the page's own name. */}
          {eyebrow && eyebrow.trim().toLowerCase() !== title.trim().toLowerCase() && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1>{title}</h1>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
          {children && <Actions>{children}</Actions>}
        </Content>
      </Hero>
      {overlap && <Overlap>{overlap}</Overlap>}
    </Wrapper>
  );
}

const Wrapper = styled.section<{ $overlap: boolean }>`
  position: relative;
  background: ${({ theme, $overlap }) => ($overlap ? theme.colors.surface : 'transparent')};
`;

const Hero = styled.div`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  min-height: clamp(340px, 38vw, 480px);
  overflow: hidden;
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onImage};
  ${media.small} {
    min-height: 360px;
    align-items: flex-end;
  }
`;

const Picture = styled.div`
  position: absolute;
  inset: 0;
  z-index: -2;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Veil = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: ${({ theme }) => {
    const veil = (opacity: number) => alpha(theme.colors.veil, opacity);
    return `linear-gradient(90deg, ${veil(0.86)} 0%, ${veil(0.62)} 45%, ${veil(0.25)} 100%), linear-gradient(0deg, ${veil(0.45)} 0%, ${veil(0)} 40%)`;
  }};
  ${media.small} {
    background: ${({ theme }) => {
      const veil = (opacity: number) => alpha(theme.colors.veil, opacity);
      return `linear-gradient(0deg, ${veil(0.9)} 0%, ${veil(0.65)} 55%, ${veil(0.35)} 100%)`;
    }};
  }
`;

// Pending texts vanish at once and fade in once known: fading out, a stand-in would show
// for a moment with other words than the ones that come (a change of language on the
// investor page swapped its subtitle twice).
const Content = styled.div<{ $overlap: boolean; $pending: boolean }>`
  width: 100%;
  opacity: ${({ $pending }) => ($pending ? 0 : 1)};
  transition: ${({ $pending }) => ($pending ? 'none' : 'opacity 200ms ease')};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 72px 20px ${({ $overlap }) => ($overlap ? '140px' : '72px')};
  h1 {
    max-width: 720px;
    margin-bottom: 16px;
    font-size: clamp(2.1rem, 4.8vw, 3.4rem);
    letter-spacing: -0.015em;
    color: ${({ theme }) => theme.colors.onImage};
    text-wrap: balance;
  }
  ${media.small} {
    padding: 96px 18px ${({ $overlap }) => ($overlap ? '96px' : '40px')};
  }
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 14px;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => alpha(theme.colors.onImage, 0.88)};
  &::before {
    content: '';
    width: 28px;
    height: 3px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Subtitle = styled.p`
  max-width: 620px;
  margin: 0;
  font-size: clamp(1rem, 1.6vw, 1.15rem);
  line-height: 1.65;
  color: ${({ theme }) => alpha(theme.colors.onImage, 0.9)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 28px;
`;

const Overlap = styled.div`
  position: relative;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: -96px auto 0;
  padding: 0 20px 8px;
  ${media.small} {
    margin-top: -56px;
    padding: 0 16px 8px;
  }
`;
