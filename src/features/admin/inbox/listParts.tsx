// What the console's lists share (the inbox's two, the appointments board, the refunds): the search form, the pager, the loading, empty and
// failed states, and dates in the chosen language.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { Pager as KitPager, type PagerProps } from '../../../components/Pager';
import { SearchForm as KitSearchForm } from '../../../components/SearchForm';
import { adminList } from '../../../shared/dictionary/adminList';
import { formatTimestamp } from '../../../shared/format/clock';
import { INBOX_SEARCH_MAX } from '../../../shared/validation/inboxRules';
import { addStrings, failureText, selectLangCode, useT } from '../../language';
import { useAppSelector } from '../../../state/hooks';

// The parts' words come with them, whichever section uses them.
addStrings(adminList);

/** The kit's search box with the console's words. */
export function SearchForm({
  label,
  initial,
  onSearch,
}: {
  label: string;
  initial: string;
  onSearch: (q: string) => void;
}) {
  const t = useT();
  return (
    <KitSearchForm
      label={label}
      buttonLabel={t('admin.list.search')}
      initial={initial}
      maxLength={INBOX_SEARCH_MAX}
      onSearch={onSearch}
    />
  );
}

/** The kit's pager with the console's words. */
export function Pager(props: Omit<PagerProps, 'labels'>) {
  const t = useT();
  const labels = {
    nav: t('admin.list.pages'),
    previous: t('admin.list.previous'),
    next: t('admin.list.next'),
    position: (page: number, pages: number) => t('admin.list.page', { page, pages }),
  };
  return <KitPager {...props} labels={labels} />;
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
  if (loading)
    return (
      <Note>
        <LoadingDots label={loadingLabel} />
      </Note>
    );
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
  return (iso) => formatTimestamp(iso, lang);
}

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
