// The two action buttons of forms and pages. A module of their own, so that a page with
// buttons but no form fields (the booking pages) loads only these.
import styled, { css } from 'styled-components';

/** The pill shape both action buttons share; fit to render a link too. */
const pillButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 12px 24px;
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 1rem;
  text-decoration: none;
  cursor: pointer;
`;

/** The main action of a form or page: primary colour with its readable text colour. */
export const PrimaryButton = styled.button`
  ${pillButton}
  border: 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  transition:
    filter 0.15s,
    transform 0.15s;
  &:hover:not(:disabled) {
    filter: brightness(0.93);
  }
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

export const SecondaryButton = styled.button`
  ${pillButton}
  border: 1.5px solid ${({ theme }) => theme.colors.text};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
