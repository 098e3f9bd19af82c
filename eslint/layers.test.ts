import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Probe imports, linted as if they stood at these paths: each layer rule refuses the
// direction it forbids, with a message that says what to do, and lets the allowed ones by.
type Probe = { path: string; code: string };
const root = path.resolve(__dirname, '..');

function lint(probes: Probe[]): string[][] {
  const output = execFileSync(process.execPath, [path.join(root, 'eslint/lintProbes.mjs')], {
    cwd: root,
    input: JSON.stringify(probes),
    encoding: 'utf8',
  });
  const results = JSON.parse(output) as Array<Array<{ ruleId: string | null; message: string }>>;
  return results.map((messages) =>
    messages.filter(({ ruleId }) => ruleId === 'house/boundaries').map(({ message }) => message),
  );
}

const probe = (file: string, line: string): Probe => ({ path: file, code: `${line}\nexport const probe = [value];\n` });
const importing = (file: string, spec: string) => probe(file, `import { value } from '${spec}';`);

const refused: Array<[string, Probe, RegExp]> = [
  [
    'a service importing the HTTP layer',
    importing('server/services/probe.ts', '../http/errors'),
    /services\/ may not import server\/http\/: Throw a failure from services\/failures\.ts/,
  ],
  [
    'a service importing a route',
    importing('server/services/probe.ts', '../routes/auth'),
    /services\/ may not import server\/routes\//,
  ],
  [
    'a service importing the page render',
    importing('server/services/probe.ts', '../pages/robots'),
    /services\/ may not import server\/pages\//,
  ],
  [
    'a service importing Fastify',
    importing('server/services/probe.ts', 'fastify'),
    /server\/services\/ knows nothing of HTTP: it may not use fastify/,
  ],
  [
    'the database layer importing a service',
    importing('server/db/probe.ts', '../services/failures'),
    /server\/db\/ may not import server\/services\//,
  ],
  [
    'the database layer importing the settings',
    importing('server/db/probe.ts', '../config'),
    /server\/db\/ may not import server\/config\.ts/,
  ],
  [
    'the database layer importing a part of the settings',
    importing('server/db/probe.ts', '../config/defaults'),
    /server\/db\/ may not import server\/config\.ts or config\/: The database layer takes its settings as arguments/,
  ],
  [
    'a route importing a table (SQL in a route)',
    importing('server/routes/probe.ts', '../db/schema'),
    /A route holds no SQL: call a service/,
  ],
  [
    'the plumbing importing a route',
    importing('server/http/probe.ts', '../routes/auth'),
    /server\/http\/ may not import server\/routes\//,
  ],
  [
    'the plumbing importing the page render',
    importing('server/http/probe.ts', '../pages/pageCache'),
    /server\/http\/ may not import server\/pages\//,
  ],
  [
    'the page render importing a route',
    importing('server/pages/probe.ts', '../routes/auth'),
    /server\/pages\/ may not import server\/routes\//,
  ],
  [
    'the server importing the web app',
    importing('server/services/probe.ts', '../../src/features/booking'),
    /The server imports only src\/shared/,
  ],
  [
    'the web app importing the server',
    importing('src/features/booking/probe.ts', '../../../server/services/failures'),
    /The web app never imports server code/,
  ],
  [
    'the shared layer importing React',
    importing('src/shared/probe.ts', 'react'),
    /src\/shared runs in both programs: it may not use react/,
  ],
];

const allowed: Array<[string, Probe]> = [
  ['a route calling a service', importing('server/routes/probe.ts', '../services/booking')],
  [
    'a route naming the database type',
    probe(
      'server/routes/probe.ts',
      "import type { Db } from '../db/connect';\nconst value: Db | undefined = undefined;",
    ),
  ],
  ['the page render reading the database', importing('server/pages/probe.ts', '../db/schema')],
  ['the plumbing using a service', importing('server/http/probe.ts', '../services/failures')],
  [
    'a service using the database and the settings',
    probe(
      'server/services/probe.ts',
      "import { value } from '../db/errors';\nimport { ONE_MINUTE_MS } from '../config/defaults';\nvoid ONE_MINUTE_MS;",
    ),
  ],
  [
    'a route naming the settings',
    probe(
      'server/routes/probe.ts',
      "import type { Config } from '../config';\nconst value: Config | undefined = undefined;",
    ),
  ],
  [
    'a part of the settings reading a service, as the composition root may',
    importing('server/config/probe.ts', '../services/imageWork'),
  ],
  ['a service test reading the HTTP mapping', importing('server/services/probe.test.ts', '../http/errors')],
];

const verdicts = lint([...refused.map(([, p]) => p), ...allowed.map(([, p]) => p)]);

describe('the layer rules refuse', () => {
  test.each(refused.map(([name, , message], index) => [name, message, index] as const))(
    '%s',
    (_name, message, index) => {
      expect(verdicts[index]).toEqual([expect.stringMatching(message)]);
    },
  );
});

describe('the layer rules let by', () => {
  test.each(allowed.map(([name], index) => [name, refused.length + index] as const))('%s', (_name, index) => {
    expect(verdicts[index]).toEqual([]);
  });
});
