import os from 'node:os';
import path from 'node:path';
import { RENDER_THREAD_NICENESS, startRenderThreads, type RenderThreads } from './renderThreads';

const RENDERER = path.join(__dirname, '../test/threadRenderer.cjs');

let threads: RenderThreads;
afterEach(() => threads.close());

test('a page is rendered on a thread of its own and comes back as the renderer made it', async () => {
  threads = startRenderThreads(RENDERER, 1);
  const page = await threads.renderPage('/en/about', 'english', {}, 120_000, 'visitor');
  expect(page).toMatchObject({ html: '<p>/en/about english visitor</p>', styles: '<style></style>', minute: 120_000 });
  expect((page as { threadId?: number }).threadId).toBeGreaterThan(0);
});

test('the main thread answers others while a render works', async () => {
  threads = startRenderThreads(RENDERER, 1);
  let rendered = false;
  const render = threads.renderPage('/', 'indonesian', { busyMs: 1500 }).then(() => {
    rendered = true;
  });
  // A render on this thread would hold the timer until it ended.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(rendered).toBe(false);
  await render;
  expect(rendered).toBe(true);
});

test('renders go to the thread with the fewest waiting', async () => {
  threads = startRenderThreads(RENDERER, 2);
  const pages = await Promise.all(
    ['/a', '/b', '/c', '/d'].map((url) => threads.renderPage(url, 'indonesian', { busyMs: 100 })),
  );
  const used = new Set(pages.map((page) => (page as { threadId?: number }).threadId));
  expect(used.size).toBe(2);
});

test('a render that fails says why; one whose thread ends fails, and the next gets a new thread', async () => {
  threads = startRenderThreads(RENDERER, 1);
  await expect(threads.renderPage('/', 'indonesian', { fail: 'no such page part' })).rejects.toThrow(
    'no such page part',
  );
  await expect(threads.renderPage('/', 'indonesian', { crash: true })).rejects.toThrow(
    'render thread stopped (exit code 3)',
  );
  await expect(threads.renderPage('/about', 'indonesian', {})).resolves.toMatchObject({
    html: '<p>/about indonesian undefined</p>',
  });
});

test('a renderer that cannot load fails its renders instead of the server', async () => {
  threads = startRenderThreads(path.join(__dirname, 'no-such-renderer.cjs'), 1);
  await expect(threads.renderPage('/', 'indonesian', {})).rejects.toThrow(/Cannot find module/);
});

test('closing fails the renders still waiting and ends the threads', async () => {
  threads = startRenderThreads(RENDERER, 1);
  const waiting = expect(threads.renderPage('/', 'indonesian', { busyMs: 2000 })).rejects.toThrow(
    'render threads closed',
  );
  await threads.close();
  await waiting;
  await expect(threads.renderPage('/', 'indonesian', {})).rejects.toThrow('render threads closed');
});

test('render threads run below the main thread, so answers from memory go first on busy cores', async () => {
  expect(process.platform).toBe('linux');
  const mainThread = os.getPriority();
  threads = startRenderThreads(RENDERER, 2);
  const pages = await Promise.all([
    threads.renderPage('/a', 'indonesian', { busyMs: 50 }),
    threads.renderPage('/b', 'indonesian', { busyMs: 50 }),
  ]);
  // Each page says the nice value of the thread that rendered it.
  expect(pages.map((page) => (page as { niceness?: number }).niceness)).toEqual([
    RENDER_THREAD_NICENESS,
    RENDER_THREAD_NICENESS,
  ]);
  // The main thread keeps its own.
  expect(os.getPriority()).toBe(mainThread);
});
