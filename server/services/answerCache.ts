// A short-lived in-memory cache of public read answers (content pages, translations,
// theme, the doctor list, the sitemap), holding each answer ready to send: its text, its ETag
// and Last-Modified, and compressed copies made once. Without it every such request
// queried the database, serialized, hashed and compressed the same bytes again.
//
// Freshness:
// - every entry expires after a short TTL (CONTENT_CACHE_MS), so edits made directly in
//   the database, and writes by other processes sharing one PostgreSQL, show up quickly;
// - writes made by this process drop the answers they change at once (invalidate());
// - a load that began before an invalidation is never stored: it may have read the
//   database before the write.
//
// One cache per database handle: the answers are derived from that database, so every
// app built on it shares them and a write through any of them invalidates them.
import type { Db } from '../db/connect';

/** The content encodings an answer's compressed copies are kept in (http/caching.ts makes them). */
export type CachedEncoding = 'br' | 'gzip';

/** An answer ready to send: its text, validators and compressed copies made so far. */
export type PreparedAnswer = {
  body: string;
  /** Its content type; JSON when absent (every public read but the sitemap). */
  type?: string;
  etag: string;
  lastModified?: Date;
  /**
   * Compressed copies, filled on first use, for answers the cache keeps; shared by the
   * entries holding the same bytes. Absent on a one-off answer: @fastify/compress then
   * compresses it as it does any other reply.
   */
  encoded?: Partial<Record<CachedEncoding, Buffer>>;
  /** Its key in the answer cache, for an answer the cache keeps. */
  key?: string;
};

/** Names a set of answers that one kind of write changes (the keys are `group:variant`). */
export const ANSWER_GROUPS = [
  'home',
  'about',
  'contact',
  'career',
  'our-brand',
  'restaurants',
  'outlets',
  'investor',
  'navbar-footer',
  'translations',
  'theme',
  'doctor-list',
  'doctors',
  'sitemap',
] as const;
export type AnswerGroup = (typeof ANSWER_GROUPS)[number];

/**
 * Answers built from what other groups' writes change: dropping a source drops them too, so
 * a write names only what it changed and never the answers made from it. 'doctors' holds no
 * answer of its own: it is a change to the doctors themselves (the console's), which both
 * the doctor list and the sitemap show, whereas a booking drops only 'doctor-list'.
 */
const BUILT_FROM: { readonly [group in AnswerGroup]?: readonly AnswerGroup[] } = {
  'doctor-list': ['doctors'],
  sitemap: ['home', 'about', 'contact', 'career', 'our-brand', 'investor', 'restaurants', 'outlets', 'doctors'],
};

/** The group and every group built from it, directly or through another. */
function droppedWith(source: AnswerGroup): AnswerGroup[] {
  const dropped = new Set<AnswerGroup>([source]);
  for (const group of dropped) {
    for (const built of ANSWER_GROUPS) if (BUILT_FROM[built]?.includes(group)) dropped.add(built);
  }
  return [...dropped];
}

type Entry = { answer: PreparedAnswer; expiresAt: number };

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  /** Loads in flight, shared by the requests that miss at the same time. */
  private readonly loading = new Map<string, Promise<PreparedAnswer>>();
  /** Bumped by every invalidation of a group; a load from an older generation is not kept. */
  private readonly generations = new Map<AnswerGroup, number>();

  constructor(private readonly clock: () => number = () => performance.now()) {}

  /**
   * The cached answer for `group` + `variant` (the language, for example), or a fresh one
   * from `load`, kept for `ttlMs`. A TTL of 0 turns the cache off: every call loads.
   */
  async answer(
    group: AnswerGroup,
    variant: string,
    ttlMs: number,
    load: () => Promise<PreparedAnswer>,
  ): Promise<PreparedAnswer> {
    if (ttlMs <= 0) return load();
    const key = `${group}:${variant}`;
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.clock()) return entry.answer;
    const pending = this.loading.get(key);
    if (pending) return pending;

    const generation = this.generations.get(group) ?? 0;
    const promise = load().then(
      (fresh) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        if ((this.generations.get(group) ?? 0) !== generation) return fresh;
        // Unchanged bytes keep the compressed copies already made.
        const encoded = entry && entry.answer.body === fresh.body ? entry.answer.encoded : undefined;
        const answer: PreparedAnswer = { ...fresh, encoded: encoded ?? {}, key };
        this.entries.set(key, { answer, expiresAt: this.clock() + ttlMs });
        return answer;
      },
      (error: unknown) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  /**
   * The ETag of the answer kept under `key` (an answer's own `key`) while it is live: a page
   * made from it is current exactly as long as this stays the same (pages/pageCache.ts).
   */
  currentEtag(key: string): string | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.clock() ? entry.answer.etag : undefined;
  }

  /** Drops every answer of the group, and of those built from it, now; the next request reads the database. */
  invalidate(source: AnswerGroup): void {
    for (const group of droppedWith(source)) {
      this.generations.set(group, (this.generations.get(group) ?? 0) + 1);
      const prefix = `${group}:`;
      for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
      for (const key of [...this.loading.keys()]) if (key.startsWith(prefix)) this.loading.delete(key);
    }
  }

  /** Drops everything (tests that edit the database directly). */
  clear(): void {
    for (const group of ANSWER_GROUPS) this.invalidate(group);
  }
}

const caches = new WeakMap<Db, AnswerCache>();

/** The answer cache of this database handle. */
export function answerCacheFor(db: Db): AnswerCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AnswerCache();
    caches.set(db, cache);
  }
  return cache;
}
