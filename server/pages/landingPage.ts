// index.html for a page of the single-page app, carrying what the page needs first.
// Without it a first visit waits for the HTML, then the scripts, then the page's API
// calls, and only then renders and starts its largest image. So the server answers those
// public API calls itself and writes them into the HTML (the web app seeds its query cache
// from them), with a preload of the page's first image (src/shared/imageSources.ts computes
// it the way MediaImage renders, since the browser only reuses a preload that matches the
// image exactly), and, for visitors who are not logged in, the page itself rendered from
// those answers (src/app/renderPage.tsx), which the web app then takes over; for visitors
// with a stored session, a page behind the login drawn as the browser first draws it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imagePreload, imageSources } from '../../src/shared/imageSources';
import {
  cookieValue,
  LANG_HINT,
  RENDERED_FRAME_ATTRIBUTE,
  RENDERED_LANG_ATTRIBUTE,
  RENDERED_MINUTE_ATTRIBUTE,
  SIGNED_IN_HINT,
} from '../../src/shared/renderHints';
import type { Answers } from '../../src/shared/routing/answersBlock';
import { firstImageRules, type FirstImage } from '../../src/shared/routing/firstImages';
import { addressIn, addressLanguage, plainPath } from '../../src/shared/routing/languageAddress';
import type { ReadName } from '../../src/shared/routing/publicReads';
import { matchRoute, type RouteMatch } from '../../src/shared/routing/routeTable';
import { readQuery } from '../../src/shared/routing/pageQueries';
import {
  minuteEnd,
  serverRenders,
  type PageRenderer,
  type RenderedFor,
  type RenderedPage,
} from '../../src/shared/routing/serverRender';
import { prepareText, withCompressedCopies, type MadeNow } from '../http/caching';
import type { PageCache } from './pageCache';
import { HTML_TYPE, jsonForScriptElement } from './htmlText';
import { pageCacheKey } from './pageKeys';
import { pageHeadFor, type PageHead } from './pageHeads';
import { structuredDataFor } from './structuredData';
import { shareTagsFor, type HeadTag } from './shareTags';
import { createStandIns, standInOf, type MadePage } from './standIns';
import { answerCalls, callOf, keyOf, layoutCalls, withinTimeLimit, type ApiCall } from './pageAnswers';
import { headAdditions, withHtmlLang, withPageHead } from './templateHead';
import {
  DOCUMENT_READ,
  draftAnswer,
  openTicket,
  previewNotice,
  previewTokenOf,
  refusalPage,
  withNotice,
  type DraftPreviewOptions,
  type PrivatePage,
} from './draftPreview';
import type { LangCode } from '../../src/shared/language';
import { type PreparedAnswer } from '../services/answerCache';

/** A first visit has no stored language preference: the site's default. */
export const FIRST_VISIT_LANG: LangCode = 'id';

/** Past this, the HTML goes without the answers rather than keep the scripts waiting. */
export const ANSWERS_TIME_LIMIT_MS = 1500;

export type LandingPage = {
  /** The page's own calls (the layout's come on top). */
  calls: ApiCall[];
  /** The page's first image, read from the answers; none when they do not say. */
  firstImage?: (answers: Answers) => FirstImage | undefined;
  /** The page's title, description and indexing, read from the answers. */
  head: (answers: Answers) => PageHead;
  /** The page's structured data (schema.org) for a site at `siteUrl`, read from the answers; none for some pages. */
  structuredData: (answers: Answers, siteUrl: string) => ReturnType<typeof structuredDataFor>;
  /** Its canonical and language addresses and link-preview tags (none when not indexed), on the site at `siteUrl`. */
  share: (answers: Answers, siteUrl: string) => HeadTag[];
};

/**
 * The landing page at a request path, as the route table matches it (any letter case, a
 * trailing slash allowed, parameters decoded): its first calls in `lang`, and first image.
 * A page whose parameter does not decode gets only the layout's calls.
 */
export function landingPageFor(pathname: string, lang: LangCode = FIRST_VISIT_LANG): LandingPage {
  return landingPageOf(matchRoute(pathname), lang);
}

/** The landing page of a route the route table matched (landingPageFor). */
function landingPageOf(match: RouteMatch | undefined, lang: LangCode): LandingPage {
  const answerIn = (answers: Answers) => (read: ReadName) => answers[keyOf(callOf(read, lang))];
  const head = (answers: Answers) => pageHeadFor(match, lang, answerIn(answers));
  const structuredData = (answers: Answers, siteUrl: string) =>
    structuredDataFor(match, lang, answerIn(answers), siteUrl);
  const share = (answers: Answers, siteUrl: string) =>
    shareTagsFor({ match, lang, answerOf: answerIn(answers), head: head(answers), siteUrl });
  if (!match || match.entry.login) return { calls: [], head, structuredData, share };
  if (Object.keys(match.params).length < (match.entry.pattern.match(/:/g)?.length ?? 0))
    return { calls: [], head, structuredData, share };
  const rule = firstImageRules[match.name];
  return {
    calls: match.entry.reads.map((read) => callOf(read, lang)),
    firstImage: rule && ((answers) => rule(answerIn(answers), match.params)),
    head,
    structuredData,
    share,
  };
}

/** A page request as the route table reads it, matched once: its address in `lang`, its route and landing page. */
type Landing = { address: string; lang: LangCode; match: RouteMatch | undefined; page: LandingPage };

export type LandingPageOptions = {
  /** Renders pages for visitors who are not logged in, and the first frame of a page behind the login for the others; without it the browser renders every page. */
  renderPage?: PageRenderer;
  /** Logs a render that failed (the page then goes out without it). */
  onRenderError?: (error: unknown, request: FastifyRequest) => void;
  timeLimitMs?: number;
  /** The site's public origin (APP_URL): canonical addresses, link previews and structured data are absolute; without it the pages carry none of them. */
  siteUrl?: string;
  /** Keeps rendered pages for visitors who are not logged in (pages/pageCache.ts); without it every page view renders. */
  pageCache?: PageCache;
  /** The time a page is rendered at (the one it shows, for a page that shows slots); the system clock when absent. */
  now?: () => Date;
  /** Shows a page document's draft to the holder of a share-preview link (pages/draftPreview.ts); without it `?preview=` is a parameter like any other. */
  draftPreview?: DraftPreviewOptions;
};

/**
 * The page's language, and whether the visitor has a stored session: an English address
 * (shared/routing/languageAddress.ts) names its language; a plain one is shown in the
 * visitor's saved preference, which the render hints (shared/renderHints.ts) carry.
 */
function renderHintsOf(request: FastifyRequest, pathname: string): { lang: LangCode; visitor: RenderedFor } {
  const cookies = request.headers.cookie;
  const lang = addressLanguage(pathname) ?? (cookieValue(cookies, LANG_HINT) === 'en' ? 'en' : 'id');
  return { lang, visitor: cookieValue(cookies, SIGNED_IN_HINT) === '1' ? 'signed-in' : 'visitor' };
}

const ROOT_ELEMENT = /<div id="?root"?><\/div>/i;
/**
 * Renders index.html (read once, passed in) for a page request. A template without
 * </head> is served as it is; one without an empty root element gets no server render.
 */
export function createLandingPages(app: FastifyInstance, indexHtml: string, options: LandingPageOptions = {}) {
  const {
    renderPage,
    onRenderError,
    timeLimitMs = ANSWERS_TIME_LIMIT_MS,
    siteUrl,
    pageCache,
    now = () => new Date(),
    draftPreview,
  } = options;
  const headEnd = indexHtml.search(/<\/head>/i);
  const before = headEnd < 0 ? indexHtml : indexHtml.slice(0, headEnd);
  const after = headEnd < 0 ? '' : indexHtml.slice(headEnd);
  const canRender = Boolean(renderPage) && ROOT_ELEMENT.test(after);

  async function rendered(
    address: string,
    request: FastifyRequest,
    lang: LangCode,
    visitor: RenderedFor,
    answers: Answers,
  ): Promise<RenderedPage | undefined> {
    try {
      return await renderPage?.(address, lang === 'en' ? 'english' : 'indonesian', answers, now().getTime(), visitor);
    } catch (error) {
      onRenderError?.(error, request);
      return undefined;
    }
  }

  /**
   * The page's HTML, made from its answers; `rendered` says whether the page itself is in it.
   * A share preview's (its `notice` given) is noindex and carries no addresses, link-preview
   * tags or structured data: nothing in it is for a search engine or a chat app to pick up.
   */
  async function pageHtmlOf(
    request: FastifyRequest,
    landing: Landing,
    search: string,
    visitor: RenderedFor,
    answers: Answers,
    notice?: string,
  ): Promise<MadePage> {
    const { address, lang, match, page } = landing;
    const image = page.firstImage?.(answers);
    const preload = image ? imagePreload(imageSources(image.url, image.layout)) : undefined;
    const sharedOn = notice === undefined ? siteUrl : undefined;
    const data = sharedOn ? page.structuredData(answers, sharedOn) : undefined;
    const head =
      headAdditions(answers, preload) +
      (data ? `<script type="application/ld+json">${jsonForScriptElement(data)}</script>` : '');
    const pageHead = page.head(answers);
    const top = withHtmlLang(
      withPageHead(
        before,
        notice === undefined ? pageHead : { ...pageHead, noindex: true },
        sharedOn ? page.share(answers, sharedOn) : [],
      ),
      lang,
    );
    const body = notice === undefined ? after : withNotice(after, notice);
    const renders = canRender && serverRenders(match?.entry.login, visitor);
    const pageHtml = renders ? await rendered(`${address}${search}`, request, lang, visitor, answers) : undefined;
    if (!pageHtml) return { html: `${top}${head}${body}`, rendered: false };
    // The root says which language it was rendered in: the web app takes the render over
    // only when it would render the same (app/startSite.tsx); and, for a page that shows the
    // time, at which minute: the take-over renders that minute first. A signed-in frame says
    // it is one: the web app takes it over only for a stored session, and the start script
    // starts the app at once, as the frame does nothing until it runs.
    const { minute } = pageHtml;
    const minuteAttribute = minute === undefined ? '' : ` ${RENDERED_MINUTE_ATTRIBUTE}="${minute}"`;
    const marks =
      visitor === 'signed-in'
        ? `${RENDERED_FRAME_ATTRIBUTE}="${lang}"`
        : `${RENDERED_LANG_ATTRIBUTE}="${lang}"${minuteAttribute}`;
    const root = `<div id="root" ${marks}>${pageHtml.html}</div>`;
    return {
      html: `${top}${head}${pageHtml.styles}${body.replace(ROOT_ELEMENT, () => root)}`,
      rendered: true,
      minute,
    };
  }

  const answersOf = (request: FastifyRequest, { lang, page }: Landing) =>
    withinTimeLimit(answerCalls(app, [...layoutCalls(lang), ...page.calls], request.id), timeLimitMs, {
      answers: {},
      sources: [],
    });

  const standIn = pageCache && createStandIns(pageCache);
  /** The page at a stand-in `path` in `lang`, made for `request` (standIns.ts). */
  const standInMaker = (request: FastifyRequest, lang: LangCode) => async (path: string) => {
    const match = matchRoute(path);
    const landing: Landing = { address: addressIn(path, lang), lang, match, page: landingPageOf(match, lang) };
    const { answers, sources } = await answersOf(request, landing);
    return { made: await pageHtmlOf(request, landing, '', 'visitor', answers), sources };
  };

  /**
   * A share preview of the page for the holder of `token`: the page with the draft's answer in
   * place of its document's public one (or as published, when there is no draft), or the
   * refusal of a ticket that shows nothing here. Made for this request alone.
   */
  async function previewOf(
    request: FastifyRequest,
    preview: DraftPreviewOptions,
    landing: Landing,
    search: string,
    visitor: RenderedFor,
    token: string,
  ): Promise<PrivatePage> {
    const { lang, match, address } = landing;
    const opened = openTicket(preview.secret, token, now(), match, lang);
    if (!('ticket' in opened)) {
      // The link to the published page stays on this site whatever the path ("//host/…" would leave it).
      const published = `/${address.replace(/^[/\\]+/, '')}${search}`;
      return { status: 410, body: refusalPage(opened, lang, published), private: true };
    }
    const { slug } = opened.ticket;
    const [{ answers }, draft] = await Promise.all([answersOf(request, landing), preview.readDraft(slug)]);
    const key = keyOf(callOf(DOCUMENT_READ[slug], lang));
    // Without a site address (tests of this module) the draft's pictures stay site-relative.
    const shown = draft ? { ...answers, [key]: draftAnswer(slug, draft, lang, siteUrl ?? '', answers[key]) } : answers;
    const notice = previewNotice(opened.ticket, preview.timeZone, Boolean(draft));
    const { html } = await pageHtmlOf(request, landing, search, visitor, shown, notice);
    return { status: 200, body: html, private: true };
  }

  /**
   * The page for a request: its HTML, or a kept page (with its ETag and compressed copies)
   * when the page cache may answer it (pages/pageKeys.ts), or a share preview (never kept).
   */
  return async function render(request: FastifyRequest): Promise<string | PreparedAnswer | MadeNow | PrivatePage> {
    if (headEnd < 0) return indexHtml;
    const [pathname] = request.url.split(/[?#]/);
    const { lang, visitor } = renderHintsOf(request, pathname);
    const match = matchRoute(plainPath(pathname));
    // A page is rendered with only the parameters it reads: the others change nothing it shows
    // (shared/routing/pageQueries.ts), and the browser app still sees the whole address.
    const search = match ? readQuery(match.name, request.url.slice(pathname.length).split('#')[0]) : '';
    // Rendered at the page's address in the language it is shown in, as the web app's router
    // will have it (a plain address shown in English is the English one: app/languageRouter.tsx).
    const address = addressIn(pathname, lang);
    // Before any kept page is looked at: a preview is never one, nor kept.
    const token = draftPreview && previewTokenOf(request.url);
    if (draftPreview && token !== undefined)
      return previewOf(
        request,
        draftPreview,
        { address, lang, match, page: landingPageOf(match, lang) },
        search,
        visitor,
        token,
      );
    const keeps = Boolean(pageCache && canRender && visitor === 'visitor');
    if (standIn && keeps && !match) return standIn('not-found', lang, address, standInMaker(request, lang));
    const key = keeps ? pageCacheKey(match, lang, address, search) : undefined;
    const kept = key ? pageCache?.fresh(key) : undefined;
    if (kept) return kept.answer;
    // Made only for a page that is not kept: a kept page goes out as it is.
    const landing: Landing = { address, lang, match, page: landingPageOf(match, lang) };
    if (!pageCache || !match || !key) {
      const { answers } = await answersOf(request, landing);
      return (await pageHtmlOf(request, landing, search, visitor, answers)).html;
    }
    return pageCache.once(key, async () => {
      const { answers, sources } = await answersOf(request, landing);
      // Answers that expired and came back the same: the kept page is current again.
      const again = pageCache.fresh(key);
      if (again) return again.answer;
      const answerOf = (read: ReadName) => answers[keyOf(callOf(read, lang))];
      // No such doctor, or a made-up speciality: the one kept page of its kind (standIns.ts).
      const kind = standInOf(match, answerOf);
      if (kind && standIn) return standIn(kind, lang, address, standInMaker(request, lang));
      const { html, rendered, minute } = await pageHtmlOf(request, landing, search, 'visitor', answers);
      if (!rendered || sources.length === 0) return html;
      // A page that shows the time is this page only until its minute ends.
      const page = {
        answer: withCompressedCopies(prepareText(html, HTML_TYPE)),
        sources,
        until: minute === undefined ? undefined : minuteEnd(minute),
      };
      pageCache.keep(key, page);
      return page.answer;
    });
  };
}
