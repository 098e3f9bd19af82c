// "Unsaved changes" protection. The app's router is a plain one (no data router), so
// react-router's useBlocker is not available: while the form has edits, the page asks
// before the browser leaves it (beforeunload), catches clicks on in-app links (the
// console's menu, the site's links) to ask first, and catches the browser's Back button
// (below); the section's own switches (another document) ask through `confirmThen`.
//
// The Back button: the router has already moved when a popstate arrives, so the guard keeps
// a spare history entry for the page on top of the page's own one while there are edits.
// Back leaves only the spare entry (same address: the router stays on the page) and the
// guard asks; "stay" puts the spare entry back, "leave" goes back for real. When the edits
// are saved or undone, the guard takes its spare entry off again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { plainPath } from '../../../shared/routing/languageAddress';

/** Links inside an element with this attribute (the page preview) go nowhere: not the console's navigation. */
export const PREVIEW_ATTRIBUTE = 'data-preview';

/** Marks the guard's spare history entry (the rest of the state is the router's, copied). */
const SPARE_ENTRY = 'unsavedChangesGuard';

const onSpareEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.[SPARE_ENTRY]);

function pushSpareEntry() {
  if (!onSpareEntry())
    window.history.pushState(
      { ...(window.history.state as object | null), [SPARE_ENTRY]: true },
      '',
      window.location.href,
    );
}

/** Guards with edits right now: the spare entry goes only when none is left. */
let guarding = 0;
/** Set while the guard itself goes back off its spare entry: that popstate is not the editor's. */
let droppingSpare = false;

/**
 * Takes the spare entry off once no guard needs it. A task later, not at once: a guard that
 * stops and starts again straight away (React's strict mode in development runs each effect
 * twice) keeps the entry it has instead of racing the browser's history traversal.
 */
function dropSpareEntrySoon() {
  setTimeout(() => {
    if (guarding > 0 || !onSpareEntry()) return;
    droppingSpare = true;
    // Cleared after every listener of that popstate has seen it.
    window.addEventListener('popstate', () => setTimeout(() => (droppingSpare = false), 0), { once: true });
    window.history.back();
  }, 0);
}

export function useUnsavedChangesGuard(dirty: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  // Whether the open prompt came from the Back button (staying then restores the spare entry).
  const askedByBack = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    guarding += 1;
    pushSpareEntry();
    let leavingBack = false;
    const onPopState = () => {
      // Forward onto the spare entry again, or a prompt already open: nothing to ask.
      if (onSpareEntry() || leavingBack || droppingSpare) return;
      askedByBack.current = true;
      setPending(() => () => {
        leavingBack = true;
        window.history.back();
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Going back out of the site after the editor chose to leave: asked once is enough.
      if (leavingBack) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (
        (anchor.target && anchor.target !== '_self') ||
        anchor.hasAttribute('download') ||
        anchor.closest(`[${PREVIEW_ATTRIBUTE}]`)
      )
        return;
      const url = new URL(anchor.href, window.location.href);
      // Leaving the site is the browser's to ask about (beforeunload).
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === location.search) return;
      event.preventDefault();
      event.stopPropagation();
      // The router's paths are plain; it adds the language's prefix itself (app/languageRouter.tsx).
      const to = `${plainPath(url.pathname)}${url.search}${url.hash}`;
      askedByBack.current = false;
      // From the spare entry the new page takes its place: Back then comes to this page once.
      setPending(() => () => navigate(to, { replace: onSpareEntry() }));
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture, on the document: before the router's link handler on the app's root.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      guarding -= 1;
      // Edits saved or undone: the spare entry goes (its popstate finds the router on this address).
      if (!leavingBack) dropSpareEntrySoon();
    };
  }, [dirty, location.pathname, location.search, navigate]);

  /** Runs `proceed` now, or after the editor confirms leaving their edits. */
  const confirmThen = useCallback(
    (proceed: () => void) => {
      askedByBack.current = false;
      if (dirty) setPending(() => proceed);
      else proceed();
    },
    [dirty],
  );

  return {
    /** Whether the leave prompt is open. */
    asking: pending !== null,
    confirmThen,
    leave: () => {
      const proceed = pending;
      setPending(null);
      proceed?.();
    },
    stay: () => {
      if (askedByBack.current) pushSpareEntry();
      askedByBack.current = false;
      setPending(null);
    },
  };
}
