import { routeNames, routeTable } from '../../src/shared/routing/routeTable';
import { buildStartTable } from './startScriptPlugin';

const scripts = ['/assets/runtime.1.js', '/assets/main.2.js'];
const chunkFiles: Record<string, string[]> = Object.fromEntries(
  [...new Set(routeNames.map((name) => routeTable[name].chunk))].map((chunk) => [chunk, [`/assets/${chunk}.js`]]),
);

test('the start table has every page of the route table, in order, with its chunk’s files', () => {
  const { table, missing } = buildStartTable(scripts, (chunk) => chunkFiles[chunk]);
  expect(missing).toEqual([]);
  expect(table.scripts).toEqual(scripts);
  expect(table.routes).toEqual(
    routeNames.map((name) => [routeTable[name].pattern, [`/assets/${routeTable[name].chunk}.js`]]),
  );
});

test('it prefetches the pages the table marks, each file once', () => {
  const { table } = buildStartTable(scripts, (chunk) =>
    chunk === 'about' ? ['/assets/shared.js', '/assets/about.js'] : ['/assets/shared.js', ...(chunkFiles[chunk] ?? [])],
  );
  const marked = routeNames
    .filter((name) => 'prefetch' in routeTable[name])
    .map((name) => `/assets/${routeTable[name].chunk}.js`);
  expect(table.prefetch).toEqual(['/assets/shared.js', ...marked]);
});

test('a chunk the build does not have is named, so the build fails', () => {
  const { missing } = buildStartTable(scripts, (chunk) => (chunk === 'verify' ? undefined : chunkFiles[chunk]));
  expect(missing).toEqual(['verify']);
});
