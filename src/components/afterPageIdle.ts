/**
 * Resolves once the page has loaded and the browser is idle; at once on the server. For
 * code that a page does not need for its first screen, e.g. a lazy component's loader:
 * `lazy(() => afterPageIdle().then(() => import('./Part')))`. When the server rendered the
 * part, React keeps its HTML (readable, its links working) until the code is in and takes
 * it over then; when the browser renders the page itself, the Suspense fallback shows until then.
 */
export function afterPageIdle(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const idle = () => (window.requestIdleCallback ?? setTimeout)(() => resolve());
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
