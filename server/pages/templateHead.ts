// The edits of index.html's head for one page: its title, description, noindex, addresses and
// link-preview tags in place of the template's, its language on <html>, and, right before
// </head>, the answers block and the first image's preload.
import { type ImagePreload } from '../../src/shared/imageSources';
import type { LangCode } from '../../src/shared/language';
import { ANSWERS_ELEMENT_ID, type Answers } from '../../src/shared/routing/answersBlock';
import { escapeAttribute, jsonForScriptElement } from './htmlText';
import type { PageHead } from './pageHeads';
import type { HeadTag } from './shareTags';

export function preloadLink(preload: ImagePreload): string {
  const attributes: [string, string | undefined][] = [
    ['rel', 'preload'],
    ['as', 'image'],
    ['fetchpriority', 'high'],
    ['href', preload.href],
    ['imagesrcset', preload.imageSrcSet],
    ['imagesizes', preload.imageSizes],
    ['type', preload.type],
  ];
  const written = attributes
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${escapeAttribute(value as string)}"`);
  return `<link ${written.join(' ')}>`;
}

/** What goes right before </head>: the answers, and the first image's preload when known. */
export function headAdditions(answers: Answers, preload: ImagePreload | undefined): string {
  const block = `<script type="application/json" id="${ANSWERS_ELEMENT_ID}">${jsonForScriptElement(answers)}</script>`;
  return preload ? `${preloadLink(preload)}${block}` : block;
}

const TITLE = /<title>[^<]*<\/title>/i;
// Quoted or not: the production build minifies index.html and drops the quotes it can.
const DESCRIPTION = /<meta\s+name=(?:"description"|'description'|description)(?=[\s/>])[^>]*>/i;

const headTag = ({ tag, attributes }: HeadTag) =>
  `<${tag} ${attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ')} />`;

/**
 * index.html's head with the page's own title, description and, where it applies, noindex (in
 * place of the template's), then its addresses and link-preview tags (shareTags.ts).
 */
export function withPageHead(head: string, page: PageHead, share: HeadTag[]): string {
  const tags =
    `<title>${escapeAttribute(page.title)}</title><meta name="description" content="${escapeAttribute(page.description)}" />` +
    (page.noindex ? '<meta name="robots" content="noindex" />' : '') +
    share.map(headTag).join('');
  const bare = head.replace(DESCRIPTION, '');
  return TITLE.test(bare) ? bare.replace(TITLE, () => tags) : `${bare}${tags}`;
}
const HTML_LANG = /(<html[^>]*\slang=)("[^"]*"|[^\s>]*)/i;
const HTML_START = /<html(?=[\s>])/i;

/** The document's <html lang> set to the page's language, whether the template names one or not. */
export const withHtmlLang = (html: string, lang: LangCode) =>
  HTML_LANG.test(html) ? html.replace(HTML_LANG, `$1"${lang}"`) : html.replace(HTML_START, `<html lang="${lang}"`);
