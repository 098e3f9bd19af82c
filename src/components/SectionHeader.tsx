// The opening of a section or page: a small eyebrow label, the heading and an optional lead
// paragraph. The heading's id is what the section's aria-labelledby names.
import type { ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { media } from './theme';

export type SectionHeaderProps = {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  id?: string;
  level?: 1 | 2 | 3;
  /**
   * section: the content pages' sections (eyebrow with a bar in the brand colour, a large
   * title); page: the compact head of the doctor and account pages.
   */
  variant?: 'section' | 'page';
  /**
   * header: in a <header> of its own over the section's content; inline: the texts alone,
   * standing in the column around them (beside a picture, in a card).
   */
  layout?: 'header' | 'inline';
  /** The title and lead are still loading: they keep their place unseen. */
  pending?: boolean;
  /** For a script that moves the focus to the heading (which then takes it). */
  titleRef?: Ref<HTMLHeadingElement>;
  className?: string;
};

/**
 * Text that is not known yet keeps its place but stays invisible, so nothing jumps when it
 * arrives. It vanishes at once and fades in: fading out, a stand-in's other words would show.
 */
export const Pending = styled.span<{ $pending: boolean }>`
  opacity: ${({ $pending }) => ($pending ? 0 : 1)};
  transition: ${({ $pending }) => ($pending ? 'none' : 'opacity 200ms ease')};
`;

export function SectionHeader({
  title,
  eyebrow,
  lead,
  id,
  level = 2,
  variant,
  layout,
  pending,
  titleRef,
  className,
}: SectionHeaderProps) {
  const page = variant === 'page';
  const hideable = (text: ReactNode) => (pending === undefined ? text : <Pending $pending={pending}>{text}</Pending>);
  const texts = (
    <>
      {eyebrow !== undefined && <Eyebrow $page={page}>{eyebrow}</Eyebrow>}
      <Title as={`h${level}` as const} id={id} ref={titleRef} tabIndex={titleRef ? -1 : undefined} $page={page}>
        {hideable(title)}
      </Title>
      {lead !== undefined && <Lead $page={page}>{hideable(lead)}</Lead>}
    </>
  );
  if (layout === 'inline') return texts;
  return (
    <Header className={className} $page={page}>
      {texts}
    </Header>
  );
}

type Look = { $page: boolean };

// A content section's header is centred over it; a page's stands at the start.
const Header = styled.header<Look>`
  ${({ $page }) =>
    !$page &&
    css`
      max-width: 720px;
      margin: 0 auto 48px;
      text-align: center;
      ${media.small} {
        margin-bottom: 32px;
      }
    `}
`;

const bar = css`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  text-wrap: balance;
  &::before {
    content: '';
    flex: none;
    width: 28px;
    height: 3px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Eyebrow = styled.p<Look>`
  margin: 0 0 ${({ $page }) => ($page ? 6 : 12)}px;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: ${({ $page }) => ($page ? 0.08 : 0.14)}em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
  ${({ $page }) => !$page && bar}
`;

const Title = styled.h2<Look>`
  ${({ $page }) =>
    $page
      ? 'font-size:clamp(1.8rem,4vw,2.5rem);margin:0 0 8px'
      : 'font-size:clamp(1.75rem,3.6vw,2.6rem);letter-spacing:-0.01em;margin-bottom:16px'};
`;

const Lead = styled.p<Look>`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  ${({ $page }) => ($page ? 'max-width:60ch' : 'font-size:1.06rem')};
`;
