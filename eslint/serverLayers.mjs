// The rooms of the server and the directions their imports may take (docs/architecture.md
// draws them):
//   root files (main, app, config, cluster, backgroundWork…)  <- the composition root: anything
//   config.ts + config/  the settings (config/ holds config.ts's parts): of the composition root,
//              and read by every room but db/
//   routes/    thin plugins: validate, call a service, answer; SQL and rules live in services/
//   pages/     everything that turns a request into a page
//   http/      the request plumbing: auth, limits, errors, timeouts, uploads, answer caching
//   services/  the business rules; they know nothing of HTTP (failures.ts says why they refuse)
//   db/        schema, migrations, the connection
//   cli/       commands run beside the server
// Tests (and the server's test helpers, reliability and security suites) may reach anything.

/** For each room, the rooms it may import and what to do instead when it may not. */
export const SERVER_ROOMS = {
  routes: { may: ['routes', 'http', 'services', 'pages', 'config'], typeOnly: ['db'] },
  pages: { may: ['pages', 'http', 'services', 'db', 'config'] },
  http: { may: ['http', 'services', 'db', 'config'] },
  services: { may: ['services', 'db', 'config'] },
  db: { may: ['db'] },
  cli: { may: ['cli', 'services', 'db', 'config'] },
};

const ADVICE = {
  'services>http':
    'Throw a failure from services/failures.ts (http/errors.ts maps it to a status) and take plain values, not requests.',
  'services>routes': 'A service is called by routes, never the other way: move what both need into services/.',
  'services>pages': 'Move what the page and the rule share into services/, or let the page call the service.',
  'routes>db': 'A route holds no SQL: call a service that does (a type import of db/connect is fine).',
  'http>routes': 'The plumbing serves every route: move what both need into http/ or services/.',
  'http>pages': 'The plumbing serves every page: move what both need into http/.',
  'db>services': 'The database layer knows no rules: move what it needs into db/.',
  'db>http': 'The database layer knows nothing of HTTP.',
  'db>config': 'The database layer takes its settings as arguments (see db/connect.ts).',
};

/**
 * The room of a server file: 'config' for config.ts and config/, 'root' for the other top-level
 * files, undefined for tests' own folders.
 */
export function serverRoomOf(relParts) {
  if (relParts[1] === 'config.ts' || relParts[1] === 'config') return 'config';
  if (relParts.length === 2) return 'root';
  const room = relParts[1];
  if (room in SERVER_ROOMS) return room;
  return undefined;
}

/** Why `from` may not import `to` (rooms), or undefined when it may. */
export function serverVerdict(from, to, isTypeOnly) {
  if (!from || !to || from === 'root' || from === to) return undefined;
  const rules = SERVER_ROOMS[from];
  if (!rules) return undefined;
  if (rules.may.includes(to) || (isTypeOnly && rules.typeOnly?.includes(to))) return undefined;
  const target =
    to === 'config' ? 'config.ts or config/' : to === 'root' ? 'the composition root (main.ts, app.ts…)' : `${to}/`;
  const advice = ADVICE[`${from}>${to}`] ?? `Pass it in from the composition root (app.ts) instead.`;
  return `server/${from}/ may not import server/${target}: ${advice}`;
}
