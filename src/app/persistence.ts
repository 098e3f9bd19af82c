// The token and the language preference live in localStorage (SPEC §4, §9). Reducers
// stay pure; this listener writes changes out, and loadPersistedState reads them back.
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { loggedIn, loggedOut, readStoredToken, TOKEN_STORAGE_KEY } from '../features/auth/authSlice';
import { LANGUAGE_STORAGE_KEY, languageChosen, readStoredLanguage } from '../features/language/languageSlice';

type PersistedSlices = {
  auth: { token: string | null };
  language: { language: 'indonesian' | 'english' };
};

export const persistenceListener = createListenerMiddleware();

function safely(write: () => void) {
  try {
    write();
  } catch {
    // Storage can be full or disabled (private mode); the app still works for this visit.
  }
}

persistenceListener.startListening({
  matcher: isAnyOf(loggedIn, loggedOut),
  effect: (_action, listenerApi) => {
    const { token } = (listenerApi.getState() as PersistedSlices).auth;
    safely(() => (token ? localStorage.setItem(TOKEN_STORAGE_KEY, token) : localStorage.removeItem(TOKEN_STORAGE_KEY)));
  },
});

persistenceListener.startListening({
  actionCreator: languageChosen,
  effect: (_action, listenerApi) => {
    const { language } = (listenerApi.getState() as PersistedSlices).language;
    safely(() => localStorage.setItem(LANGUAGE_STORAGE_KEY, language));
  },
});

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
