import { routeNames, routeTable } from '../../shared/routing/routeTable';
import { filesFor, loadScripts, prefetchWhenSettled, start, type StartTable } from './startScript';

// The table as the build writes it: every page of the route table, with made-up files.
const table: StartTable = {
  scripts: ['/assets/runtime.js', '/assets/libs.js', '/assets/main.js'],
  routes: routeNames.map((name) => [routeTable[name].pattern, [`/assets/${routeTable[name].chunk}.js`]]),
  prefetch: ['/assets/footer.js', '/assets/about.js', '/assets/main.js'],
};

const added = (selector: string) =>
  [...document.head.querySelectorAll(selector)].map((node) => node.getAttribute('src') ?? node.getAttribute('href'));

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-ready');
  window.history.replaceState(null, '', '/');
});
afterEach(async () => {
  // Settles the prefetch watch each start leaves on <html>, so the next test starts clean.
  document.documentElement.setAttribute('data-ready', '');
  await Promise.resolve();
  jest.runAllTimers();
  jest.useRealTimers();
});

describe('filesFor', () => {
  test.each([
    ['/', 'home'],
    ['/About/', 'about'],
    ['/doctors', 'doctors'],
    ['/doctors/General%20physician', 'doctors'],
    ['/APPOINTMENT/doc1/', 'appointment'],
    ['/my-profile', 'my-profile'],
    ['/en', 'home'],
    ['/en/about', 'about'],
    ['/en/doctors/Dermatologist', 'doctors'],
  ])('%s: the %s chunk, matched as the router matches', (pathname, chunk) => {
    expect(filesFor(table, pathname)).toEqual([`/assets/${chunk}.js`]);
  });

  test.each(['/appointment', '/appointment/a/b', '/aboutx', '/no/such/page', '/en/no-such-page', '/english'])(
    '%s: no page, nothing to preload',
    (pathname) => {
      expect(filesFor(table, pathname)).toEqual([]);
    },
  );
});

test('loadScripts adds the scripts in order, one task each, to run in order', () => {
  loadScripts(table.scripts);
  expect(added('script')).toEqual(['/assets/runtime.js']);
  jest.advanceTimersByTime(0);
  expect(added('script')).toEqual(['/assets/runtime.js', '/assets/libs.js']);
  jest.runAllTimers();
  expect(added('script')).toEqual(table.scripts);
  expect([...document.head.querySelectorAll('script')].every((script) => !script.async)).toBe(true);
});

describe('start', () => {
  test('a page the browser renders: the landing page’s chunks are preloaded and the scripts start at once', () => {
    window.history.replaceState(null, '', '/about');
    document.body.innerHTML = '<div id="root"></div>';
    start(table);
    expect(added('link[rel=preload]')).toEqual(['/assets/about.js']);
    jest.runAllTimers();
    expect(added('script')).toEqual(table.scripts);
  });

  test('a page the server rendered: the scripts wait for the first picture, then a frame', async () => {
    let decoded!: () => void;
    document.body.innerHTML =
      '<div id="root" data-rendered-lang="id"><img fetchpriority="high" src="/media/hero.webp"></div>';
    const image = document.querySelector('img')!;
    image.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));

    start(table);
    expect(added('link[rel=preload]')).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(added('script')).toEqual([]);

    decoded();
    await Promise.resolve();
    expect(frames).toHaveLength(1);
    frames[0](0);
    jest.runAllTimers();
    expect(added('script')).toEqual(table.scripts);
  });

  test('a page the server rendered whose picture never decodes still starts within 3 seconds', () => {
    document.body.innerHTML = '<div id="root" data-rendered-lang="en"><img fetchpriority="high" src="/x.webp"></div>';
    document.querySelector('img')!.decode = () => new Promise<void>(() => undefined);
    start(table);
    jest.advanceTimersByTime(2999);
    expect(added('script')).toEqual([]);
    jest.advanceTimersByTime(1);
    jest.runAllTimers();
    expect(added('script')).toEqual(table.scripts);
  });
});

describe('prefetchWhenSettled', () => {
  test('waits for the app’s data-ready, then prefetches at idle what the page has not loaded', async () => {
    const idle: (() => void)[] = [];
    (window as { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback = (callback) =>
      idle.push(callback);
    document.head.innerHTML = '<script src="/assets/main.js"></script>';
    prefetchWhenSettled(table.prefetch);
    await Promise.resolve();
    expect(idle).toHaveLength(0);

    document.documentElement.setAttribute('data-ready', '');
    await Promise.resolve(); // MutationObserver callbacks run as microtasks
    expect(document.readyState).toBe('complete');
    expect(idle).toHaveLength(1);
    expect(added('link[rel=prefetch]')).toEqual([]);
    idle[0]();
    expect(added('link[rel=prefetch]')).toEqual(['/assets/footer.js', '/assets/about.js']);
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });
});
