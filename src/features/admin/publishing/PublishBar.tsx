// The bar over a record's editor: what the public sees of it (its state, the languages with
// unpublished changes, a scheduled release) and what can be done about it: publish, discard
// the draft, take it off the site, its history, a share-preview link, a schedule. Everything
// that changes the record waits while the editor has unsaved edits, so that it never acts on
// a draft older than the form (and never races the autosave's version).
import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast';
import { adminPublishing } from '../../../shared/dictionary/adminPublishing';
import type { PublishedKind, PublishingState } from '../../../shared/publishing/types';
import { useAppSelector } from '../../../state/hooks';
import { addStrings, selectLangCode, useT } from '../../language';
import { ConfirmDialog } from '../ConfirmDialog';
import { Muted } from '../consoleParts';
import { SaveFailure, type SaveFailureState } from '../SaveFailure';
import { HistoryDialog } from './HistoryDialog';
import { PreviewLinkDialog } from './PreviewLinkDialog';
import { PublishDialog } from './PublishDialog';
import { useDiscardDraftMutation, useUnpublishRecordMutation, type ApiTag } from './publishingApi';
import { refusalOf } from './refusal';
import { StateBadge } from './StateBadge';

addStrings(adminPublishing);

// The schedule dialog comes with its form and the releases' calls: loaded when first opened.
const ScheduleDialog = lazy(() => import(/* webpackChunkName: "admin-schedule" */ '../releases/ScheduleDialog'));

export type PublishBarProps = {
  kind: PublishedKind;
  recordKey: string;
  /** How the dialogs name the record, already translated. */
  title: string;
  publishing: PublishingState;
  /** The version of the record the editor has open (every change is sent with it). */
  version: number;
  /** Whether the record has text in two languages, published one at a time if need be. */
  languages: boolean;
  canUnpublish: boolean;
  /** Whether the staff member's role may publish this kind (the theme: admins only). */
  canPublish: boolean;
  /** The form has edits not saved yet. */
  dirty: boolean;
  /** The section's own data and the public answers the record feeds, refreshed by a change. */
  tags: ApiTag[];
  /** Offer a share-preview link (pages). */
  sharePreview?: boolean;
  /** After a publish, discard, take-off or restore: the editor starts again from what is stored. */
  onReload: () => void;
};

type Open = 'publish' | 'discard' | 'unpublish' | 'history' | 'share' | 'schedule' | null;

export function PublishBar(props: PublishBarProps) {
  const { kind, recordKey, title, publishing, version, languages, canUnpublish, canPublish, dirty, tags } = props;
  const { sharePreview = false, onReload } = props;
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<SaveFailureState | null>(null);
  const [discard, discarding] = useDiscardDraftMutation();
  const [unpublish, unpublishing] = useUnpublishRecordMutation();
  const hintId = useId();
  const labelId = useId();
  const { state } = publishing;
  const close = () => setOpen(null);

  const change = async (send: typeof discard | typeof unpublish) => {
    setFailure(null);
    try {
      const answer = await send({ kind, key: recordKey, version, tags }).unwrap();
      toast.success(t(answer.message));
      close();
      onReload();
    } catch (error) {
      close();
      setFailure(refusalOf(t, lang, error));
    }
  };

  const changed = languages && state === 'changed' ? publishing.changedLanguages : [];
  const busy = discarding.isLoading || unpublishing.isLoading;

  return (
    <Bar aria-labelledby={labelId}>
      <h2 id={labelId} className="visually-hidden">
        {t('admin.publishing.bar')}
      </h2>
      <State>
        <StateBadge publishing={publishing} />
        {changed.length > 0 && (
          <Changed>
            {changed.map((code) => (
              <li key={code}>{t(`admin.publishing.changed.${code}`)}</li>
            ))}
          </Changed>
        )}
      </State>
      <Buttons>
        {!canPublish ? (
          <Muted>{t('admin.publishing.adminOnly')}</Muted>
        ) : (
          state !== 'published' && (
            <Button
              type="button"
              $variant="primary"
              $size="small"
              disabled={dirty}
              aria-describedby={dirty ? hintId : undefined}
              onClick={() => setOpen('publish')}
            >
              {t('admin.publishing.publish')}
            </Button>
          )
        )}
        {state === 'changed' && (
          <Button
            type="button"
            $variant="danger"
            $size="small"
            disabled={dirty || busy}
            aria-describedby={dirty ? hintId : undefined}
            onClick={() => setOpen('discard')}
          >
            {t('admin.publishing.discard')}
          </Button>
        )}
        {canPublish && canUnpublish && state !== 'draft' && (
          <Button
            type="button"
            $variant="danger"
            $size="small"
            disabled={dirty || busy}
            aria-describedby={dirty ? hintId : undefined}
            onClick={() => setOpen('unpublish')}
          >
            {t('admin.publishing.unpublish')}
          </Button>
        )}
        <Button type="button" $variant="subtle" $size="small" onClick={() => setOpen('history')}>
          {t('admin.publishing.history')}
        </Button>
        {sharePreview && (
          <Button type="button" $variant="subtle" $size="small" onClick={() => setOpen('share')}>
            {t('admin.publishing.share')}
          </Button>
        )}
        {canPublish && (
          <Button type="button" $variant="subtle" $size="small" onClick={() => setOpen('schedule')}>
            {t('admin.publishing.schedule')}
          </Button>
        )}
      </Buttons>
      {dirty && canPublish && <Muted id={hintId}>{t('admin.publishing.saveFirst')}</Muted>}
      {failure && (
        <SaveFailure
          failure={failure}
          onReload={() => {
            setFailure(null);
            onReload();
          }}
        />
      )}
      {open === 'publish' && (
        <PublishDialog
          kind={kind}
          recordKey={recordKey}
          title={title}
          version={version}
          languages={languages}
          publishing={publishing}
          tags={tags}
          onClose={close}
          onReload={onReload}
        />
      )}
      <ConfirmDialog
        open={open === 'discard'}
        title={t('admin.publishing.discardTitle', { title })}
        text={t('admin.publishing.discardText')}
        confirmLabel={t('admin.publishing.discard')}
        cancelLabel={t('admin.publishing.cancel')}
        closeLabel={t('admin.publishing.close')}
        busy={discarding.isLoading}
        onConfirm={() => void change(discard)}
        onClose={close}
      />
      <ConfirmDialog
        open={open === 'unpublish'}
        title={t('admin.publishing.unpublishTitle', { title })}
        text={t('admin.publishing.unpublishText')}
        confirmLabel={t('admin.publishing.unpublish')}
        cancelLabel={t('admin.publishing.cancel')}
        closeLabel={t('admin.publishing.close')}
        busy={unpublishing.isLoading}
        onConfirm={() => void change(unpublish)}
        onClose={close}
      />
      {open === 'schedule' && (
        <Suspense fallback={null}>
          <ScheduleDialog
            kind={kind}
            recordKey={recordKey}
            title={title}
            languages={languages}
            canUnpublish={canUnpublish}
            onClose={close}
          />
        </Suspense>
      )}
      {open === 'history' && (
        <HistoryDialog
          kind={kind}
          recordKey={recordKey}
          title={title}
          version={version}
          languages={languages}
          hasDraft={state !== 'published'}
          dirty={dirty}
          tags={tags}
          onClose={close}
          onRestored={onReload}
        />
      )}
      {open === 'share' && <PreviewLinkDialog kind={kind} recordKey={recordKey} title={title} onClose={close} />}
    </Bar>
  );
}

const Bar = styled.section`
  display: grid;
  gap: 10px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const State = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const Changed = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.92rem;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
