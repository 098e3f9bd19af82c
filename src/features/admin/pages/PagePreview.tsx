// The live preview: the public page's own component, rendered over a small store of its
// own whose API cache holds the draft (as the public API would answer it in the chosen
// language), so what the editor sees is exactly the public page.
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
import { PREVIEW_ATTRIBUTE } from './useUnsavedChangesGuard';

type Body = Record<string, unknown>;

type Preview = { Page: ComponentType; endpoint: string; answer?: (body: Body) => unknown };

/**
 * Each page and the query of its content (named in
 * features/content/contentApi.ts and features/investor/investorApi.ts) whose cache entry
 * holds the draft. The entries are written through the one api's util, not the features'
 * API objects: the console uses no export of theirs the public pages do not.
 */
const PREVIEWS: Partial<Record<ContentSlug, Preview>> = {
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
  store.dispatch(upsertEntries([{ endpointName: preview.endpoint, arg: lang, value: preview.answer ? preview.answer(body) : body }]));
}

export const hasPreview = (slug: ContentSlug) => slug in PREVIEWS;

/**
 * A store with the app's API and the slices the public pages read: the language is the
 * preview's, nobody is logged in, and reads the draft does not answer (restaurants, the
 * site's translations) go to the network as in the app.
 */
function makePreviewStore(lang: LangCode) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      language: (state = { language: languageOf(lang) }) => state,
      auth: (state = { token: null }) => state,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { answers: { take: () => undefined, network: true } } } }).concat(api.middleware),
  });
}
type PreviewStore = ReturnType<typeof makePreviewStore>;

export function PagePreview({ slug, lang, body }: { slug: ContentSlug; lang: LangCode; body: Body }) {
  const loading = useT()('admin.pages.loading');
  const preview = PREVIEWS[slug];
  // A new store per document and language; the draft is in its cache before the page first renders.
  const store = useMemo(() => {
    const made = makePreviewStore(lang);
    if (preview) putDraft(made, preview, lang, body);
    return made;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- later drafts arrive through the effect below
  }, [slug, lang]);
  useEffect(() => {
    if (preview) putDraft(store, preview, lang, body);
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

  if (!preview) return null;
  const { Page } = preview;
  return (
    // The page runs inside the console's router (a second router would need a router export
    // the public pages do not use); what it reads of the location is the console's.
    <Frame {...{ [PREVIEW_ATTRIBUTE]: '' }} lang={lang} onClickCapture={stopAtEdge} onSubmitCapture={stopAtEdge}>
      <Provider store={store} key={`${slug}:${lang}`}>
        <Suspense fallback={<LoadingDots label={loading} />}>
          <Page />
        </Suspense>
      </Provider>
    </Frame>
  );
}

/**
 * The preview can be used like the page (carousels, tabs, popups) but goes nowhere and sends
 * nothing: link clicks and form submits stop at its edge, before the page's own handlers.
 */
function stopAtEdge(event: SyntheticEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === 'submit' || target?.closest('a[href]')) {
    event.preventDefault();
    event.stopPropagation();
  }
}

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  overflow: auto;
  max-height: 80vh;
  background: ${({ theme }) => theme.colors.background};
`;
