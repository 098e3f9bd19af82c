// The fields every paged, searchable list query has (the inbox's, the clinic's): one rule
// for a page number and one for a search text, each with the caller's message.
import { number, string } from 'yup';
import { PAGE_INVALID } from './listMessages';

export { PAGE_INVALID };

const PAGE_MAX = 10_000;

/** A page number from 1 (default 1); beyond any real list it is refused too. */
export const pageField = () =>
  number().typeError(PAGE_INVALID).integer(PAGE_INVALID).min(1, PAGE_INVALID).max(PAGE_MAX, PAGE_INVALID).default(1);

/** A search text, trimmed, at most `max` characters (default: none). */
export const searchField = (max: number, tooLong: string) =>
  string().typeError(tooLong).trim().max(max, tooLong).default('');
