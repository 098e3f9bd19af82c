// What the server's render of a page gives back (src/app/renderPage.tsx, built for Node
// into dist-server/ and called by server/pages/landingPage.ts).
import type { Language } from '../language';
import type { Answers } from './answersBlock';

const MINUTE_MS = 60_000;

/**
 * The whole minute at or before `at` (ms since the epoch). What a page shows changes only on
 * whole minutes (a slot starts at one), so a render at this minute is the render of all of it.
 */
export const wholeMinute = (at: number): number => Math.floor(at / MINUTE_MS) * MINUTE_MS;

/** The first instant after the minute that starts at `minute`: from then on a render at it may be out of date. */
export const minuteEnd = (minute: number): number => minute + MINUTE_MS;

export type RenderedPage = {
  /** What goes inside the root element. */
  html: string;
  /** The <style> elements the page's components need, for the head. */
  styles: string;
  /**
   * The whole minute (ms since the epoch) the page was rendered at, when it shows the time
   * (src/components/renderClock.ts): the render holds only within that minute, and the
   * browser's take-over starts from it. Absent for a page that shows no time.
   */
  minute?: number;
};

/**
 * Who a page is rendered for: a visitor with no stored session gets the page as it is; one
 * with a stored session (which only the browser holds) gets, on a page behind the login, its
 * frame as the browser first draws it, before any of the account's data has come
 * (src/app/renderPage.tsx).
 */
export type RenderedFor = 'visitor' | 'signed-in';

/**
 * Whether the server renders a page (whether its route is behind the login) for `visitor`:
 * a visitor's public pages, and a stored session's pages behind the login. A stored
 * session's public pages are the browser's to render, as they show the account (the
 * navbar's menu), and a visitor is sent from a page behind the login to the login.
 */
export const serverRenders = (behindLogin: boolean | undefined, visitor: RenderedFor): boolean =>
  Boolean(behindLogin) === (visitor === 'signed-in');

/**
 * Renders the page at `url` in `language` from the API answers the server made for it, as
 * at the instant `at` (ms since the epoch; now when absent), for `visitor` (a visitor with no
 * stored session when absent); undefined when it does not render it.
 */
export type PageRenderer = (
  url: string,
  language: Language,
  answers: Answers,
  at?: number,
  visitor?: RenderedFor,
) => Promise<RenderedPage | undefined>;
