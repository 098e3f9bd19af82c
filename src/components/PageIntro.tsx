import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A plain page heading block, for pages whose own header has no banner. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Wrapper>
      <h1>{title}</h1>
      {children}
    </Wrapper>
  );
}

const Wrapper = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 56px 20px 24px;
  h1 {
    font-size: clamp(1.9rem, 4vw, 2.6rem);
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
