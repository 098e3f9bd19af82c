// The console's "Pages" section: pick one of the seven page documents and edit it.
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadingDots } from '../../../components/LoadingDots';
import { SelectField } from '../../../components/SelectField';
import { adminPages, documentLabelKey } from '../../../shared/dictionary/adminPages';
import { CONTENT_SLUGS, isContentSlug, type ContentSlug } from '../../../shared/validation/contentFields';
import { useAppSelector } from '../../../state/hooks';
import { addStrings, failureText, selectLangCode, useT } from '../../language';
import { lazyComponent } from '../lazyComponent';
import { SectionHead } from '../SectionHead';
import { useDeferredAnswer } from '../useDeferredAnswer';
import { usePainted } from '../usePainted';
import { useGetKindStatesQuery } from '../publishing/publishingApi';
import { stateText } from '../publishing/StateBadge';
import { useGetContentDocumentQuery, type ContentDocument } from './pagesApi';

addStrings(adminPages);

// The form comes with the form libraries and the documents' schemas: its code loads while
// the document is fetched, once the section's heading and picker are on screen.
const documentForm = lazyComponent(() =>
  import(/* webpackChunkName: "admin-pages-form" */ './DocumentForm').then((module) => module.DocumentForm),
);
const DocumentForm = documentForm.Component;

export default function PagesSection() {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const { data: states } = useGetKindStatesQuery('page');
  const [params, setParams] = useSearchParams();
  const asked = params.get('page') ?? '';
  const [slug, setSlug] = useState<ContentSlug>(isContentSlug(asked) ? asked : 'home');
  const {
    currentData: fetched,
    isFetching,
    error,
    refetch,
  } = useGetContentDocumentQuery(slug, { refetchOnMountOrArgChange: true });
  // A document's form is long: it renders in slices as the document arrives.
  const { shown: currentData } = useDeferredAnswer(fetched);
  // What the open form started from. A save (the autosave's too) refetches the document for
  // its new version and state, and the form goes on with its own values: it starts again
  // only when the editor reloads or changes what is stored (publish, discard, restore), or
  // opens another document, once the document as stored now has arrived.
  const [opened, setOpened] = useState<{ generation: number; document: ContentDocument } | null>(null);
  if (
    currentData &&
    currentData === fetched &&
    currentData.slug === slug &&
    !isFetching &&
    opened?.document.slug !== slug
  )
    setOpened({ generation: (opened?.generation ?? 0) + 1, document: currentData });
  const reload = useCallback(async () => {
    const { data } = await refetch();
    if (data) setOpened((open) => ({ generation: (open?.generation ?? 0) + 1, document: data }));
  }, [refetch]);
  const painted = usePainted();
  useEffect(() => {
    if (painted) documentForm.preload();
  }, [painted]);
  // The open form's "ask before leaving edits", for switching documents.
  const confirmRef = useRef<((proceed: () => void) => void) | null>(null);
  const setGuard = useCallback((confirm: ((proceed: () => void) => void) | null) => {
    confirmRef.current = confirm;
  }, []);

  const choose = (next: ContentSlug) => {
    const proceed = () => {
      // The next form starts from the document as fetched then, even when coming back to this one.
      setOpened(null);
      setSlug(next);
      setParams({ page: next }, { replace: true });
    };
    if (confirmRef.current) confirmRef.current(proceed);
    else proceed();
  };

  return (
    <Section>
      <SectionHead of="pages" />
      <Picker>
        <SelectField
          label={t('admin.pages.document')}
          value={slug}
          onChange={(event) => choose(event.target.value as ContentSlug)}
        >
          {CONTENT_SLUGS.map((each) => {
            const publishing = states?.find((record) => record.key === each)?.publishing;
            // An option holds text only: the state is written beside the name.
            return (
              <option key={each} value={each}>
                {publishing
                  ? `${t(documentLabelKey(each))} — ${stateText(t, publishing, lang)}`
                  : t(documentLabelKey(each))}
              </option>
            );
          })}
        </SelectField>
      </Picker>
      {opened && opened.document.slug === slug ? (
        <Suspense fallback={<LoadingDots label={t('admin.pages.loading')} />}>
          <DocumentForm
            key={`${slug}:${opened.generation}`}
            document={opened.document}
            publishing={currentData?.slug === slug ? currentData.publishing : opened.document.publishing}
            onReload={() => void reload()}
            guardRef={setGuard}
          />
        </Suspense>
      ) : error && !isFetching ? (
        <p role="alert">{failureText(t, error, 'admin.pages.loadFailed')}</p>
      ) : (
        <LoadingDots label={t('admin.pages.loading')} />
      )}
    </Section>
  );
}

const Section = styled.div`
  display: grid;
  gap: 20px;
`;

const Picker = styled.div`
  max-width: 360px;
`;
