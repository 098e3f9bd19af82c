// "Unsaved changes" protection. The app's router is a plain one (no data router), so
// react-router's useBlocker is not available: while the form has edits, the page asks
// before the browser leaves it (beforeunload) and catches clicks on in-app links (the
// console's menu, the site's links) to ask first; the section's own switches (another
// document) ask through `confirmThen`.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Links inside an element with this attribute (the page preview) go nowhere: not the console's navigation. */
export const PREVIEW_ATTRIBUTE = 'data-preview';

export function useUnsavedChangesGuard(dirty: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.closest(`[${PREVIEW_ATTRIBUTE}]`)) return;
      const url = new URL(anchor.href, window.location.href);
      // Leaving the site is the browser's to ask about (beforeunload).
      if (url.origin !== window.location.origin) return;
      if (url.pathname === location.pathname && url.search === location.search) return;
      event.preventDefault();
      event.stopPropagation();
      const to = `${url.pathname}${url.search}${url.hash}`;
      setPending(() => () => navigate(to));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture, on the document: before the router's link handler on the app's root.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, location.pathname, location.search, navigate]);

  /** Runs `proceed` now, or after the editor confirms leaving their edits. */
  const confirmThen = useCallback(
    (proceed: () => void) => {
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
    stay: () => setPending(null),
  };
}
