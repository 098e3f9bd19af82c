import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { SyncRequestStoragePlugin, withSyncRequestStorage } from './syncRequestStoragePlugin';

/**
 * Builds, for Node as the server's renderer is built, an entry that renders a paragraph with
 * react-dom's prerenderToNodeStream and another module that takes node:async_hooks too;
 * the built file's source and what it renders.
 */
async function built(
  plugins: webpack.WebpackPluginInstance[],
): Promise<{ source: string; html: string; othersStorage: unknown }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'request-storage-'));
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    [
      "const { createElement } = require('react');",
      "const { prerenderToNodeStream } = require('react-dom/static');",
      "const { AsyncLocalStorage } = require('node:async_hooks');",
      'exports.othersStorage = AsyncLocalStorage;',
      'exports.render = async () => {',
      "  const { prelude } = await prerenderToNodeStream(createElement('p', null, 'Selamat datang'));",
      "  let html = '';",
      '  for await (const chunk of prelude) html += chunk;',
      '  return html;',
      '};',
    ].join('\n'),
  );
  const compiler = webpack({
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out'), filename: 'render.cjs', library: { type: 'commonjs2' } },
    resolve: { modules: [path.resolve(__dirname, '../../node_modules')], extensions: ['.ts', '.js'] },
    resolveLoader: { modules: [path.resolve(__dirname, '../../node_modules')] },
    module: { rules: [{ test: /\.ts$/, use: { loader: 'ts-loader', options: { transpileOnly: true } } }] },
    optimization: { minimize: false },
    plugins,
  });
  try {
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    const file = path.join(dir, 'out', 'render.cjs');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(file) as { render: () => Promise<string>; othersStorage: unknown };
    return { source: fs.readFileSync(file, 'utf8'), html: await module.render(), othersStorage: module.othersStorage };
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test("react-dom's renderer gets the synchronous storage and still renders; other modules keep Node's", async () => {
  const { source, html, othersStorage } = await built([new SyncRequestStoragePlugin()]);
  expect(html).toBe('<p>Selamat datang</p>');
  expect(source).toContain('class AsyncLocalStorage');
  // react-dom imported it as "async_hooks", the other module as "node:async_hooks".
  expect(source).not.toContain('require("async_hooks")');
  expect(source).toContain('require("node:async_hooks")');
  expect(othersStorage).toBe((await import('node:async_hooks')).AsyncLocalStorage);
}, 60_000);

test("without the plugin react-dom's renderer takes Node's AsyncLocalStorage (what the plugin is for)", async () => {
  const { source, html } = await built([]);
  expect(html).toBe('<p>Selamat datang</p>');
  expect(source).not.toContain('class AsyncLocalStorage');
  expect(source).toContain('require("async_hooks")');
}, 60_000);

test('a react-dom build that imports async_hooks other than once stops the build', () => {
  expect(() => withSyncRequestStorage('var a = 1;')).toThrow('found 0');
  expect(withSyncRequestStorage('var async_hooks = require("async_hooks");')).toMatch(
    /require\(".*syncRequestStorage\.ts"\)/,
  );
});
