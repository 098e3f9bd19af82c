// Building blocks the three booking pages share.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../components/theme';
import { PrimaryButton as SharedPrimaryButton } from '../../components/ActionButtons';

export const Shell = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 40px 20px 72px;
  ${media.small} {
    padding: 24px 16px 56px;
  }
`;

export const Eyebrow = styled.p`
  margin: 0 0 6px;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

export const PageTitle = styled.h1`
  font-size: clamp(1.8rem, 4vw, 2.5rem);
  margin: 0 0 8px;
`;

export const Lead = styled.p`
  max-width: 60ch;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The shared main action, a little wider; disabled here mostly means "not possible now"
 * (the doctor is away) rather than "busy", hence the not-allowed cursor.
 */
export const PrimaryButton = styled(SharedPrimaryButton)`
  padding-inline: 28px;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const OutlineButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background 0.15s, border-color 0.15s, color 0.15s;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
  &:disabled {
    cursor: wait;
    opacity: 0.7;
  }
`;

const NoticeBox = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 48px 24px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  h2 {
    margin: 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0;
    max-width: 48ch;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** An empty, failed or not-found state with an optional action. */
export function Notice({
  title,
  text,
  action,
  role,
  headingLevel = 2,
}: {
  title?: string;
  text: string;
  action?: ReactNode;
  role?: 'alert' | 'status';
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <NoticeBox role={role}>
      {title && <Heading>{title}</Heading>}
      <p>{text}</p>
      {action}
    </NoticeBox>
  );
}

export const Loading = styled.div`
  min-height: 40vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
`;
