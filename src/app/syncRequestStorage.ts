// What the server's page renderer gets for node:async_hooks (scripts/webpack/syncRequestStoragePlugin.ts).
//
// React's server renderer keeps the request it works on in an AsyncLocalStorage, so that a
// resource hint (ReactDOM.preload and the like) called from async code, after an await, still
// finds its request. On Node 20 the first run() of any AsyncLocalStorage turns on an async
// hook for the whole process, for good: from the first rendered page on, every promise the
// server makes pays for it, kept pages and API answers alike (about a tenth of a kept page's
// time, measured under load). The site's pages call no React API from async code, and
// React sets its current request itself around its synchronous work, so a storage that holds
// the request for the synchronous call is all the renderer needs.
export class AsyncLocalStorage<T> {
  private store: T | undefined;

  getStore(): T | undefined {
    return this.store;
  }

  run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    const outer = this.store;
    this.store = store;
    try {
      return callback(...args);
    } finally {
      this.store = outer;
    }
  }
}
