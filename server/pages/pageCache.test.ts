import { prepareText } from '../http/caching';
import { PageCache, type KeptPage, type PageSource } from './pageCache';

const live = new Map<string, string>();
const cacheOf = (maxBytes: number) => new PageCache(maxBytes, (key) => live.get(key));
const pageOf = (html: string, sources: PageSource[]): KeptPage => ({ answer: prepareText(html, 'text/html'), sources });

beforeEach(() => {
  live.clear();
  live.set('home:id', '"a"');
  live.set('theme:', '"t"');
});

test('a kept page is served while every answer it was made from is the live one, and not after', () => {
  const cache = cacheOf(1e6);
  const page = pageOf('<p>home</p>', [
    ['home:id', '"a"'],
    ['theme:', '"t"'],
  ]);
  cache.keep('id|/', page);
  expect(cache.fresh('id|/')).toBe(page);

  live.set('home:id', '"b"'); // the content changed
  expect(cache.fresh('id|/')).toBeUndefined();
  live.set('home:id', '"a"');
  live.delete('theme:'); // dropped by a write, or expired
  expect(cache.fresh('id|/')).toBeUndefined();
  // Out of date, not gone: a page made again replaces it.
  expect(cache.peek('id|/')).toBe(page);
});

test('a page that shows the time is served until the minute it was rendered at ends, and not after', () => {
  let now = Date.UTC(2026, 10, 28, 10, 29, 0);
  const cache = new PageCache(
    1e6,
    (key) => live.get(key),
    () => now,
  );
  const slots = { ...pageOf('<p>17.30 free</p>', [['home:id', '"a"']]), until: Date.UTC(2026, 10, 28, 10, 30, 0) };
  const home = pageOf('<p>home</p>', [['home:id', '"a"']]);
  cache.keep('id /appointment/1', slots);
  cache.keep('id /', home);
  now += 59_999;
  expect(cache.fresh('id /appointment/1')).toBe(slots);
  now += 1; // 17.30 in Jakarta: that slot has begun
  expect(cache.fresh('id /appointment/1')).toBeUndefined();
  // A page that shows no time is not bound to a minute.
  now += 24 * 60 * 60_000;
  expect(cache.fresh('id /')).toBe(home);
});

test('memory stays within its bytes: the least recently used pages go first', () => {
  const html = 'x'.repeat(1000);
  const cache = cacheOf(3500);
  for (const key of ['a', 'b', 'c']) cache.keep(key, pageOf(html, [['home:id', '"a"']]));
  expect(cache.size.pages).toBe(3);
  cache.fresh('a'); // used: b is now the oldest
  cache.keep('d', pageOf(html, [['home:id', '"a"']]));
  expect(cache.size.pages).toBe(3);
  expect(cache.size.bytes).toBeLessThanOrEqual(3500);
  expect(cache.peek('b')).toBeUndefined();
  expect(cache.peek('a')).toBeDefined();
  // A page larger than the whole budget is not kept, and evicts nothing.
  cache.keep('huge', pageOf('y'.repeat(5000), []));
  expect(cache.peek('huge')).toBeUndefined();
  expect(cache.size.pages).toBe(3);
  // A flood of distinct keys never grows it past its bytes.
  for (let i = 0; i < 1000; i += 1) cache.keep(`flood-${i}`, pageOf(html, []));
  expect(cache.size.bytes).toBeLessThanOrEqual(3500);
});

test('a page kept again under its key replaces the old one and its bytes', () => {
  const cache = cacheOf(1e6);
  cache.keep('k', pageOf('x'.repeat(1000), []));
  const before = cache.size.bytes;
  cache.keep('k', pageOf('x'.repeat(10), []));
  expect(cache.size.pages).toBe(1);
  expect(cache.size.bytes).toBeLessThan(before);
});

test('requests that miss together share one build', async () => {
  const cache = cacheOf(1e6);
  let builds = 0;
  let finish: (page: KeptPage) => void = () => undefined;
  const build = () => {
    builds += 1;
    return new Promise<KeptPage>((resolve) => (finish = resolve));
  };
  const waiting = [cache.once('k', build), cache.once('k', build), cache.once('k', build)];
  const page = pageOf('<p>once</p>', []);
  finish(page);
  expect(await Promise.all(waiting)).toEqual([page, page, page]);
  expect(builds).toBe(1);
  // Once settled, the next miss builds again.
  void cache.once('k', build);
  expect(builds).toBe(2);
});
