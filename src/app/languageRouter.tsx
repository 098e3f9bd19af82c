// The browser's router, with the language in the address: while the site is shown in English
// every page's address is its English one ("/en/about", shared/routing/languageAddress.ts),
// so a link copied or shared opens in the language it was seen in. The routes and every link
// of the site speak plain paths; the router's basename adds and strips the prefix. A change
// of language (the toggle), or a plain address while English is shown (Back to a page seen
// before the switch, a link written by hand), moves the address in place: the same page,
// the same history entry, nothing mounted again.
import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router-dom';
import { selectLangCode } from '../features/language/languageSlice';
import { addressIn, ENGLISH_PREFIX } from '../shared/routing/languageAddress';
import { useAppSelector } from '../state/hooks';

export function LanguageRouter({ children }: { children: ReactNode }) {
  const lang = useAppSelector(selectLangCode);
  const historyRef = useRef<ReturnType<typeof createBrowserHistory>>(undefined);
  historyRef.current ??= createBrowserHistory({ window, v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState({ action: history.action, location: history.location });
  // Route changes render as transitions, as the router's own BrowserRouter does.
  useLayoutEffect(() => history.listen((next) => startTransition(() => setState(next))), [history]);

  const pathname = addressIn(state.location.pathname, lang);
  const location: Location = pathname === state.location.pathname ? state.location : { ...state.location, pathname };
  const moved = location !== state.location;
  useLayoutEffect(() => {
    if (moved) history.replace(location, location.state);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per address to move to
  }, [history, moved, pathname]);

  return (
    <Router
      basename={lang === 'en' ? ENGLISH_PREFIX : '/'}
      location={location}
      navigationType={state.action}
      navigator={history}
    >
      {children}
    </Router>
  );
}
