// Building blocks of the doctor panel and of the rows the admins' board shares with it.
import styled from 'styled-components';

export const Note = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 16px;
`;

/** A short state word beside a row (status, payment, refund): the kit's badge. */
export { Badge } from '../../components/Badge';

/** A quiet frame for a list's loading, empty or failed state. */
export const StateNote = styled.div`
  padding: 24px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  p {
    margin: 0 0 12px;
  }
`;
