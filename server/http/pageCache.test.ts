import { prepareText } from './caching';
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
  const page = pageOf('<p>home</p>', [['home:id', '"a"'], ['theme:', '"t"']]);
  cache.keep('id|/', page);
  expect(cache.fresh('id|/')).toBe(page);

  live.set('home:id', '"b"'); // the content changed
  expect(cache.fresh('id|/')).toBeUndefined();
  live.set('home:id', '"a"');
  live.delete('theme:'); // dropped by a write, or expired
  expect(cache.fresh('id|/')).toBeUndefined();
  // Still there to compare with a page made again.
  expect(cache.last('id|/')).toBe(page);
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
  expect(cache.last('b')).toBeUndefined();
  expect(cache.last('a')).toBeDefined();
  // A page larger than the whole budget is not kept, and evicts nothing.
  cache.keep('huge', pageOf('y'.repeat(5000), []));
  expect(cache.last('huge')).toBeUndefined();
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
