// Share previews (docs/api-publishing.md, preview-link): a page asked with ?preview=<ticket>
// is made for the one person holding the link, with the draft of the page document the ticket
// names in place of that document's public answer. It is never kept, never indexed, and says
// what it is in a notice outside the web app's root, so the browser's take-over (which reads
// the same answers from the page) is untouched. A ticket that is altered, expired or not for
// this page in this language shows no draft at all.
import type { LangCode } from '../../src/shared/language';
import { PREVIEW_LINK_INVALID } from '../../src/shared/messages/publishing';
import type { Snapshot } from '../../src/shared/publishing/types';
import { PREVIEW_PAGE_OF, PREVIEW_PARAM } from '../../src/shared/publishing/previewPages';
import { dayMonthYear, clockTime } from '../../src/shared/calendarText';
import type { ReadName } from '../../src/shared/routing/publicReads';
import { matchRoute, type RouteMatch } from '../../src/shared/routing/routeTable';
import { wallClockAt } from '../../src/shared/slots';
import type { ContentSlug } from '../../src/shared/validation/contentFields';
import type { MadeNow } from '../http/caching';
import { documentAnswer } from '../http/documentAnswers';
import { documentBodyIn } from '../services/content';
import { readPreviewTicket, type PreviewTicket } from '../services/publishing/previewLinks';
import { record } from './answerValues';
import { escapeAttribute } from './htmlText';
import { wordsIn } from './words';

export type DraftPreviewOptions = {
  /** The site's secret for share-preview tickets (services/publishing/previewLinks.ts). */
  secret: string;
  /** A page document's draft, `{ id, en }` bodies as stored; null when it has none. */
  readDraft: (slug: ContentSlug) => Promise<Snapshot | null>;
  /** The clinic's time zone, which the notice tells the link's end in. */
  timeZone: string;
};

/** A page made for one request that nobody may keep or index: a share preview, or its refusal. */
export type PrivatePage = MadeNow & { status: 200 | 410; private: true };

/** The headers of a PrivatePage. */
export const PRIVATE_PAGE_HEADERS: readonly (readonly [string, string])[] = [
  ['Cache-Control', 'private, no-store'],
  ['X-Robots-Tag', 'noindex, nofollow'],
];

/** The public read that answers each document's page (the navigation and footer: the layout's). */
export const DOCUMENT_READ: { readonly [slug in ContentSlug]: ReadName } = {
  home: 'homeContent',
  about: 'aboutContent',
  contact: 'contactContent',
  career: 'careerContent',
  'our-brand': 'ourBrandContent',
  'navbar-footer': 'navbarFooter',
  investor: 'investorRelation',
};

/** The ticket in a request's query (`?preview=…`, '' when empty), or undefined when it carries none. */
export function previewTokenOf(url: string): string | undefined {
  const [beforeHash] = url.split('#');
  const start = beforeHash.indexOf('?');
  if (start < 0) return undefined;
  return new URLSearchParams(beforeHash.slice(start + 1)).get(PREVIEW_PARAM) ?? undefined;
}

export type Opened = { ticket: PreviewTicket } | { refused: 'invalid' } | { refused: 'other-language'; lang: LangCode };

/**
 * What `token` opens on the page `match` shown in `lang`: its ticket when it holds, has not
 * expired and names a document this page shows in this language. A ticket for another page is
 * refused as one that does not hold (the link was edited); one for this page in the other
 * language says so, as a plain address follows the visitor's saved language.
 */
export function openTicket(
  secret: string,
  token: string,
  now: Date,
  match: RouteMatch | undefined,
  lang: LangCode,
): Opened {
  const ticket = readPreviewTicket(secret, token, now);
  if (!ticket || !match || matchRoute(PREVIEW_PAGE_OF[ticket.slug])?.name !== match.name) return { refused: 'invalid' };
  if (ticket.lang !== lang) return { refused: 'other-language', lang: ticket.lang };
  return { ticket };
}

/**
 * The answer the document's public read would give once `draft` is published, in `lang`; the
 * home page's brands are the published ones, taken from that read's own answer (`published`).
 */
export function draftAnswer(slug: ContentSlug, draft: Snapshot, lang: LangCode, siteUrl: string, published: unknown) {
  const brands = record(record(published).data).restaurants;
  return documentAnswer(
    slug,
    documentBodyIn({ id: draft.id, en: draft.en }, lang),
    siteUrl,
    Array.isArray(brands) ? brands : [],
  );
}

/** The zone's own short name ("WIB", "WITA", "WIT" for Indonesia's), as Indonesians write it. */
function zoneName(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('id-ID', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((piece) => piece.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** "3 Desember 2026, 08.00 WIB" / "3 December 2026, 8:00 AM WIB". */
export function clinicTimeText(at: Date, timeZone: string, lang: LangCode): string {
  const clock = wallClockAt(at, timeZone);
  return `${dayMonthYear(clock, lang, 'long')}, ${clockTime(clock.hour * 60 + clock.minute, lang)} ${zoneName(timeZone, at)}`;
}

// Inline: the site's style sheets are not the preview's to change, and the bar must read the
// same over any page. Sticky, so it stays in sight while the page scrolls.
const NOTICE_STYLE =
  'position:sticky;top:0;z-index:2147483647;margin:0;padding:8px 16px;background:#1f2937;color:#fff;' +
  'font:600 14px/1.4 system-ui,-apple-system,sans-serif;text-align:center';

/** The notice at the top of a preview, in its language: a draft shown, or nothing unpublished to show. */
export function previewNotice(ticket: PreviewTicket, timeZone: string, showsDraft: boolean): string {
  const words = wordsIn(ticket.lang);
  const until = clinicTimeText(ticket.expiresAt, timeZone, ticket.lang);
  const text = words(showsDraft ? 'preview.draft' : 'preview.noDraft', { until });
  return `<div role="status" style="${NOTICE_STYLE}">${escapeAttribute(text)}</div>`;
}

const BODY_START = /<body(?=[\s>])[^>]*>/i;

/** `html` (the page from its head's end) with `notice` first in the body, outside the web app's root. */
export function withNotice(html: string, notice: string): string {
  return BODY_START.test(html) ? html.replace(BODY_START, (body) => `${body}${notice}`) : `${notice}${html}`;
}

/**
 * The short page of a ticket that shows nothing, in the page's language, with a link to the
 * page as published (`publicAddress`). None of the site's scripts: nothing here may fetch a draft.
 */
export function refusalPage(opened: Exclude<Opened, { ticket: PreviewTicket }>, lang: LangCode, publicAddress: string) {
  const words = wordsIn(lang);
  const message = words(PREVIEW_LINK_INVALID);
  const hint =
    opened.refused === 'other-language' ? `<p>${escapeAttribute(words(`preview.forLanguage.${opened.lang}`))}</p>` : '';
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex" />' +
    `<title>${escapeAttribute(`${message} | ${words('site.name')}`)}</title></head>` +
    '<body style="margin:0;padding:48px 16px;font:16px/1.5 system-ui,-apple-system,sans-serif;color:#1f2937;text-align:center">' +
    `<main><h1 style="font-size:1.25rem">${escapeAttribute(message)}</h1>${hint}` +
    `<p><a href="${escapeAttribute(publicAddress)}">${escapeAttribute(words('preview.openPublished'))}</a></p></main>` +
    '</body></html>'
  );
}
