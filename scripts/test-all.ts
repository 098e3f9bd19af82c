// `npm test`: type check, lint, import cycles, formatting, Jest (web and server; the server suite again on
// PostgreSQL when TEST_DATABASE_URL is set), production build, the bundle budgets, and
// the Playwright journeys. Ends with the totals of every suite on one line (the budget
// check counts as one test).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium, INSTALL_HINT } from '../e2e/chromium';

const REPORTS = path.resolve('.test-reports');
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(label);
  return ok;
}

/**
 * Steps that are each mostly one process on one core, run at once; each step's output is
 * printed whole when it ends, so the log reads as if they had run one after the other.
 */
async function runTogether(steps: Array<{ label: string; command: string; args: string[] }>): Promise<void> {
  const ended = steps.map(
    ({ label, command, args }) =>
      new Promise<{ label: string; ok: boolean; output: string }>((resolve) => {
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        const chunks: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code) => resolve({ label, ok: code === 0, output: Buffer.concat(chunks).toString() }));
      }),
  );
  for (const step of await Promise.all(ended)) {
    console.log(`\n▶ ${step.label}`);
    process.stdout.write(step.output);
    if (!step.ok) failures.push(step.label);
  }
}

function countJest(file: string) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
}

function countPlaywright(file: string) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
}

async function main() {
  const jestEnv = { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' };

  // Four type-check projects (the shared layer and the server without the DOM library, the web
  // app with it, the tooling), the lint (with the layer rules), the import-cycle check and the
  // formatting check: each a process that keeps about one core busy at most, so they run side by side.
  await runTogether([
    { label: 'Type check', command: 'npm', args: ['run', '--silent', 'typecheck'] },
    { label: 'Lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
    { label: 'Import cycles', command: 'npm', args: ['run', '--silent', 'cycles'] },
    { label: 'Formatting', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
  ]);

  const jestFile = path.join(REPORTS, 'jest.json');
  run('Jest: web and server (PGlite)', 'npx', ['jest', '--json', `--outputFile=${jestFile}`], {
    ...jestEnv,
    TEST_DATABASE_URL: '',
  });
  countJest(jestFile);

  if (process.env.TEST_DATABASE_URL) {
    const pgFile = path.join(REPORTS, 'jest-postgres.json');
    run(
      'Jest: server on PostgreSQL',
      'npx',
      ['jest', '--selectProjects', 'server', '--json', `--outputFile=${pgFile}`],
      jestEnv,
    );
    countJest(pgFile);
  }

  const built = run('Production build', 'npm', ['run', 'build']);

  if (built) {
    if (run('Bundle budgets', 'npm', ['run', 'bench:check'])) passed += 1;
    else failed += 1;
  }

  if (!findChromium()) {
    console.error(`\n✖ ${INSTALL_HINT}`);
    failures.push('Browser tests (no Chromium)');
    failed += 1;
  } else if (built) {
    run('Playwright journeys', 'npx', ['playwright', 'test']);
    countPlaywright(path.join(REPORTS, 'playwright.json'));
  }

  if (failures.length > 0) console.error(`\n✖ Failed steps: ${failures.join(', ')}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
}

void main();
