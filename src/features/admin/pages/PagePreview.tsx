// The live preview: the public page's own component, rendered over a small store of its
// own whose API cache holds the draft (as the public API would answer it in the chosen
// language), so what the editor sees is exactly the public page. This module brings the
// public pages' code with it: the form loads it when the preview comes near the screen.
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { Suspense, useEffect, useMemo, useRef, type ComponentType, type SyntheticEvent } from 'react';
import { Provider } from 'react-redux';
import styled from 'styled-components';
import { LoadingDots } from '../../../components/LoadingDots';
import { normalizeInvestorData } from '../../../shared/investorData';
import { languageOf, type LangCode } from '../../../shared/language';
import type { ContentSlug } from '../../../shared/validation/contentFields';
import { api } from '../../../state/api';
import { AboutPage, CareerPage, ContactPage, HomePage, OurBrandPage } from '../../content';
import { InvestorRelationPage } from '../../investor';
import { useT } from '../../language';
import { uiSlice } from '../../ui';
import { useLayoutParts, type LayoutParts } from './layoutParts';
import { isPreviewedPage, type PreviewedPage } from './previewed';
import { PreviewViewport } from './PreviewViewport';
import { PREVIEW_ATTRIBUTE } from './useUnsavedChangesGuard';

type Body = Record<string, unknown>;

export type Preview = { Page: ComponentType; endpoint: string; answer?: (body: Body) => unknown };

/**
 * Each page and the query of its content (named in
 * features/content/contentApi.ts and features/investor/investorApi.ts) whose cache entry
 * holds the draft. The entries are written through the one api's util, not the features'
 * API objects: the console uses no export of theirs the public pages do not.
 */
const PREVIEWS: Record<PreviewedPage, Preview> = {
  // The home page lists the restaurants from their own query; its content carries them only as a fallback.
  home: { Page: HomePage, endpoint: 'getHomeContent', answer: (body) => ({ ...body, restaurants: [] }) },
  about: { Page: AboutPage, endpoint: 'getAboutContent' },
  contact: { Page: ContactPage, endpoint: 'getContactContent' },
  career: { Page: CareerPage, endpoint: 'getCareerContent' },
  'our-brand': { Page: OurBrandPage, endpoint: 'getOurBrandContent' },
  investor: { Page: InvestorRelationPage, endpoint: 'getInvestorRelation', answer: normalizeInvestorData },
};

type Entry = { endpointName: string; arg: unknown; value: unknown };
const upsertEntries = api.util.upsertQueryEntries as unknown as (entries: Entry[]) => UnknownAction;

function putDraft(store: PreviewStore, preview: Preview, lang: LangCode, body: Body) {
  store.dispatch(
    upsertEntries([{ endpointName: preview.endpoint, arg: lang, value: preview.answer ? preview.answer(body) : body }]),
  );
}

/**
 * The navbar/footer document previews as the frame of every public page: the shell's own
 * navbar and footer around a stand-in for the page between them.
 */
function layoutPreview({ Navbar, Footer }: LayoutParts): Preview {
  function Page() {
    const t = useT();
    return (
      <>
        <Navbar />
        <PageStandIn>{t('admin.pages.previewPageBody')}</PageStandIn>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </>
    );
  }
  return { Page, endpoint: 'getNavbarFooterContent' };
}

/** The preview of a document, if it has one (previewed.ts says which do). */
function usePreview(slug: ContentSlug): Preview | undefined {
  const layout = useLayoutParts();
  const forLayout = useMemo(() => (layout ? layoutPreview(layout) : undefined), [layout]);
  if (slug === 'navbar-footer') return forLayout;
  return isPreviewedPage(slug) ? PREVIEWS[slug] : undefined;
}

type LivePreviewProps = { slug: ContentSlug; lang: LangCode; body: Body };

/** The document's preview (the form shows it only for a document that has one). */
export default function LivePreview({ slug, lang, body }: LivePreviewProps) {
  const preview = usePreview(slug);
  return preview ? <PagePreview slug={slug} preview={preview} lang={lang} body={body} /> : null;
}

/**
 * A store with the app's API and the slices the public pages read: the language is the
 * preview's, nobody is logged in, and reads the draft does not answer (restaurants, the
 * site's translations) go to the network as in the app.
 */
function makePreviewStore(lang: LangCode) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [uiSlice.reducerPath]: uiSlice.reducer,
      language: (state = { language: languageOf(lang) }) => state,
      auth: (state = { token: null }) => state,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { answers: { take: () => undefined, network: true } } } }).concat(
        api.middleware,
      ),
  });
}
type PreviewStore = ReturnType<typeof makePreviewStore>;

type Props = { slug: ContentSlug; preview: Preview; lang: LangCode; body: Body };

function PagePreview({ slug, preview, lang, body }: Props) {
  const t = useT();
  const loading = t('admin.pages.loading');
  const title = t('admin.pages.previewFrame');
  // A new store per document and language; the draft is in its cache before the page first renders.
  const store = useMemo(() => {
    const made = makePreviewStore(lang);
    putDraft(made, preview, lang, body);
    return made;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- later drafts arrive through the effect below
  }, [slug, lang]);
  useEffect(() => {
    putDraft(store, preview, lang, body);
  }, [preview, store, lang, body]);
  // The page sets the tab's title as it would on the site; the console keeps its own.
  const consoleTitle = useRef(document.title);
  useEffect(() => {
    document.title = consoleTitle.current;
  }, [slug, lang]);
  useEffect(
    () => () => {
      store.dispatch(api.util.resetApiState());
    },
    [store],
  );

  const { Page } = preview;
  return (
    <PreviewViewport title={title} lang={lang}>
      {/* The page runs inside the console's router (a second router would need a router
          export the public pages do not use); what it reads of the location is the console's. */}
      <div {...{ [PREVIEW_ATTRIBUTE]: '' }} onClickCapture={stopAtEdge} onSubmitCapture={stopAtEdge}>
        <Provider store={store} key={`${slug}:${lang}`}>
          <Suspense fallback={<LoadingDots label={loading} />}>
            <Page />
          </Suspense>
        </Provider>
      </div>
    </PreviewViewport>
  );
}

/**
 * The preview can be used like the page (carousels, tabs, popups) but goes nowhere and sends
 * nothing: link clicks and form submits stop at its edge, before the page's own handlers.
 */
function stopAtEdge(event: SyntheticEvent) {
  // The target is an element of the preview's frame, not an instance of the console's Element.
  const target = event.target as Partial<Element>;
  if (event.type === 'submit' || target.closest?.('a[href]')) {
    event.preventDefault();
    event.stopPropagation();
  }
}

const PageStandIn = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
  padding: 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
`;
