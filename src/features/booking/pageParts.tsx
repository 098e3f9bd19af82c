// Building blocks the three booking pages share.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { media } from '../../components/theme';
import { failureText, useT } from '../language';

export const Shell = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 40px 20px 72px;
  ${media.small} {
    padding: 24px 16px 56px;
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

/** A list that could not be loaded: what failed, why, and a button that asks again. */
export function LoadFailed({
  title,
  error,
  retry,
  retrying,
  headingLevel,
}: {
  title: string;
  error: unknown;
  retry: () => void;
  retrying: boolean;
  headingLevel?: 1 | 2;
}) {
  const t = useT();
  return (
    <Notice
      headingLevel={headingLevel}
      title={title}
      text={failureText(t, error)}
      action={
        <Button
          type="button"
          onClick={() => retry()}
          disabled={retrying}
          $variant="subtle"
          $size="small"
          $shape="rounded"
        >
          {t('booking.retry')}
        </Button>
      }
    />
  );
}
