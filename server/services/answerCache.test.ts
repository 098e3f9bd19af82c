import { describe, expect, test } from '@jest/globals';
import { prepareAnswer } from '../http/caching';
import { AnswerCache, type PreparedAnswer } from './answerCache';

/** A cache on a clock the test moves, and a loader that counts its calls. */
function setup() {
  let time = 0;
  const cache = new AnswerCache(() => time);
  let version = 1;
  let loads = 0;
  const load = async () => {
    loads += 1;
    return prepareAnswer({ version });
  };
  return {
    cache,
    load,
    advance: (ms: number) => {
      time += ms;
    },
    setVersion: (value: number) => {
      version = value;
    },
    loads: () => loads,
  };
}

const versionOf = (answer: PreparedAnswer) => (JSON.parse(answer.body) as { version: number }).version;

/** A load of version 1 that finishes only when `release` is called. */
function heldLoad() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const slow = async () => {
    await held;
    return prepareAnswer({ version: 1 });
  };
  return { slow, release };
}

describe('AnswerCache', () => {
  test('keeps an answer for the TTL, then loads it again', async () => {
    const s = setup();
    expect(versionOf(await s.cache.answer('home', 'id', 1000, s.load))).toBe(1);
    s.setVersion(2);
    s.advance(999);
    expect(versionOf(await s.cache.answer('home', 'id', 1000, s.load))).toBe(1);
    expect(s.loads()).toBe(1);
    s.advance(1);
    expect(versionOf(await s.cache.answer('home', 'id', 1000, s.load))).toBe(2);
    expect(s.loads()).toBe(2);
  });

  test('a TTL of 0 loads every time and keeps nothing', async () => {
    const s = setup();
    await s.cache.answer('home', 'id', 0, s.load);
    await s.cache.answer('home', 'id', 0, s.load);
    expect(s.loads()).toBe(2);
    expect((await s.cache.answer('home', 'id', 0, s.load)).encoded).toBeUndefined();
  });

  test('variants (languages) and groups are kept apart', async () => {
    const s = setup();
    await s.cache.answer('home', 'id', 1000, s.load);
    await s.cache.answer('home', 'en', 1000, s.load);
    await s.cache.answer('about', 'id', 1000, s.load);
    expect(s.loads()).toBe(3);
    await s.cache.answer('home', 'en', 1000, s.load);
    expect(s.loads()).toBe(3);
  });

  test('requests that miss together share one load', async () => {
    const s = setup();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => s.cache.answer('doctor-list', 'id', 1000, s.load)),
    );
    expect(s.loads()).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  test('invalidate drops the whole group at once and nothing else', async () => {
    const s = setup();
    await s.cache.answer('doctor-list', 'id', 60_000, s.load);
    await s.cache.answer('doctor-list', 'en', 60_000, s.load);
    await s.cache.answer('home', 'id', 60_000, s.load);
    s.setVersion(2);
    s.cache.invalidate('doctor-list');
    expect(versionOf(await s.cache.answer('doctor-list', 'id', 60_000, s.load))).toBe(2);
    expect(versionOf(await s.cache.answer('doctor-list', 'en', 60_000, s.load))).toBe(2);
    expect(versionOf(await s.cache.answer('home', 'id', 60_000, s.load))).toBe(1);
  });

  test('dropping a group drops the answers built from it: the sitemap goes with a page or a doctor, not with a booking', async () => {
    const s = setup();
    const cacheAll = () =>
      Promise.all([
        s.cache.answer('sitemap', 'xml', 60_000, s.load),
        s.cache.answer('doctor-list', 'id', 60_000, s.load),
        s.cache.answer('home', 'id', 60_000, s.load),
      ]);
    const versions = async () => (await cacheAll()).map(versionOf);
    await cacheAll();

    s.setVersion(2);
    s.cache.invalidate('doctor-list'); // what a booking drops
    expect(await versions()).toEqual([1, 2, 1]);

    s.setVersion(3);
    s.cache.invalidate('restaurants');
    expect(await versions()).toEqual([3, 2, 1]);

    s.setVersion(4);
    s.cache.invalidate('doctors'); // a console change to a doctor
    expect(await versions()).toEqual([4, 4, 1]);

    s.setVersion(5);
    s.cache.invalidate('home');
    expect(await versions()).toEqual([5, 4, 5]);
  });

  test('a load that began before an invalidation is not kept (it may predate the write)', async () => {
    const s = setup();
    const { slow, release } = heldLoad();
    const before = s.cache.answer('doctor-list', 'id', 60_000, slow);
    // The write lands and invalidates while the old read is still running.
    s.cache.invalidate('doctor-list');
    s.setVersion(2);
    release();
    expect(versionOf(await before)).toBe(1);
    expect(versionOf(await s.cache.answer('doctor-list', 'id', 60_000, s.load))).toBe(2);
    expect(s.loads()).toBe(1);
  });

  test('a request after an invalidation does not join a load that began before it', async () => {
    const s = setup();
    const { slow, release } = heldLoad();
    const before = s.cache.answer('doctor-list', 'id', 60_000, slow);
    s.cache.invalidate('doctor-list');
    s.setVersion(2);
    const after = s.cache.answer('doctor-list', 'id', 60_000, s.load);
    release();
    expect(versionOf(await before)).toBe(1);
    expect(versionOf(await after)).toBe(2);
  });

  test('a failed load is not kept: the next request tries again', async () => {
    const s = setup();
    const failing = async (): Promise<PreparedAnswer> => {
      throw new Error('database unavailable');
    };
    await expect(s.cache.answer('theme', 'all', 1000, failing)).rejects.toThrow('database unavailable');
    expect(versionOf(await s.cache.answer('theme', 'all', 1000, s.load))).toBe(1);
  });

  test('a reload with the same bytes keeps the compressed copies already made', async () => {
    const s = setup();
    const first = await s.cache.answer('translations', 'all', 1000, s.load);
    first.encoded!.br = Buffer.from('made once');
    s.advance(1000);
    const second = await s.cache.answer('translations', 'all', 1000, s.load);
    expect(s.loads()).toBe(2);
    expect(second.encoded!.br?.toString()).toBe('made once');
    s.setVersion(2);
    s.advance(1000);
    expect((await s.cache.answer('translations', 'all', 1000, s.load)).encoded).toEqual({});
  });

  test('clear drops every group', async () => {
    const s = setup();
    await s.cache.answer('theme', 'all', 60_000, s.load);
    await s.cache.answer('home', 'en', 60_000, s.load);
    s.cache.clear();
    await s.cache.answer('theme', 'all', 60_000, s.load);
    await s.cache.answer('home', 'en', 60_000, s.load);
    expect(s.loads()).toBe(4);
  });
});
