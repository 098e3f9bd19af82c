// Where @fastify/rate-limit keeps its counts: in the database, so a limit of N is N across
// every server process sharing one PostgreSQL (and, on the embedded database, survives a
// restart). One statement per counted request: an upsert that starts a new window when the
// old one is over and otherwise adds one, and answers the count and the time left, both
// on the database's clock.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rateLimitCounters as counters } from '../db/schema';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };

/** Windows over this long ago are deleted now and then, so the table holds only live counts. */
const KEEP_ENDED_MS = 60 * 60_000;
const SWEEP_EVERY = 500;

/** The store class the plugin instantiates (`store` option), bound to one database. */
export function databaseRateLimitStore(db: Db) {
  let counted = 0;

  async function increment(key: string, windowMs: number): Promise<Counted> {
    const over = sql`${counters.windowStart} + make_interval(secs => ${counters.windowMs} / 1000.0) <= now()`;
    const [row] = await db
      .insert(counters)
      .values({ key, hits: 1, windowStart: sql`now()`, windowMs })
      .onConflictDoUpdate({
        target: counters.key,
        set: {
          hits: sql`CASE WHEN ${over} THEN 1 ELSE ${counters.hits} + 1 END`,
          windowStart: sql`CASE WHEN ${over} THEN now() ELSE ${counters.windowStart} END`,
          windowMs: sql`excluded.window_ms`,
        },
      })
      .returning({
        hits: counters.hits,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from ${counters.windowStart} + make_interval(secs => ${counters.windowMs} / 1000.0) - now()) * 1000))::int`,
      });
    counted += 1;
    if (counted % SWEEP_EVERY === 0) {
      await db
        .delete(counters)
        .where(lt(counters.windowStart, sql`now() - make_interval(secs => ${KEEP_ENDED_MS / 1000})`));
    }
    return { current: row.hits, ttl: Number(row.ttl) };
  }

  return class DatabaseRateLimitStore {
    /** The plugin passes its options (unused: each route's limits come with each call). */
    constructor(
      _options?: unknown,
      private readonly namespace = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      increment(`${this.namespace}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Each limited route counts apart (the plugin makes one child per route or handler). */
    child(routeOptions: object) {
      const params = routeOptions as RouteParams;
      const route = params.routeInfo?.url
        ? `${[params.routeInfo.method].flat().join(',')} ${params.routeInfo.url}`
        : 'handler';
      return new DatabaseRateLimitStore(undefined, params.groupId ?? route);
    }
  };
}
