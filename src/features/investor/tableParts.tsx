// Look shared by the investor page's tables.
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { media } from '../../components/theme';

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  th,
  td {
    padding: 16px 20px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surface};
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  tbody tr {
    transition: background-color 150ms ease;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  .narrow {
    width: 96px;
  }
  .year {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.1rem;
    font-weight: 700;
    white-space: nowrap;
  }
  .action {
    width: 1%;
    text-align: right;
    white-space: nowrap;
    vertical-align: middle;
  }
  a.doc-link {
    display: inline-flex;
    align-items: flex-start;
    gap: 10px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    svg {
      flex: none;
      margin-top: 1px;
      color: ${({ theme }) => theme.colors.danger};
    }
    &:hover span:first-of-type {
      text-decoration: underline;
    }
  }
  strong {
    font-weight: 600;
  }
  .detail {
    margin: 6px 0 0;
    font-size: 0.92rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  /* Under a linked title, the note lines up with the title's text, not its icon. */
  .doc-link + .detail {
    padding-left: 30px;
  }
  ${media.small} {
    th,
    td {
      padding: 14px 14px;
    }
    .narrow {
      width: 68px;
    }
  }
`;

export const LinkText = styled.span`
  text-decoration: underline;
  text-decoration-color: ${({ theme }) => theme.colors.border};
  text-underline-offset: 3px;
  text-decoration-thickness: 2px;
`;

/** A small primary button (render it as a link), narrower on phones, where the table is tight. */
export const DownloadButton = styled(Button)`
  ${media.small} {
    /* 14px to the label, the 1px border included */
    padding-inline: 13px;
  }
`;

export const EmptyNote = styled.p`
  margin: 0;
  padding: 28px 24px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.colors.muted};
`;

export function DocumentIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M14 3v5h5M9 13h6M9 17h6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 4v11M7 10l5 5 5-5M5 20h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
