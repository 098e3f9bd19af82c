// Two cookies that tell the server how to render a page for this visitor before any script
// runs: the language (the preference itself lives in localStorage, SPEC §4, where a server
// cannot read it) and whether a session is stored (only the browser holds the token: the
// server then renders no public page, and of a page behind the login only its first
// frame). Neither carries anything secret; both are written by the web app
// (app/persistence.ts) and read by server/pages/landingPage.ts.

export const LANG_HINT = 'site_lang';
export const SIGNED_IN_HINT = 'site_signed_in';

/**
 * The attribute of the root element that says the server rendered the page, and in which
 * language: the start script and the web app take the render over only where it is.
 */
export const RENDERED_LANG_ATTRIBUTE = 'data-rendered-lang';

/**
 * The attribute of the root element that gives the whole minute (ms since the epoch) a page
 * that shows the time was rendered at: the web app's take-over renders that minute first.
 */
export const RENDERED_MINUTE_ATTRIBUTE = 'data-rendered-minute';

/**
 * The attribute of the root element that says it holds the server's render of a page behind
 * the login as the browser first draws it for a stored session (its loading state), in the
 * language it names: the web app takes it over when it holds a session and shows that
 * language, and the account's data then fills it in.
 */
export const RENDERED_FRAME_ATTRIBUTE = 'data-rendered-frame';

/** A cookie's value in a Cookie header; undefined when absent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
