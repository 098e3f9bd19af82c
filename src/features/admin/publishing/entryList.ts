// The framed lists of the history: its versions and a difference's changes, one card each.
import styled from 'styled-components';

export const EntryList = styled.ol<{ $gap?: number }>`
  display: grid;
  gap: ${({ $gap = 10 }) => $gap}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li<{ $gap?: number }>`
  display: grid;
  gap: ${({ $gap = 8 }) => $gap}px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

export const EntryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h4 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;
