// One page document's form: every field in both languages, the save with the version it
// edited (a stale save offers to reload), unsaved-changes protection and the live preview.
import { yupResolver } from '@hookform/resolvers/yup';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { toast } from '../../../components/toast';
import { SAVED } from '../../../shared/messages/staff';
import type { LangCode } from '../../../shared/language';
import { contentFormSchema } from '../../../shared/validation/content';
import { CONTENT_FIELDS } from '../../../shared/validation/contentFields';
import { useT } from '../../language';
import { SaveFailure, saveFailureOf, type SaveFailureState } from '../SaveFailure';
import { draftBody, saveBodies, toDraft, type DraftValues } from './draft';
import { FieldsEditor } from './FieldsEditor';
import { PagePreview, usePreview } from './PagePreview';
import { useSaveContentDocumentMutation, type ContentDocument } from './pagesApi';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';


type Props = {
  document: ContentDocument;
  /** Fetches the document again (after a stale save); the form restarts from what is stored. */
  onReload: () => void;
  /** Lets the section ask before switching documents while this form has edits. */
  guardRef: (confirmThen: ((proceed: () => void) => void) | null) => void;
};

export function DocumentForm({ document, onReload, guardRef }: Props) {
  const t = useT();
  const { slug, version } = document;
  const defaults = useMemo(() => toDraft(slug, document), [slug, document]);
  const resolver = useMemo(() => yupResolver(contentFormSchema(slug)) as unknown as Resolver<FieldValues>, [slug]);
  const form = useForm<FieldValues>({ defaultValues: defaults, resolver, mode: 'onBlur' });
  const dirty = form.formState.isDirty;
  const guard = useUnsavedChangesGuard(dirty);
  const { confirmThen } = guard;
  useEffect(() => {
    guardRef(confirmThen);
    return () => guardRef(null);
  }, [guardRef, confirmThen]);
  const [save, saving] = useSaveContentDocumentMutation();
  const [failure, setFailure] = useState<SaveFailureState | null>(null);
  const preview = usePreview(slug);
  const [previewLang, setPreviewLang] = useState<LangCode>('id');
  // The preview follows the typing at the pace the browser can render the page.
  const draft = useDeferredValue(useWatch({ control: form.control }) as DraftValues);
  const previewBody = useMemo(() => draftBody(slug, draft, previewLang), [slug, draft, previewLang]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save({ slug, version, ...saveBodies(slug, values as DraftValues) }).unwrap();
      toast.success(t(SAVED));
      // The saved document refetches with its new version and the form restarts from it.
      form.reset(values);
    } catch (error) {
      // Someone else's save comes first: said where the form is, with a way to load it.
      const refused = saveFailureOf(t, error);
      if (refused.stale) setFailure(refused);
      else toast.error(refused.message);
    }
  });

  return (
    <FormProvider {...form}>
      <Layout>
        <form onSubmit={onSubmit} noValidate aria-label={t(`admin.pages.doc.${slug}`)}>
          <Bar>
            <Button type="submit" $variant="primary" $size="small" disabled={saving.isLoading}>
              {saving.isLoading ? t('admin.pages.saving') : t('admin.pages.save')}
            </Button>
            <Button type="button" $variant="subtle" $size="small" disabled={!dirty} onClick={() => form.reset(defaults)}>
              {t('admin.pages.reset')}
            </Button>
            {dirty && <Status role="status">{t('admin.pages.unsaved')}</Status>}
          </Bar>
          {failure && <SaveFailure failure={failure} onReload={onReload} />}
          <Fields>
            <FieldsEditor fields={CONTENT_FIELDS[slug]} path="" />
          </Fields>
        </form>
        <PreviewPane aria-label={t('admin.pages.preview')}>
          <h2>{t('admin.pages.preview')}</h2>
          {preview ? (
            <>
              <SelectField label={t('admin.pages.previewLanguage')} value={previewLang} onChange={(event) => setPreviewLang(event.target.value as LangCode)}>
                <option value="id">{t('admin.pages.indonesian')}</option>
                <option value="en">{t('admin.pages.english')}</option>
              </SelectField>
              <PagePreview slug={slug} preview={preview} lang={previewLang} body={previewBody} />
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

const Status = styled.span`
  color: ${({ theme }) => theme.colors.warningText};
  background: ${({ theme }) => theme.colors.warningSurface};
  border-radius: ${({ theme }) => theme.radius.small};
  padding: 4px 10px;
`;


const Fields = styled.div`
  margin-top: 16px;
  display: grid;
  gap: 16px;
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
