// For the layout's parts that the first screen does not need (the footer's code): they load
// once the first render is on screen, the page has loaded and the browser is idle. Not
// sooner: a module that arrives while the server's page is still being taken over (and
// adds its strings, which re-renders every translated component) would disturb that.

let release!: () => void;
const settled = new Promise<void>((resolve) => (release = resolve));

/** Called by the layout's effect, so after its first commit (the server's page taken over, or a page rendered). */
export function firstScreenCommitted() {
  const idle = () => (window.requestIdleCallback ?? setTimeout)(() => release());
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Resolves once the first screen is on screen and the browser is idle; at once on the server, which renders everything. */
export const afterFirstScreen = (): Promise<void> => (typeof window === 'undefined' ? Promise.resolve() : settled);
