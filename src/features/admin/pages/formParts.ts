import styled from 'styled-components';

/** A group of fields, a list or one list item: a framed fieldset with its legend. */
export const Group = styled.fieldset`
  margin: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  display: grid;
  gap: 16px;

  > legend {
    padding: 0 6px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;
