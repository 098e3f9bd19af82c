// How long the server waits on a client, in one place. Without these a socket that sends
// its headers and then one byte every ten seconds stays open for ever (measured: still
// open after 340 s), and enough of them hold every connection the process can take.

export type Timeouts = {
  /** Headers and body must have fully arrived within this, or the answer is 408 and the connection closes. */
  requestMs: number;
  /** The headers alone (a "slowloris" client that never finishes them). */
  headersMs: number;
  /** A connection with no traffic either way for this long is closed (longer than any answer takes). */
  idleMs: number;
  /** A kept-alive connection waits this long for its next request; above the usual proxy's 60 s, so the proxy closes first. */
  keepAliveMs: number;
  /** How often Node looks for requests past their time (its default, 30 s, would let a 60 s limit run to 90 s). */
  checkEveryMs: number;
};

export const DEFAULT_TIMEOUTS: Timeouts = {
  requestMs: 60_000,
  headersMs: 20_000,
  idleMs: 120_000,
  keepAliveMs: 72_000,
  checkEveryMs: 2_000,
};

/** Fastify's options for them. */
export function timeoutOptions(timeouts: Timeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  };
}
