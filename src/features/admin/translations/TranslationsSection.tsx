// The console's UI strings: every key the site knows with both texts and its publishing
// state, searchable, with filters for keys missing a language and for keys with unpublished
// changes; each edited in a dialog that saves drafts and publishes, or taken back to its
// bundled text as a draft.
//
// The publish bar sits in the dialog rather than on each row: a list of a hundred rows with a
// Publish button each would double its buttons, and a row has no room for what publishing a
// text needs (which language changed, a note, discard, history). The rows say each key's
// state in words, and the filter finds the ones waiting to be published.
import { useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast';
import type { TranslationRecord } from '../../../shared/catalogTypes';
import { adminCatalog } from '../../../shared/dictionary/adminCatalog';
import { adminPublishing } from '../../../shared/dictionary/adminPublishing';
import { addStrings, failureText, useT } from '../../language';
import { SectionHead } from '../SectionHead';
import { Muted, TableScroll } from '../consoleParts';
import { StateBadge } from '../publishing/StateBadge';
import { TranslationDialog } from './TranslationDialog';
import { useGetAdminTranslationsQuery, useResetTranslationMutation } from './adminTranslationsApi';

addStrings(adminCatalog, adminPublishing);

/** Rows shown at once: enough to browse, few enough to stay quick; a search narrows the rest. */
export const MAX_ROWS = 100;

/**
 * Whether the key's working texts (its draft's, else what the site shows) are its own rather
 * than the bundled ones. Not whether it has a version: every draft gives it one, a draft of
 * the bundled texts (a reset) too.
 */
export function hasOwnText(record: TranslationRecord): boolean {
  const { bundled } = record;
  return !bundled || record.indonesian !== bundled.indonesian || record.english !== bundled.english;
}

export type TextFilters = { missingOnly: boolean; unpublishedOnly: boolean };

export function matches(record: TranslationRecord, search: string, filters: TextFilters): boolean {
  if (filters.missingOnly && record.missing.length === 0) return false;
  if (filters.unpublishedOnly && record.publishing.state === 'published') return false;
  const words = search.trim().toLowerCase();
  if (!words) return true;
  return [record.key, record.indonesian, record.english].some((text) => text.toLowerCase().includes(words));
}

export default function TranslationsSection() {
  const t = useT();
  const { data: records, error, isLoading, refetch } = useGetAdminTranslationsQuery();
  const [resetTranslation, resetting] = useResetTranslationMutation();
  const [search, setSearch] = useState('');
  const [missingOnly, setMissingOnly] = useState(false);
  const [unpublishedOnly, setUnpublishedOnly] = useState(false);
  const [editing, setEditing] = useState<TranslationRecord | null>(null);
  const deferredSearch = useDeferredValue(search);

  const found = useMemo(
    () => (records ?? []).filter((record) => matches(record, deferredSearch, { missingOnly, unpublishedOnly })),
    [records, deferredSearch, missingOnly, unpublishedOnly],
  );
  const shown = found.slice(0, MAX_ROWS);

  const reset = async (record: TranslationRecord) => {
    // A key whose texts are its own has an override or a draft, hence a version.
    if (record.version === null) return;
    try {
      await resetTranslation({ key: record.key, version: record.version }).unwrap();
      toast.success(t('admin.translations.resetDone', { key: record.key }));
    } catch (caught) {
      toast.error(failureText(t, caught));
    }
  };

  const reload = async () => {
    const fresh = (await refetch()).data;
    return fresh?.find((record) => record.key === editing?.key);
  };

  return (
    <>
      <SectionHead of="translations" />
      {isLoading && <LoadingDots label={t('admin.catalog.loading')} />}
      {error && <p role="alert">{failureText(t, error)}</p>}
      {records && (
        <>
          <Filters role="search">
            <TextField
              type="search"
              label={t('admin.translations.search')}
              hint={t('admin.translations.searchHint')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Checks>
              <Check>
                <input
                  type="checkbox"
                  checked={missingOnly}
                  onChange={(event) => setMissingOnly(event.target.checked)}
                />
                {t('admin.translations.missingOnly')}
              </Check>
              <Check>
                <input
                  type="checkbox"
                  checked={unpublishedOnly}
                  onChange={(event) => setUnpublishedOnly(event.target.checked)}
                />
                {t('admin.translations.unpublishedOnly')}
              </Check>
            </Checks>
          </Filters>
          <Muted role="status">
            {t('admin.translations.count', { shown: shown.length, total: found.length })}
            {found.length > shown.length && ` ${t('admin.translations.more')}`}
          </Muted>
          {shown.length === 0 ? (
            <p>{t('admin.translations.none')}</p>
          ) : (
            <TableScroll>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.translations.key')}</th>
                    <th scope="col">{t('admin.translations.indonesian')}</th>
                    <th scope="col">{t('admin.translations.english')}</th>
                    <th scope="col">{t('admin.translations.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((record) => {
                    const own = hasOwnText(record);
                    return (
                      <tr key={record.key}>
                        <th scope="row">
                          <KeyText>{record.key}</KeyText>
                          <Badges>
                            <StateBadge publishing={record.publishing} small />
                            {record.missing.includes('id') && (
                              <Badge $kind="missing">{t('admin.translations.missingId')}</Badge>
                            )}
                            {record.missing.includes('en') && (
                              <Badge $kind="missing">{t('admin.translations.missingEn')}</Badge>
                            )}
                            {own && <Badge $kind="own">{t('admin.translations.own')}</Badge>}
                          </Badges>
                        </th>
                        <td lang="id">{record.indonesian}</td>
                        <td lang="en">{record.english}</td>
                        <td>
                          <RowActions>
                            <Button
                              type="button"
                              $variant="secondary"
                              $size="small"
                              aria-label={t('admin.translations.editNamed', { key: record.key })}
                              onClick={() => setEditing(record)}
                            >
                              {t('admin.translations.edit')}
                            </Button>
                            {own && record.bundled && (
                              <Button
                                type="button"
                                $variant="subtle"
                                $size="small"
                                aria-label={t('admin.translations.resetNamed', { key: record.key })}
                                disabled={resetting.isLoading}
                                onClick={() => void reset(record)}
                              >
                                {t('admin.translations.reset')}
                              </Button>
                            )}
                          </RowActions>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableScroll>
          )}
        </>
      )}
      {editing && (
        <TranslationDialog
          record={editing}
          stored={records?.find((record) => record.key === editing.key)}
          onClose={() => setEditing(null)}
          onReload={reload}
        />
      )}
    </>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 16px 24px;
  margin-bottom: 12px;
  > :first-child {
    flex: 1 1 280px;
  }
`;

const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 24px;
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  margin-top: 26px;
  font-weight: 600;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.focus};
  }
`;

const KeyText = styled.code`
  display: block;
  font-weight: 400;
  overflow-wrap: anywhere;
  text-transform: none;
  letter-spacing: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 6px;
`;

const Badge = styled.span<{ $kind: 'missing' | 'own' }>`
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0;
  text-transform: none;
  background: ${({ $kind, theme }) => ($kind === 'missing' ? theme.colors.warningSurface : theme.colors.surface)};
  color: ${({ $kind, theme }) => ($kind === 'missing' ? theme.colors.warningText : theme.colors.text)};
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
