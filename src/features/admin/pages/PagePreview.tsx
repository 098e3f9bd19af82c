// The live preview: the public page's own component, rendered over a small store of its
// own whose API cache holds the draft (as the public API would answer it in the chosen
// language), inside a memory router, so what the editor sees is exactly the public page.
import { configureStore } from '@reduxjs/toolkit';
import { Suspense, useEffect, useMemo, useRef, type ComponentType, type ContextType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext } from 'react-router-dom';
import styled from 'styled-components';
import { LoadingDots } from '../../../components/LoadingDots';
import type { HomeContent } from '../../../shared/contentTypes';
import { normalizeInvestorData } from '../../../shared/investorData';
import { languageOf, type LangCode } from '../../../shared/language';
import type { ContentSlug } from '../../../shared/validation/contentFields';
import { api } from '../../../state/api';
import { AboutPage, CareerPage, ContactPage, contentApi, HomePage, OurBrandPage } from '../../content';
import { InvestorRelationPage, investorApi } from '../../investor';
import { useT } from '../../language';
import { OWN_ROUTER_ATTRIBUTE } from './useUnsavedChangesGuard';

type Body = Record<string, unknown>;

/** The draft as the page's query answers it, in the preview store's cache. */
type Preview = { Page: ComponentType; path: string; put: (store: PreviewStore, lang: LangCode, body: Body) => void };

const PREVIEWS: Partial<Record<ContentSlug, Preview>> = {
  home: {
    Page: HomePage,
    path: '/',
    put: (store, lang, body) =>
      store.dispatch(contentApi.util.upsertQueryEntries([{ endpointName: 'getHomeContent', arg: lang, value: { ...body, restaurants: [] } as unknown as HomeContent }])),
  },
  about: { Page: AboutPage, path: '/about', put: (store, lang, body) => store.dispatch(contentApi.util.upsertQueryEntries([{ endpointName: 'getAboutContent', arg: lang, value: body as never }])) },
  contact: { Page: ContactPage, path: '/contact', put: (store, lang, body) => store.dispatch(contentApi.util.upsertQueryEntries([{ endpointName: 'getContactContent', arg: lang, value: body as never }])) },
  career: { Page: CareerPage, path: '/career', put: (store, lang, body) => store.dispatch(contentApi.util.upsertQueryEntries([{ endpointName: 'getCareerContent', arg: lang, value: body as never }])) },
  'our-brand': {
    Page: OurBrandPage,
    path: '/our-brand',
    put: (store, lang, body) => store.dispatch(contentApi.util.upsertQueryEntries([{ endpointName: 'getOurBrandContent', arg: lang, value: body as never }])),
  },
  investor: {
    Page: InvestorRelationPage,
    path: '/investor-relation',
    put: (store, lang, body) => store.dispatch(investorApi.util.upsertQueryEntries([{ endpointName: 'getInvestorRelation', arg: lang, value: normalizeInvestorData(body) }])),
  },
};

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
    preview?.put(made, lang, body);
    return made;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- later drafts arrive through the effect below
  }, [slug, lang]);
  useEffect(() => {
    preview?.put(store, lang, body);
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
  const { Page, path } = preview;
  return (
    <Frame {...{ [OWN_ROUTER_ATTRIBUTE]: '' }} lang={lang}>
      {/* Looked at, not used: the preview's forms and links do nothing (and send nothing). */}
      <div inert>
        <Provider store={store} key={`${slug}:${lang}`}>
          <OwnRouter path={path}>
            <Suspense fallback={<LoadingDots label={loading} />}>
              <Page />
            </Suspense>
          </OwnRouter>
        </Provider>
      </div>
    </Frame>
  );
}

const TOP_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/**
 * A memory router of the preview's own inside the console's: the router contexts are
 * emptied first, as at the top of an app, so the page's links and location are the
 * preview's (react-router refuses a router in a router otherwise).
 */
function OwnRouter({ path, children }: { path: string; children: ReactNode }) {
  return (
    <LocationContext.Provider value={null as unknown as ContextType<typeof LocationContext>}>
      <RouteContext.Provider value={TOP_ROUTE}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </RouteContext.Provider>
    </LocationContext.Provider>
  );
}

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  overflow: auto;
  max-height: 80vh;
  background: ${({ theme }) => theme.colors.background};
`;
