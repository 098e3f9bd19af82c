// What the inbox's two lists share: the search form, the pager, the loading, empty and
// failed states, and dates in the chosen language.
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { TextField } from '../../../components/TextField';
import { INBOX_SEARCH_MAX } from '../../../shared/validation/inbox';
import { failureText, selectLangCode, useT } from '../../language';
import { useAppSelector } from '../../../state/hooks';

/** A search box that asks when submitted (Enter or the button), not at every key. */
export function SearchForm({ label, initial, onSearch }: { label: string; initial: string; onSearch: (q: string) => void }) {
  const t = useT();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <SearchRow role="search" onSubmit={submit}>
      <TextField label={label} type="search" value={text} maxLength={INBOX_SEARCH_MAX} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" $variant="secondary" $size="small">
        {t('admin.list.search')}
      </Button>
    </SearchRow>
  );
}

export function Pager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <PagerRow aria-label={t('admin.list.pages')}>
      <Button type="button" $variant="subtle" $size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.list.previous')}
      </Button>
      <span>{t('admin.list.page', { page, pages })}</span>
      <Button type="button" $variant="subtle" $size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.list.next')}
      </Button>
    </PagerRow>
  );
}

/** The list's place while it loads, when it failed (with a retry), when it is empty, or the list. */
export function ListState({
  loading,
  error,
  empty,
  loadingLabel,
  failedLabel,
  emptyLabel,
  onRetry,
  children,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  loadingLabel: string;
  failedLabel: string;
  emptyLabel: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useT();
  if (loading) return <Note><LoadingDots label={loadingLabel} /></Note>;
  if (error) {
    return (
      <Note role="alert">
        <p>
          {failedLabel} {failureText(t, error)}
        </p>
        <Button type="button" $variant="secondary" $size="small" onClick={onRetry}>
          {t('admin.list.retry')}
        </Button>
      </Note>
    );
  }
  if (empty) return <Note>{emptyLabel}</Note>;
  return <>{children}</>;
}

/** A point in time written for staff in the chosen language, in the browser's time zone. */
export function useWhen(): (iso: string) => string {
  const lang = useAppSelector(selectLangCode);
  const format = new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

const SearchRow = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 10px;
  flex: 1 1 260px;
  > :first-child {
    flex: 1;
  }
`;

const PagerRow = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 16px;
  margin-top: 16px;
`;

const Note = styled.div`
  padding: 24px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  p {
    margin: 0 0 12px;
  }
`;
