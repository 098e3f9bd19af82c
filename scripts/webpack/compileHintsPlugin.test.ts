import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from './compileHintsPlugin';

type Built = Record<'main' | 'page' | 'extra', { code: string; map: TraceMap }>;

/**
 * Builds, minified and with source maps as the site is built, an entry that loads a page's
 * chunk and another chunk; each file's code and its source map.
 */
async function built(plugins: webpack.WebpackPluginInstance[]): Promise<Built> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    'import(/* webpackChunkName: "page" */ \'./page\').then((page) => page.show(document.body));\nimport(/* webpackChunkName: "extra" */ \'./extra\');\n',
  );
  fs.writeFileSync(
    path.join(dir, 'page.js'),
    "export function show(element) {\n  element.textContent = 'Selamat datang di halaman ini';\n}\n",
  );
  fs.writeFileSync(path.join(dir, 'extra.js'), "export const extra = () => 'tambahan';\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'out'), filename: '[name].js', chunkFilename: '[name].js' },
    plugins,
  });
  try {
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    const read = (name: string) => {
      const file = path.join(dir, 'out', `${name}.js`);
      return { code: fs.readFileSync(file, 'utf8'), map: new TraceMap(fs.readFileSync(`${file}.map`, 'utf8')) };
    };
    return { main: read('main'), page: read('page'), extra: read('extra') };
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Where the page's greeting comes from, by the source map of the built page file. */
function greetingSource({ code, map }: Built['page']) {
  // The string's opening quote, whichever the minifier chose.
  const at = code.indexOf('Selamat datang') - 1;
  const before = code.slice(0, at).split('\n');
  const { source, line } = originalPositionFor(map, { line: before.length, column: before[before.length - 1].length });
  return { source: source?.replace(/^.*\//, ''), line };
}

test('the entry and the pages’ chunks start with the hint, minified; other chunks do not; the maps still point home', async () => {
  const files = await built([new CompileHintsPlugin({ entry: 'main', pageChunks: ['page'] })]);
  expect(files.main.code.startsWith(COMPILE_HINT)).toBe(true);
  expect(files.page.code.startsWith(COMPILE_HINT)).toBe(true);
  expect(files.extra.code).not.toContain('allFunctionsCalledOnLoad');
  expect(greetingSource(files.page)).toEqual({ source: 'page.js', line: 2 });
}, 60_000);

test('without the plugin no file has the hint (what the plugin is for)', async () => {
  const files = await built([]);
  for (const file of Object.values(files)) expect(file.code).not.toContain('allFunctionsCalledOnLoad');
  expect(greetingSource(files.page)).toEqual({ source: 'page.js', line: 2 });
}, 60_000);
