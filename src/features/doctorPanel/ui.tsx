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

export type Tone = 'neutral' | 'success' | 'danger' | 'warning';

/** A short state word beside a row: status, payment, refund. */
export const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px 10px;
  border: 1px solid
    ${({ $tone, theme }) =>
      ({ neutral: theme.colors.border, success: theme.colors.success, danger: theme.colors.danger, warning: theme.colors.warningText })[$tone]};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ $tone, theme }) => ($tone === 'warning' ? theme.colors.warningSurface : theme.colors.background)};
  color: ${({ $tone, theme }) =>
    ({ neutral: theme.colors.muted, success: theme.colors.success, danger: theme.colors.danger, warning: theme.colors.warningText })[$tone]};
  font-size: 0.8rem;
  font-weight: 700;
`;

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
