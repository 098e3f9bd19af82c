// The token and the language preference live in localStorage (SPEC §4, §9). Reducers
// stay pure; this middleware writes changes out, and loadPersistedState reads them back.
// Two cookies mirror them for the server's render of pages (lib/renderHints.ts).
// (A plain middleware rather than RTK's listener middleware: it does all this needs and
// keeps about 1 KB of compressed code off every first visit.)
import type { Middleware } from '@reduxjs/toolkit';
import { loggedIn, loggedOut, readStoredToken, TOKEN_STORAGE_KEY } from '../features/auth/authSlice';
import {
  LANGUAGE_STORAGE_KEY,
  languageChosen,
  readStoredLanguage,
  selectLangCode,
} from '../features/language/languageSlice';
import { languageOf } from '../shared/language';
import { LANG_HINT, SIGNED_IN_HINT } from '../shared/renderHints';
import { addressLanguage } from '../shared/routing/languageAddress';

type PersistedSlices = {
  auth: { token: string | null };
  language: { language: 'indonesian' | 'english' };
};

function safely(write: () => void) {
  try {
    write();
  } catch {
    // Storage and cookies can be full or disabled (private mode, a sandboxed frame); the
    // app still works for this visit.
  }
}

/** Mirrors the language and whether a session is stored into the server's render hints. */
export function writeRenderHints(state: PersistedSlices) {
  const kept = ';path=/;max-age=31536000;samesite=lax';
  safely(() => {
    document.cookie = `${LANG_HINT}=${selectLangCode(state)}${kept}`;
    document.cookie = state.auth.token ? `${SIGNED_IN_HINT}=1${kept}` : `${SIGNED_IN_HINT}=;path=/;max-age=0`;
  });
}

export const persistenceMiddleware: Middleware<object, PersistedSlices> = (store) => (next) => (action) => {
  const result = next(action);
  if (loggedIn.match(action) || loggedOut.match(action)) {
    const { token } = store.getState().auth;
    safely(() => (token ? localStorage.setItem(TOKEN_STORAGE_KEY, token) : localStorage.removeItem(TOKEN_STORAGE_KEY)));
  } else if (languageChosen.match(action)) {
    const { language } = store.getState().language;
    safely(() => localStorage.setItem(LANGUAGE_STORAGE_KEY, language));
  } else {
    return result;
  }
  writeRenderHints(store.getState());
  return result;
};

export function loadPersistedState(storage: Storage): PersistedSlices {
  let token: string | null = null;
  let language: PersistedSlices['language']['language'] = 'indonesian';
  try {
    token = readStoredToken(storage);
    language = readStoredLanguage(storage) ?? 'indonesian';
  } catch {
    // Unreadable storage: start logged out, in the default language.
  }
  return { auth: { token }, language: { language } };
}

/**
 * An address that names a language (shared/routing/languageAddress.ts) is shown in it, and
 * saved as the preference like a choice with the toggle; a plain address keeps the saved one.
 */
export function chooseAddressLanguage(
  store: { dispatch: (action: ReturnType<typeof languageChosen>) => unknown },
  pathname: string,
) {
  const named = addressLanguage(pathname);
  if (named) store.dispatch(languageChosen(languageOf(named)));
}
