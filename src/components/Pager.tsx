// Previous / next through a paged list, with where one is; nothing when it is one page.
import styled from 'styled-components';
import { Button } from './Button';

export type PagerProps = {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The words, in the visitor's language: the navigation's name, the buttons, "Page 2 of 5". */
  labels: { nav: string; previous: string; next: string; position: (page: number, pages: number) => string };
};

export function Pager({ page, total, pageSize, onPage, labels }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Row aria-label={labels.nav}>
      <Button type="button" $variant="subtle" $size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span>{labels.position(page, pages)}</span>
      <Button type="button" $variant="subtle" $size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </Row>
  );
}

const Row = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 16px;
  margin-top: 16px;
`;
