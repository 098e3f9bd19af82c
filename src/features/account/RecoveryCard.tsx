import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../components/Card';
import { alpha, media } from '../../components/theme';

/** The frame of the forgotten-password and reset pages: one narrow card with a heading and, maybe, a lead. */
export function RecoveryCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Page>
      <Panel>
        <h1>{title}</h1>
        {lead && <Lead>{lead}</Lead>}
        {children}
      </Panel>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: 56px 20px 72px;
  background: radial-gradient(circle at 12% 8%, ${({ theme }) => alpha(theme.colors.primary, 0.12)}, transparent 40%),
    linear-gradient(180deg, ${({ theme }) => theme.colors.surface} 0%, ${({ theme }) => theme.colors.background} 100%);
  ${media.small} {
    padding: 24px 16px 48px;
  }
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 480px;
  padding: 40px 40px 32px;
  h1 {
    font-size: clamp(1.6rem, 3vw, 2rem);
    margin-bottom: 6px;
  }
  ${media.small} {
    padding: 28px 20px 24px;
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: 24px;
`;

/** A form of these pages: fields in a column, the button full width. */
export const RecoveryForm = styled.form`
  display: grid;
  gap: 18px;
  > button {
    width: 100%;
    margin-top: 6px;
  }
`;

/** What a page says once its call is done (sent, reset, or a link that no longer works). */
export const Outcome = styled.div`
  display: grid;
  gap: 16px;
  p {
    margin: 0;
  }
`;

/** The way back to the login page, under the form. */
export const BackLink = styled.p`
  margin: 24px 0 0;
  text-align: center;
`;
