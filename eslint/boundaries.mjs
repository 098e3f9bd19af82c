// The import directions of the two programs, checked on every relative import:
//   src/shared      <- both programs: imports only itself (and no UI, state or server library)
//   src/components  <- the UI kit: shared only
//   src/state       <- the one API and the typed hooks: shared
//   src/features/X  <- shared, components, state, its own files, and other features only
//                      through their public index.ts
//   (state and features may import app/store's types: type-only, no runtime dependency)
//   src/app         <- the shell: anything in src
//   server          <- itself and src/shared; never the web app; inside it, the rooms of
//                      ./serverLayers.mjs (routes, pages, http, services, db, cli)
// A layer that may not reach another is named in the message, so a refusal says what to do.
import path from 'node:path';
import { serverRoomOf, serverVerdict } from './serverLayers.mjs';

const SRC_LAYERS = ['shared', 'components', 'state', 'features', 'app', 'test'];

/** The layer of a file, or undefined for files the rule does not govern. */
function layerOf(file, root) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'server') return { name: 'server', room: serverRoomOf(rel) };
  if (rel[0] !== 'src') return undefined;
  if (rel.length === 2) return { name: 'entry' };
  if (rel[1] === 'features')
    return { name: 'features', feature: rel[2], isIndex: rel.length === 4 && /^index\.tsx?$/.test(rel[3]) };
  return SRC_LAYERS.includes(rel[1]) ? { name: rel[1] } : { name: 'entry' };
}

const ALLOWED = {
  shared: ['shared'],
  components: ['shared', 'components'],
  state: ['shared', 'state'],
  features: ['shared', 'components', 'state', 'features'],
  app: ['shared', 'components', 'state', 'features', 'app', 'entry'],
  entry: ['shared', 'components', 'state', 'features', 'app', 'entry'],
  test: ['shared', 'components', 'state', 'features', 'app', 'test', 'entry'],
  server: ['server', 'shared'],
};

/** Libraries of the web layer, which the server's business rules and database layer do without. */
const HTTP_LIBRARIES = /^(fastify|@fastify\/|fastify-plugin)(\/|$)/;

/** Libraries the shared layer may not use: it runs in the browser and on the server, under neither's framework. */
const NOT_IN_SHARED =
  /^(react|react-dom|react-redux|react-router|react-router-dom|react-hook-form|styled-components|@reduxjs\/|fastify|@fastify\/|drizzle-orm|pg|@electric-sql\/|node:)/;

function verdict(from, to, isTypeOnly, target, isTest) {
  if (from.name === 'server' && to.name !== 'server' && to.name !== 'shared') {
    // Server tests may render pages with the web app's own renderer, the seam between the programs.
    if (isTest && /src[\\/]app[\\/]renderPage$/.test(target)) return undefined;
    return "The server imports only src/shared from the web app's folder: move what both programs need there.";
  }
  if (from.name !== 'server' && to.name === 'server') return 'The web app never imports server code.';
  if (from.name === 'server')
    return isTest || to.name !== 'server' ? undefined : serverVerdict(from.room, to.room, isTypeOnly);
  // Tests may build what they test with (the store, render helpers, the msw server).
  const allowed = isTest && from.name !== 'shared' ? ALLOWED.test : ALLOWED[from.name];
  if (!allowed.includes(to.name)) {
    // The store's types (RootState, AppDispatch, AppThunk) describe what features build; a
    // type-only import of them leaves no runtime dependency on the shell.
    if (
      (from.name === 'state' || from.name === 'features') &&
      to.name === 'app' &&
      isTypeOnly &&
      /app[\\/]store$/.test(target)
    )
      return undefined;
    return `src/${from.name} may import only ${allowed.map((l) => `src/${l}`).join(', ')}, not src/${to.name}.`;
  }
  if (from.name === 'features' && to.name === 'features' && from.feature !== to.feature && !to.isIndex) {
    return `features/${from.feature} may use features/${to.feature} only through its index.ts (its public part).`;
  }
  return undefined;
}

function resolveTarget(file, spec) {
  return path.resolve(path.dirname(file), spec);
}

/** A target path without extension may name a folder (its index.ts). */
function targetFile(target, exists) {
  for (const candidate of [
    `${target}.ts`,
    `${target}.tsx`,
    target,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
  ]) {
    if (exists(candidate)) return candidate;
  }
  return target;
}

export function createBoundaries({ root, exists }) {
  return {
    meta: {
      type: 'problem',
      schema: [],
      docs: { description: 'Import directions between the shared layer, the web app and the server' },
    },
    create(context) {
      const file = context.filename;
      const from = layerOf(file, root);
      if (!from) return {};
      const isTest = /(\.test\.tsx?|[tT]estData\.ts)$/.test(file);
      const check = (node, spec, isTypeOnly) => {
        if (typeof spec !== 'string') return;
        if (!spec.startsWith('.')) {
          if (from.name === 'shared' && !isTest && NOT_IN_SHARED.test(spec)) {
            context.report({ node, message: `src/shared runs in both programs: it may not use ${spec}.` });
          }
          if ((from.room === 'services' || from.room === 'db') && !isTest && HTTP_LIBRARIES.test(spec)) {
            context.report({
              node,
              message: `server/${from.room}/ knows nothing of HTTP: it may not use ${spec}; take plain values and let routes/ or http/ speak Fastify.`,
            });
          }
          return;
        }
        const target = resolveTarget(file, spec);
        const to = layerOf(targetFile(target, exists), root);
        if (!to) return;
        const message = verdict(from, to, isTypeOnly, target, isTest);
        if (message) context.report({ node, message });
      };
      return {
        ImportDeclaration: (node) => check(node.source, node.source.value, node.importKind === 'type'),
        ExportNamedDeclaration: (node) =>
          node.source && check(node.source, node.source.value, node.exportKind === 'type'),
        ExportAllDeclaration: (node) => check(node.source, node.source.value, node.exportKind === 'type'),
        ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value, false),
      };
    },
  };
}
