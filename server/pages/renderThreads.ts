// Pages rendered on worker threads. A render is 10 to 20 ms of React in one piece, and on the
// thread that answers requests nothing else is answered meanwhile: one client flooding
// uncacheable pages held every reader of an answer from memory (`/api/theme`) behind its
// renders, whatever order the turns (http/turns.ts) started them in. On threads of their own,
// renders use the other cores and the main thread only gathers a page's answers and writes its
// head, so answers from memory keep their pace beside any number of renders.
//
// Each thread loads the renderer once (the Node build of src/app/renderPage.tsx, as
// pageRenderer.ts does on the main thread) and renders one page at a time; a page goes to the
// thread with the fewest waiting. A thread that fails (the renderer cannot load, or it
// crashes) fails the renders it held, which then go out without a render, as any failed render
// does (landingPage.ts), and is started again for the next one.
import { Worker } from 'node:worker_threads';
import type { PageRenderer, RenderedPage } from '../../src/shared/routing/serverRender';

/**
 * How much lower than the main thread a render thread runs (a nice value, 0 to 19). On a
 * machine whose cores are all busy, the kernel then gives the main thread its turn first, so
 * answers from memory keep their latency however many renders are waiting: on two cores with
 * a render flood, the main thread otherwise waited for the render thread's time slices.
 */
export const RENDER_THREAD_NICENESS = 10;

/**
 * The thread's whole program: its own lower priority (Linux gives each thread its own nice
 * value, set through its thread id; elsewhere it runs as it is), the renderer from
 * `workerData.file`, and a render per message.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
try {
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(threadId, workerData.niceness);
} catch {}
const { renderPage } = require(workerData.file);
parentPort.on('message', ({ id, args }) => {
  Promise.resolve()
    .then(() => renderPage(...args))
    .then(
      (page) => parentPort.postMessage({ id, page }),
      (error) => parentPort.postMessage({ id, error: String((error && error.stack) || error) }),
    );
});
`;

type Reply = { id: number; page?: RenderedPage; error?: string };
type Waiting = { resolve: (page: RenderedPage | undefined) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; waiting: Map<number, Waiting> };

export type RenderThreads = {
  /** Renders a page on the least busy thread. */
  renderPage: PageRenderer;
  /** Ends every thread; renders still waiting fail. */
  close(): Promise<void>;
};

/**
 * `count` (at least 1) threads rendering with the renderer in `file`, started now so that the
 * first page view does not wait for one to load.
 */
export function startRenderThreads(file: string, count: number): RenderThreads {
  const threads: (Thread | undefined)[] = Array.from({ length: Math.max(1, count) }, () => undefined);
  let nextId = 0;
  let closed = false;

  function failAll(thread: Thread, error: Error) {
    for (const waiting of thread.waiting.values()) waiting.reject(error);
    thread.waiting.clear();
  }

  function start(slot: number): Thread {
    const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { file, niceness: RENDER_THREAD_NICENESS } });
    const thread: Thread = { worker, waiting: new Map() };
    // An idle thread does not keep the process alive (a stop signal still ends it at once).
    worker.unref();
    worker.on('message', ({ id, page, error }: Reply) => {
      const waiting = thread.waiting.get(id);
      if (!waiting) return;
      thread.waiting.delete(id);
      if (thread.waiting.size === 0) worker.unref();
      if (error === undefined) waiting.resolve(page);
      else waiting.reject(new Error(`render thread: ${error}`));
    });
    const stopped = (error: Error) => {
      if (threads[slot] === thread) threads[slot] = undefined;
      failAll(thread, error);
    };
    worker.on('error', (error) => stopped(error));
    worker.on('exit', (code) => stopped(new Error(`render thread stopped (exit code ${code})`)));
    threads[slot] = thread;
    return thread;
  }

  function leastBusy(): Thread {
    let best: { slot: number; size: number } | undefined;
    for (const [slot, thread] of threads.entries()) {
      const size = thread?.waiting.size ?? 0;
      if (!best || size < best.size) best = { slot, size };
    }
    const slot = best?.slot ?? 0;
    return threads[slot] ?? start(slot);
  }

  for (const slot of threads.keys()) start(slot);

  return {
    renderPage: (...args) => {
      if (closed) return Promise.reject(new Error('render threads closed'));
      const thread = leastBusy();
      const id = (nextId += 1);
      return new Promise<RenderedPage | undefined>((resolve, reject) => {
        thread.waiting.set(id, { resolve, reject });
        // Waiting for a render keeps the process alive, as any request in flight does.
        thread.worker.ref();
        thread.worker.postMessage({ id, args });
      });
    },
    async close() {
      closed = true;
      const running = threads.filter((thread): thread is Thread => thread !== undefined);
      threads.fill(undefined);
      for (const thread of running) failAll(thread, new Error('render threads closed'));
      await Promise.all(running.map((thread) => thread.worker.terminate()));
    },
  };
}
