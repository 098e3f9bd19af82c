import { createHash } from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import 'webpack-dev-server';
import { styledComponentIds } from './scripts/styledComponentIds';
import { RENDERED_LANG_ATTRIBUTE } from './src/shared/renderHints';

const API_SERVER = process.env.DEV_API_URL ?? 'http://localhost:3000';

type FileSizes = { raw: number; gzip: number; brotli: number };
type ChunkGroupFiles = { js: string[]; css: string[] };

const isCode = (file: string) => /\.(js|css)$/.test(file);

/** The JS and CSS files of some chunks, sorted. */
function filesOf(chunks: Iterable<webpack.Chunk>): ChunkGroupFiles {
  const files = new Set<string>();
  for (const chunk of chunks) for (const file of chunk.files) if (isCode(file)) files.add(file);
  const sorted = [...files].sort();
  return { js: sorted.filter((f) => f.endsWith('.js')), css: sorted.filter((f) => f.endsWith('.css')) };
}

/**
 * Which page chunk (webpackChunkName in src/app/router.tsx) each path of the site needs;
 * a trailing * matches any rest of the path.
 */
const ROUTE_CHUNKS: [pattern: string, chunk: string][] = [
  ['/', 'home'],
  ['/about', 'about'],
  ['/contact', 'contact'],
  ['/career', 'career'],
  ['/our-brand', 'our-brand'],
  ['/investor-relation', 'investor-relation'],
  ['/login', 'login'],
  ['/my-profile', 'my-profile'],
  ['/my-appointments', 'my-appointments'],
  ['/doctors', 'doctors'],
  ['/doctors/*', 'doctors'],
  ['/appointment/*', 'appointment'],
  ['/verify', 'verify'],
];

/**
 * The script index.html loads first (async, external: the Content-Security-Policy allows
 * no inline scripts), which starts the web app's own scripts (the entry files, in order,
 * in place of the <script defer> tags HtmlWebpackPlugin wrote):
 * - on a page the server rendered, once its first picture has loaded and painted (3 s at
 *   most), so neither the scripts' bytes nor their compiling share the time before the
 *   largest paint; the page is readable and its links work meanwhile;
 * - on a page the browser renders, at once, together with preloads of the landing route's
 *   chunks, which the framework would otherwise find only after it has run.
 * Each script tag goes in a task of its own: adding one starts its request, which the
 * browser sets up on the main thread (traced at several milliseconds a request while the
 * page loads), and the three together made one of the longest tasks of the start.
 */
class StartScriptPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('StartScriptPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes, before the compression plugins compress index.html.
        { name: 'StartScriptPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const html = compilation.getAsset('index.html');
          const entry = compilation.entrypoints.get('main');
          if (!html || !entry) return;
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const initial = new Set(filesOf(entry.chunks).js);
          const table = ROUTE_CHUNKS.flatMap(([pattern, name]) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) return [];
            const files = filesOf(group.chunks).js.filter((file) => !initial.has(file));
            return [[pattern, files.map((file) => `${publicPath}${file}`)] as const];
          });
          // The entry files in the order index.html would run them; their tags go.
          let source = html.source.source().toString();
          const scripts: string[] = [];
          source = source.replace(/<script defer(?:="defer")? src="?([^" >]+)"?><\/script>/g, (_tag, src: string) => {
            scripts.push(src);
            return '';
          });
          if (scripts.length !== initial.size) {
            compilation.errors.push(new webpack.WebpackError(`StartScriptPlugin: found ${scripts.length} entry scripts in index.html, expected ${initial.size}`));
            return;
          }
          const code =
            `(function(){var r=${JSON.stringify(table)},s=${JSON.stringify(scripts)},d=document,n=0;` +
            `function load(){if(n++)return;var i=0;(function next(){var e=d.createElement('script');e.src=s[i++];e.async=false;d.head.appendChild(e);if(i<s.length)setTimeout(next,0)})()}` +
            `function hints(){var p=location.pathname.replace(/\\/+$/,'')||'/',i,m;` +
            `for(i=0;i<r.length;i++){m=r[i][0];if(m===p||(m.slice(-1)==='*'&&p.indexOf(m.slice(0,-1))===0)){` +
            `r[i][1].forEach(function(h){var l=d.createElement('link');l.rel='preload';l.as='script';l.href=h;d.head.appendChild(l)});return}}}` +
            `function go(){requestAnimationFrame(function(){setTimeout(load,0)})}` +
            `function start(){var root=d.getElementById('root'),img;` +
            `if(!root||!root.hasAttribute('${RENDERED_LANG_ATTRIBUTE}')){hints();load();return}` +
            `setTimeout(load,3000);img=root.querySelector('img[fetchpriority="high"]');` +
            `if(img&&img.decode)img.decode().then(go,go);else go()}` +
            `d.readyState==='loading'?d.addEventListener('DOMContentLoaded',start):start()})();\n`;
          const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
          const file = `assets/start.${hash}.js`;
          compilation.emitAsset(file, new webpack.sources.RawSource(code));
          const tag = `<script async src="${publicPath}${file}"></script>`;
          compilation.updateAsset('index.html', new webpack.sources.RawSource(source.replace('</head>', `${tag}</head>`)));
        },
      );
    });
  }
}

/**
 * Writes dist/bundle-manifest.json: the files every first visit loads (the entry point
 * that index.html references), the files of each named lazy chunk group (the router's
 * webpackChunkName pages) and of the groups those load later, and the raw, gzip and
 * brotli size of every JS and CSS file. bench/bundle.ts and bench/check-bundle.ts read it.
 */
class BundleManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('BundleManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After hashing and the compression plugins: the names and bytes are final.
        { name: 'BundleManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const descendants = (group: webpack.ChunkGroup) => {
            const seen = new Set<webpack.ChunkGroup>();
            const visit = (current: webpack.ChunkGroup) => {
              for (const child of current.getChildren()) {
                if (seen.has(child)) continue;
                seen.add(child);
                visit(child);
              }
            };
            visit(group);
            return seen;
          };

          const entry = compilation.entrypoints.get('main');
          const initial = entry ? filesOf(entry.chunks) : { js: [], css: [] };
          const initialFiles = new Set([...initial.js, ...initial.css]);
          const routes: Record<string, ChunkGroupFiles & { deferred: string[] }> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (group === entry || !name) continue;
            const own = filesOf(group.chunks);
            const ownFiles = new Set([...own.js, ...own.css]);
            const later = new Set<string>();
            for (const child of descendants(group)) {
              for (const file of [...filesOf(child.chunks).js, ...filesOf(child.chunks).css]) {
                if (!ownFiles.has(file) && !initialFiles.has(file)) later.add(file);
              }
            }
            routes[name] = {
              js: own.js.filter((f) => !initialFiles.has(f)),
              css: own.css.filter((f) => !initialFiles.has(f)),
              deferred: [...later].sort(),
            };
          }

          const files: Record<string, FileSizes> = {};
          for (const asset of compilation.getAssets()) {
            if (!isCode(asset.name)) continue;
            const buffer = asset.source.buffer();
            files[asset.name] = {
              raw: buffer.length,
              gzip: zlib.gzipSync(buffer, { level: 9 }).length,
              brotli: zlib.brotliCompressSync(buffer, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
              }).length,
            };
          }
          const chunks = [...compilation.chunks]
            .map((chunk) => ({
              id: chunk.id,
              name: chunk.name ?? null,
              initial: chunk.canBeInitial(),
              files: [...chunk.files].filter(isCode).sort(),
            }))
            .sort((a, b) => String(a.id).localeCompare(String(b.id)));

          const manifest = { publicPath: '/', initial, routes, chunks, files };
          compilation.emitAsset('bundle-manifest.json', new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        },
      );
    });
  }
}

/** How both builds read the source: the same modules, the same transforms. */
function sourceOptions(production: boolean): Pick<webpack.Configuration, 'resolve' | 'module'> {
  return {
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router 7 points every import at its development build (warnings and checks
      // included, remix-run/react-router#12532); production bundles take the production one.
      alias: production
        ? {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Types are checked by `npm run typecheck`; the bundle only needs transpiling.
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, getCustomTransformers: () => ({ before: [styledComponentIds(__dirname)] }) },
          },
        },
      ],
    },
  };
}

const definitions = () =>
  new webpack.DefinePlugin({
    'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? ''),
    'process.env.RAZORPAY_KEY_ID': JSON.stringify(process.env.RAZORPAY_KEY_ID ?? ''),
  });

/**
 * The server's renderer of pages (src/app/renderPage.tsx): one CommonJS file for Node with
 * every library inside, built from the same source with the same transforms as the
 * browser's bundle, so both render the same HTML with the same class names. Outside dist/,
 * which is served to browsers.
 */
const serverRenderConfig = (): webpack.Configuration => ({
  name: 'server-render',
  mode: 'production',
  target: 'node20',
  entry: { renderPage: './src/app/renderPage.tsx' },
  output: { path: path.resolve(__dirname, 'dist-server'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
  ...sourceOptions(true),
  devtool: false,
  // The pages' lazy imports go in the same file: the server has them all at hand.
  plugins: [definitions(), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  // Unminified: readable stack traces in the server's log cost no visitor a byte.
  optimization: { minimize: false },
  performance: { hints: false },
});

const browserConfig = (production: boolean): webpack.Configuration => ({
  name: 'browser',
  mode: production ? 'production' : 'development',
  entry: { main: './src/main.tsx' },
  output: {
    path: path.resolve(__dirname, 'dist'),
    publicPath: '/',
    filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
    chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
    // media/ and documents/ are written by their own build steps.
    clean: { keep: /^(media|documents)\// },
  },
  ...sourceOptions(production),
  devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
  plugins: [
    definitions(),
    new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
    new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
    ...(production ? [new StartScriptPlugin()] : []),
    new BundleManifestPlugin(),
    ...(production
      ? [
          new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|svg|json|txt)$/, threshold: 1024 }),
          new CompressionPlugin({
            filename: '[path][base].br',
            algorithm: 'brotliCompress',
            test: /\.(js|css|html|svg|json|txt)$/,
            compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.BrotliOptions,
            threshold: 1024,
          }),
        ]
      : []),
  ],
  optimization: {
    // The bundle targets browsers of 2020 on (ES2022 source): terser may write modern
    // syntax (shorter), and a third pass finds a little more to fold.
    minimizeOptions: { javascript: { ecma: 2020, compress: { ecma: 2020, passes: 3 } } },
    // Libraries (node_modules) apart from the app's own code, so an app release leaves the
    // long-cached libraries file alone; each page's own libraries follow its chunk. A
    // separate framework file was tried: it costs 2 KB more brotli on every first visit.
    splitChunks: { chunks: 'all' },
    runtimeChunk: 'single',
  },
  performance: { hints: false },
  devServer: {
    port: Number(process.env.DEV_PORT ?? 8080),
    hot: true,
    historyApiFallback: true,
    static: false,
    proxy: [{ context: ['/api', '/media', '/uploads', '/documents'], target: API_SERVER }],
  },
});

// The development server works with the browser's bundle alone (pages render in the browser).
export default (_env: unknown, argv: { mode?: 'production' | 'development' }): webpack.Configuration | webpack.Configuration[] =>
  argv.mode === 'development' ? browserConfig(false) : [browserConfig(true), serverRenderConfig()];
