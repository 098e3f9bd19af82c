// One page document's form: every field in both languages, the draft's save (by the editor,
// and by the autosave once the typing pauses) with the version it edited (a stale save offers
// to reload), the publish bar, unsaved-changes protection and the live preview of the draft.
import { yupResolver } from '@hookform/resolvers/yup';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { toast } from '../../../components/toast';
import { useNearViewport } from '../../../components/useNearViewport';
import { documentLabelKey } from '../../../shared/dictionary/adminPages';
import type { LangCode } from '../../../shared/language';
import { DRAFT_SAVED } from '../../../shared/messages/publishing';
import type { PublishingState } from '../../../shared/publishing/types';
import { contentFormSchema } from '../../../shared/validation/content';
import { CONTENT_FIELDS } from '../../../shared/validation/contentFields';
import { useT } from '../../language';
import { AutosaveStatus } from '../publishing/AutosaveStatus';
import { PublishBar } from '../publishing/PublishBar';
import { useAutosave } from '../publishing/useAutosave';
import { draftBody, saveBodies, toDraft, type DraftValues } from './draft';
import { FieldsEditor } from './FieldsEditor';
import { publishedTags, useSaveContentDocumentMutation, type ContentDocument } from './pagesApi';
import { useHasPreview } from './previewed';
import { usePainted } from '../usePainted';
import { useRevealed } from '../useRevealed';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

const NOTHING_YET = { current: null };

/** The document's fields rendered at once: about a phone's first screen of them. */
const FIRST_FIELDS = 2;

// The preview renders the public pages themselves: their code loads with it, apart from the form's.
const LivePreview = lazy(() => import(/* webpackChunkName: "admin-pages-preview" */ './PagePreview'));

type Props = {
  /** The document as the form started from it. */
  document: ContentDocument;
  /** Its publishing state as stored now (it changes with every save). */
  publishing: PublishingState;
  /**
   * Fetches the document again and restarts the form from what is stored: after a stale
   * save, and after a publish, a discard or a restore.
   */
  onReload: () => void;
  /** Lets the section ask before switching documents while this form has edits. */
  guardRef: (confirmThen: ((proceed: () => void) => void) | null) => void;
};

export function DocumentForm({ document, publishing, onReload, guardRef }: Props) {
  const t = useT();
  const { slug } = document;
  const defaults = useMemo(() => toDraft(slug, document), [slug, document]);
  // The document's schema is built at the first check (a field left, a save), not with the
  // form's first render, which a long document makes heavy enough.
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    let check: Resolver<FieldValues> | undefined;
    return (values, context, options) => {
      check ??= yupResolver(contentFormSchema(slug)) as unknown as Resolver<FieldValues>;
      return check(values, context, options);
    };
  }, [slug]);
  const form = useForm<FieldValues>({ defaultValues: defaults, resolver, mode: 'onBlur' });
  const dirty = form.formState.isDirty;
  const guard = useUnsavedChangesGuard(dirty);
  const { confirmThen } = guard;
  useEffect(() => {
    guardRef(confirmThen);
    return () => guardRef(null);
  }, [guardRef, confirmThen]);
  const [save, saving] = useSaveContentDocumentMutation();
  // The version each save is sent with and answers: the form goes on across its saves.
  const versionRef = useRef(document.version);
  const [version, setVersion] = useState(document.version);
  const saveDraft = useCallback(
    async (values: FieldValues) => {
      const answer = await save({
        slug,
        version: versionRef.current,
        ...saveBodies(slug, values as DraftValues),
      }).unwrap();
      versionRef.current = answer.version;
      setVersion(answer.version);
      return answer;
    },
    [save, slug],
  );
  const autosave = useAutosave({ form, save: saveDraft });
  const tags = useMemo(() => publishedTags(slug), [slug]);
  const hasPreview = useHasPreview(slug);
  // Beside the form on a wide screen, under the whole form on a narrow one: there it renders
  // (and its code loads) when it comes near the screen, not while the form first appears.
  // Where it is gets measured once the form has been painted: measured as the form mounts,
  // it would make the browser lay out the whole new form in the middle of that long task.
  const previewPane = useRef<HTMLElement>(null);
  // A whole document at once was one long task to commit and another to lay out: its top
  // level comes in parts, the first screen's first (useRevealed.ts). The preview, under the
  // form on a phone, is looked for once the whole form is there.
  const fields = CONTENT_FIELDS[slug];
  const fieldCount = Object.keys(fields).length;
  const shownFields = useRevealed(fieldCount, FIRST_FIELDS);
  const previewNear = useNearViewport(usePainted() && shownFields === fieldCount ? previewPane : NOTHING_YET);
  const [previewLang, setPreviewLang] = useState<LangCode>('id');
  // The preview follows the typing at the pace the browser can render the page.
  const draft = useDeferredValue(useWatch({ control: form.control }) as DraftValues);
  const previewBody = useMemo(() => draftBody(slug, draft, previewLang), [slug, draft, previewLang]);

  const onSubmit = form.handleSubmit(async () => {
    const outcome = await autosave.saveNow();
    if (outcome.kind === 'saved') toast.success(t(DRAFT_SAVED));
    // Someone else's save comes first: said where the form is (below), with a way to load it.
    else if (outcome.kind === 'failed' && !outcome.failure.stale) toast.error(outcome.failure.message);
  });

  return (
    <FormProvider {...form}>
      <Layout>
        <Editor>
          <PublishBar
            kind="page"
            recordKey={slug}
            title={t(documentLabelKey(slug))}
            publishing={publishing}
            version={version}
            languages
            canUnpublish={false}
            // Pages are published with the editor's role, which everyone in the console has.
            canPublish
            dirty={dirty}
            tags={tags}
            sharePreview
            onReload={onReload}
          />
          <form onSubmit={onSubmit} noValidate aria-label={t(`admin.pages.doc.${slug}`)}>
            <Bar>
              <Button type="submit" $variant="primary" $size="small" disabled={saving.isLoading}>
                {saving.isLoading ? t('admin.pages.saving') : t('admin.pages.save')}
              </Button>
              <Button
                type="button"
                $variant="subtle"
                $size="small"
                disabled={!dirty}
                // Back to the draft as last saved.
                onClick={() => form.reset(autosave.lastSaved())}
              >
                {t('admin.pages.reset')}
              </Button>
              <AutosaveStatus status={autosave.status} dirty={dirty} onReload={onReload} />
            </Bar>
            <Fields>
              <FieldsEditor fields={fields} path="" limit={shownFields} />
            </Fields>
          </form>
        </Editor>
        <PreviewPane ref={previewPane} aria-label={t('admin.pages.preview')}>
          <h2>{t('admin.pages.preview')}</h2>
          {hasPreview ? (
            <>
              <SelectField
                label={t('admin.pages.previewLanguage')}
                value={previewLang}
                onChange={(event) => setPreviewLang(event.target.value as LangCode)}
              >
                <option value="id">{t('admin.pages.indonesian')}</option>
                <option value="en">{t('admin.pages.english')}</option>
              </SelectField>
              {previewNear ? (
                <Suspense
                  fallback={
                    <PreviewSpace>
                      <LoadingDots label={t('admin.pages.loading')} />
                    </PreviewSpace>
                  }
                >
                  <LivePreview slug={slug} lang={previewLang} body={previewBody} />
                </Suspense>
              ) : (
                <PreviewSpace />
              )}
            </>
          ) : (
            <p>{t('admin.pages.previewNone')}</p>
          )}
        </PreviewPane>
      </Layout>
      <Modal open={guard.asking} onClose={guard.stay} title={t('admin.pages.unsaved')}>
        <p>{t('admin.pages.leavePrompt')}</p>
        <Bar>
          <Button type="button" $variant="danger" $size="small" onClick={guard.leave}>
            {t('admin.pages.leave')}
          </Button>
          <Button type="button" $variant="primary" $size="small" onClick={guard.stay}>
            {t('admin.pages.stay')}
          </Button>
        </Bar>
      </Modal>
    </FormProvider>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 24px;
  align-items: start;

  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Editor = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const Fields = styled.div`
  margin-top: 16px;
  display: grid;
  gap: 16px;
`;

/** The preview frame's place while its code loads (PreviewViewport.tsx's frame is as tall). */
const PreviewSpace = styled.div`
  display: grid;
  place-items: center;
  height: 75vh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.colors.muted};
`;

const PreviewPane = styled.section`
  position: sticky;
  top: 16px;
  display: grid;
  gap: 12px;

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;
