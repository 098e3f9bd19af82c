// The release runner of one server process: a look at start-up (for releases that came due
// while the site was down), then a timer set for the next due release, looking again at
// least every `pollMs` for releases other processes scheduled.
import type { Db } from '../../db/connect';
import { nextReleaseAt, runDueReleases, type ReleaseRun } from './releaseRuns';

export type ReleaseLog = {
  info(detail: Record<string, unknown>, message: string): void;
  error(detail: Record<string, unknown>, message: string): void;
};

export type ReleaseWorker = {
  start(): void;
  stop(): Promise<void>;
  /** One look now (tests). */ tick(): Promise<ReleaseRun[]>;
};

/** How soon after its time a due release runs at the earliest: timers may fire a little early. */
const EARLIEST_MS = 50;

export function createReleaseWorker(options: {
  db: Db;
  now: () => Date;
  pollMs: number;
  log: ReleaseLog;
}): ReleaseWorker {
  const { db, now, pollMs, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<ReleaseRun[]> = Promise.resolve([]);
  let stopped = true;

  async function look(): Promise<ReleaseRun[]> {
    const runs = await runDueReleases(db, now());
    for (const run of runs) {
      const detail = {
        release: run.id,
        name: run.name,
        scheduledFor: run.scheduledFor.toISOString(),
        ranAt: run.ranAt.toISOString(),
        changed: run.changed.length,
      };
      if (run.outcome === 'done') log.info(detail, 'release ran');
      else log.error({ ...detail, error: run.error }, 'release failed: nothing of it was published');
    }
    return runs;
  }

  async function schedule() {
    if (stopped) return;
    const next = await nextReleaseAt(db).catch(() => undefined);
    if (stopped) return;
    const until = next ? next.getTime() - now().getTime() + EARLIEST_MS : pollMs;
    timer = setTimeout(tick, Math.max(EARLIEST_MS, Math.min(pollMs, until)));
    timer.unref();
  }

  function tick(): Promise<ReleaseRun[]> {
    running = look()
      .catch((error: unknown) => {
        log.error({ err: error }, 'looking for due releases failed');
        return [];
      })
      .finally(() => void schedule());
    return running;
  }

  return {
    start() {
      stopped = false;
      void tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    tick,
  };
}
