// A record's history: every published version, newest first (when, who, which languages,
// the note, how it went out), the difference between any two of them or the current draft,
// and the restore of an old version as the draft (never published by that: the editor
// publishes it when ready).
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { toast } from '../../../components/toast';
import { adminPublishing } from '../../../shared/dictionary/adminPublishing';
import { formatTimestamp } from '../../../shared/format/clock';
import type { Snapshot, VersionSummary } from '../../../shared/publishing/types';
import { useAppSelector } from '../../../state/hooks';
import { addStrings, failureText, selectLangCode, useT, type TFunction } from '../../language';
import { ConfirmDialog } from '../ConfirmDialog';
import { Muted } from '../consoleParts';
import { SaveFailure, type SaveFailureState } from '../SaveFailure';
import {
  useGetPublishingRecordQuery,
  useGetVersionQuery,
  useGetVersionsQuery,
  useRestoreVersionMutation,
  type RecordRef,
} from './publishingApi';
import { refusalOf } from './refusal';
import { VersionDiff } from './VersionDiff';
import { Entry, EntryHead, EntryList } from './entryList';
import type { RecordChangeDialogProps } from './recordDialog';

addStrings(adminPublishing);

/** One side of the comparison: a version by its number, or the draft as it is now. */
type Side = number | 'draft';

type Props = RecordChangeDialogProps & {
  /** Whether a draft differs from what is public (it can then be one side of the comparison). */
  hasDraft: boolean;
  /** Unsaved edits in the editor: a restore would overwrite them, so it waits for the save. */
  dirty: boolean;
  /** After a restore (and for the Reload a refusal offers): the editor starts again from the new draft. */
  onRestored: () => void;
};

const sideLabel = (t: TFunction, side: Side) =>
  side === 'draft' ? t('admin.publishing.currentDraft') : t('admin.publishing.version', { n: side });

export function HistoryDialog({
  kind,
  recordKey,
  title,
  version,
  languages,
  hasDraft,
  dirty,
  tags,
  onClose,
  onRestored,
}: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const ref: RecordRef = { kind, key: recordKey };
  const { data: versions, error, isLoading } = useGetVersionsQuery(ref);
  const [chosen, setChosen] = useState<{ before?: Side; after?: Side }>({});
  const [restoring, setRestoring] = useState<VersionSummary | null>(null);
  const [failure, setFailure] = useState<SaveFailureState | null>(null);
  const [restore, restoreState] = useRestoreVersionMutation();
  const versionsId = useId();
  const differencesId = useId();
  const dirtyHintId = useId();

  const sides: Side[] = [...(hasDraft ? (['draft'] as const) : []), ...(versions ?? []).map((each) => each.number)];
  // The newest version against the one before it; a single version against the draft.
  const newest = versions?.[0]?.number;
  const previous = versions?.[1]?.number;
  const before = chosen.before ?? previous ?? newest;
  const after = chosen.after ?? (previous === undefined && hasDraft && newest !== undefined ? 'draft' : newest);

  const confirmRestore = async () => {
    if (!restoring) return;
    setFailure(null);
    try {
      const answer = await restore({ kind, key: recordKey, number: restoring.number, version, tags }).unwrap();
      toast.success(t(answer.message));
      setRestoring(null);
      onClose();
      onRestored();
    } catch (refused) {
      setRestoring(null);
      setFailure(refusalOf(t, lang, refused));
    }
  };

  const when = (at: string) => formatTimestamp(at, lang);
  const languageNames = (langs: readonly string[]) =>
    langs.map((code) => t(`admin.publishing.lang.${code}`)).join(', ');

  return (
    <Modal
      open
      onClose={onClose}
      title={t('admin.publishing.historyTitle', { title })}
      closeLabel={t('admin.publishing.close')}
    >
      <Content>
        {failure && (
          <SaveFailure
            failure={failure}
            onReload={() => {
              onClose();
              onRestored();
            }}
          />
        )}
        <section aria-labelledby={versionsId}>
          <h3 id={versionsId}>{t('admin.publishing.versions')}</h3>
          {isLoading && <LoadingDots label={t('admin.publishing.loading')} />}
          {error && <p role="alert">{failureText(t, error)}</p>}
          {versions && versions.length === 0 && <Muted>{t('admin.publishing.noVersions')}</Muted>}
          {dirty && versions && versions.length > 0 && (
            <Muted id={dirtyHintId}>{t('admin.publishing.saveFirst')}</Muted>
          )}
          {versions && versions.length > 0 && (
            <EntryList>
              {versions.map((each) => (
                <Entry key={each.number}>
                  <EntryHead>
                    <h4>{t('admin.publishing.version', { n: each.number })}</h4>
                    <Button
                      type="button"
                      $variant="secondary"
                      $size="small"
                      aria-label={t('admin.publishing.restoreNamed', { n: each.number })}
                      aria-describedby={dirty ? dirtyHintId : undefined}
                      disabled={dirty || restoreState.isLoading}
                      onClick={() => setRestoring(each)}
                    >
                      {t('admin.publishing.restore')}
                    </Button>
                  </EntryHead>
                  <Facts>
                    <dt>{t('admin.publishing.versionWhen')}</dt>
                    <dd>
                      <time dateTime={each.at}>{when(each.at)}</time>
                    </dd>
                    <dt>{t('admin.publishing.versionWho')}</dt>
                    <dd>{each.by}</dd>
                    {languages && (
                      <>
                        <dt>{t('admin.publishing.versionLanguages')}</dt>
                        <dd>{languageNames(each.langs)}</dd>
                      </>
                    )}
                    <dt>{t('admin.publishing.versionSource')}</dt>
                    <dd>{t(`admin.publishing.source.${each.source}`)}</dd>
                    {each.note && (
                      <>
                        <dt>{t('admin.publishing.versionNote')}</dt>
                        <dd>{each.note}</dd>
                      </>
                    )}
                  </Facts>
                </Entry>
              ))}
            </EntryList>
          )}
        </section>
        {before !== undefined && after !== undefined && (
          <section aria-labelledby={differencesId}>
            <h3 id={differencesId}>{t('admin.publishing.differences')}</h3>
            <Pickers role="group" aria-label={t('admin.publishing.compare')}>
              <SelectField
                label={t('admin.publishing.compareBefore')}
                value={String(before)}
                onChange={(event) => setChosen({ before: sideOf(event.target.value), after })}
              >
                {sides.map((side) => (
                  <option key={side} value={String(side)}>
                    {sideLabel(t, side)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('admin.publishing.compareAfter')}
                value={String(after)}
                onChange={(event) => setChosen({ before, after: sideOf(event.target.value) })}
              >
                {sides.map((side) => (
                  <option key={side} value={String(side)}>
                    {sideLabel(t, side)}
                  </option>
                ))}
              </SelectField>
            </Pickers>
            <Comparison record={ref} before={before} after={after} />
          </section>
        )}
      </Content>
      <ConfirmDialog
        open={restoring !== null}
        title={t('admin.publishing.restoreTitle', { n: restoring?.number ?? '' })}
        text={t('admin.publishing.restoreText')}
        confirmLabel={t('admin.publishing.restore')}
        cancelLabel={t('admin.publishing.cancel')}
        closeLabel={t('admin.publishing.close')}
        tone="primary"
        busy={restoreState.isLoading}
        onConfirm={() => void confirmRestore()}
        onClose={() => setRestoring(null)}
      />
    </Modal>
  );
}

const sideOf = (value: string): Side => (value === 'draft' ? 'draft' : Number(value));

/** The difference between the two chosen sides, once both snapshots are here. */
function Comparison({ record, before, after }: { record: RecordRef; before: Side; after: Side }) {
  const t = useT();
  const older = useSideSnapshot(record, before);
  const newer = useSideSnapshot(record, after);
  if (older.error || newer.error) return <p role="alert">{failureText(t, older.error ?? newer.error)}</p>;
  if (older.snapshot === undefined || newer.snapshot === undefined)
    return <LoadingDots label={t('admin.publishing.loading')} />;
  return (
    <VersionDiff
      before={older.snapshot}
      after={newer.snapshot}
      beforeLabel={sideLabel(t, before)}
      afterLabel={sideLabel(t, after)}
    />
  );
}

/** A side's snapshot: a kept version's, or the draft's from the record (undefined while it loads). */
function useSideSnapshot(record: RecordRef, side: Side): { snapshot?: Snapshot | null; error?: unknown } {
  const kept = useGetVersionQuery(
    { ...record, number: typeof side === 'number' ? side : 0 },
    { skip: typeof side !== 'number' },
  );
  const current = useGetPublishingRecordQuery(record, { skip: side !== 'draft' });
  if (side === 'draft') return { snapshot: current.data?.draft, error: current.error };
  return { snapshot: kept.data?.snapshot, error: kept.error };
}

const Content = styled.div`
  display: grid;
  gap: 24px;
  h3 {
    margin: 0 0 12px;
    font-size: 1.1rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0;
  font-size: 0.92rem;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Pickers = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  margin-bottom: 16px;
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;
