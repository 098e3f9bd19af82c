// Rendered pages kept ready to send. Every anonymous visitor of one page in one language gets
// the same HTML, so rendering it again for each (React on the server, several milliseconds)
// made a page cost dozens of API answers. A kept page is exactly as fresh as the answers it was
// made from: it records each answer's cache key and ETag (services/answerCache.ts), and it is
// served only while every one of those answers is still the one the answer cache holds. A write
// through this process drops the answers it changes, so the page goes with them at once; a
// write through another process shows when the answers expire (CONTENT_CACHE_MS), as the API's
// own answers do. A page that shows the time (free slots) is kept only until the minute it was
// rendered at ends (src/components/renderClock.ts). Memory is bounded by bytes, least
// recently used first out.
import { ByteBoundedMap } from '../http/byteBoundedMap';
import { type PreparedAnswer } from '../services/answerCache';

/** One answer a page was made from: its key in the answer cache and its ETag then. */
export type PageSource = readonly [key: string, etag: string];

export type KeptPage = {
  /** The page's HTML with its ETag and its compressed copies (made before it is kept). */
  answer: PreparedAnswer;
  sources: readonly PageSource[];
  /** For a page that shows the time: the instant (ms) from which it may show a slot that has begun. */
  until?: number;
};

/** What the answer cache holds now under a key: the ETag of its live answer, if any. */
export type CurrentEtag = (key: string) => string | undefined;

export class PageCache {
  private readonly pages: ByteBoundedMap<KeptPage>;
  private readonly building = new Map<string, Promise<unknown>>();

  constructor(
    maxBytes: number,
    private readonly currentEtag: CurrentEtag,
    private readonly now: () => number = Date.now,
  ) {
    this.pages = new ByteBoundedMap(maxBytes);
  }

  /** The kept page under `key` while every answer it was made from is current, and its minute lasts; it becomes the most recently used. */
  fresh(key: string): KeptPage | undefined {
    const page = this.pages.peek(key);
    if (!page || !this.isCurrent(page.sources) || (page.until !== undefined && this.now() >= page.until))
      return undefined;
    return this.pages.get(key);
  }

  /** The page kept under `key`, current or not, without counting as a use. */
  peek(key: string): KeptPage | undefined {
    return this.pages.peek(key);
  }

  /** Whether these answers are still the ones the answer cache holds. */
  isCurrent(sources: readonly PageSource[]): boolean {
    return sources.every(([key, etag]) => this.currentEtag(key) === etag);
  }

  /** Makes the page under `key` once for every request that asks meanwhile (they all get what `build` gives). */
  async once<T>(key: string, build: () => Promise<T>): Promise<T> {
    const pending = this.building.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const promise = build().finally(() => this.building.delete(key));
    this.building.set(key, promise);
    return promise;
  }

  keep(key: string, page: KeptPage): void {
    this.pages.set(key, page, sizeOf(page));
  }

  get size() {
    const { entries, bytes } = this.pages.size;
    return { pages: entries, bytes };
  }
}

/** A page's weight: its text (UTF-8), its compressed copies and its sources. */
function sizeOf({ answer, sources }: KeptPage): number {
  const encoded = Object.values(answer.encoded ?? {}).reduce((sum, bytes) => sum + (bytes?.length ?? 0), 0);
  return Buffer.byteLength(answer.body) + encoded + sources.length * 64;
}
