import styled from 'styled-components';

/**
 * The raised panel that frames a form or a block of content: white, a hairline border, large
 * corners and the card shadow. Its padding and layout belong to what it frames (extend it
 * with styled(Card), or render another element with `as`).
 */
export const Card = styled.div`
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;
