// What every builder of a page's structured data works from: the page's language and words,
// its answers, and the site's absolute addresses. Answers are read defensively: they are
// what the API sent, and a backend may leave any part out.
import type { IdReference } from 'schema-dts';
import { addressIn } from '../../../src/shared/routing/languageAddress';
import type { ReadName } from '../../../src/shared/routing/publicReads';
import type { Words } from '../words';
import { record, records, text } from '../answerValues';
import type { LangCode } from '../../../src/shared/language';

/** A read's answer body as the page was given it; undefined when the server has none. */
export type AnswerOf = (read: ReadName) => unknown;

export type PageContext = {
  lang: LangCode;
  words: Words;
  answerOf: AnswerOf;
  /** The site's origin (and base path), without a trailing slash. */
  siteUrl: string;
};

export { record, records, text };

/** The absolute address of a page (its plain path, query allowed) in the page's language. */
export const pageUrl = (page: PageContext, plainPath: string): string =>
  `${page.siteUrl}${addressIn(plainPath, page.lang)}`;

/** An absolute http(s) URL as written (normalised); anything else is none. */
export function webUrl(value: unknown): string | undefined {
  try {
    const parsed = new URL(text(value));
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An absolute http(s) URL for a picture or link the content names: a path on this site gets
 * the site's address; another scheme (javascript:, data:) or a relative name is none.
 */
export function absoluteUrl(page: PageContext, value: unknown): string | undefined {
  const url = text(value);
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return `${page.siteUrl}${url}`;
  return webUrl(url.startsWith('//') ? `https:${url}` : url);
}

// Node identifiers do not depend on the language: both addresses of a page describe the same things.

/** The group itself. */
export const organizationId = (page: PageContext): IdReference => ({ '@id': `${page.siteUrl}/#organization` });

/** Drops the properties left undefined or empty, so a node says only what the content says. */
export function defined<T extends object>(node: T): T {
  return Object.fromEntries(
    Object.entries(node).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}
