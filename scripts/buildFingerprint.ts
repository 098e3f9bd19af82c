// What the production build reads, a fingerprint of it, and whether a build is due.
// `npm start` skips the build when the fingerprint matches the one recorded by the last
// successful build and its outputs are all there; `npm run build` always builds and then
// records. Contents are hashed rather than compared by time or by git: a checkout may be a
// tarball, and a `git checkout` back and forth touches files without changing them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Folders read by the build, whole. Test files in them are included: they cannot change the
 * output, but leaving them out would need a rule that must stay in step with webpack's and
 * the build scripts' own idea of what they read. All of scripts/ counts, so a transformer
 * added later is covered without anyone remembering to list it.
 */
export const INPUT_FOLDERS = ['src', 'public', 'assets', 'scripts'];

/**
 * Single files read by the build. The lock file stands for node_modules: the libraries are
 * bundled into the output. The seed files build-documents reads: contentData.ts (the list of
 * investor documents), restaurantsData.ts and menusData.ts (the brands and their menus); the
 * rest of server/ is not built, so editing it never costs a build.
 */
export const INPUT_FILES = [
  'webpack.config.ts',
  'package.json',
  'package-lock.json',
  'server/db/seed/contentData.ts',
  'server/db/seed/restaurantsData.ts',
  'server/db/seed/menusData.ts',
];

/** tsconfig.json and any tsconfig.*.json beside it: ts-loader reads them. */
const TSCONFIG = /^tsconfig(\..+)?\.json$/;

/** Environment variables the bundles embed (DefinePlugin in webpack.config.ts). Unset and empty build the same. */
export const BUILD_ENV = ['API_BASE_URL', 'RAZORPAY_KEY_ID'];

/** Files the server needs from a build; when one is gone, the build runs whatever the record says. */
export const BUILD_OUTPUTS = ['dist/index.html', 'dist-server/renderPage.cjs', 'dist/media'];

/**
 * Where the last successful build's fingerprint is kept. In dist-server/ rather than dist/:
 * the server publishes dist/ as it is, dotfiles included. A build removes it first and
 * writes it last, so one that stops halfway leaves no record behind.
 */
export const RECORD_FILE = 'dist-server/build-fingerprint.json';

export type Fingerprint = {
  /** Hash of every input file's path and content. */
  sources: string;
  /** Hash of each build-time variable's value, by name (the values themselves stay out of the file). */
  environment: Record<string, string>;
};

export type BuildRecord = Fingerprint & { builtAt: string };

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function filesUnder(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    // stat, not the entry's own type: a symlink counts as what it points to.
    const stat = fs.statSync(path.join(root, relative));
    if (stat.isDirectory()) found.push(...filesUnder(root, relative));
    else if (stat.isFile()) found.push(relative);
  }
  return found;
}

/** Every input file that exists, as sorted `/`-separated paths relative to `root`. */
export function listInputFiles(root: string): string[] {
  const files = INPUT_FOLDERS.flatMap((folder) => filesUnder(root, folder));
  const tsconfigs = fs.readdirSync(root).filter((name) => TSCONFIG.test(name));
  for (const file of [...INPUT_FILES, ...tsconfigs]) if (isFile(path.join(root, file))) files.push(file);
  return [...new Set(files)].sort();
}

/** The fingerprint of the build's inputs in `root` under the environment `env`. */
export function computeFingerprint(root: string, env: NodeJS.ProcessEnv): Fingerprint {
  const hash = createHash('sha256');
  for (const file of listInputFiles(root)) {
    // The path and a hash of the content, each ended by a byte no path holds, so a rename
    // or moving bytes from one file to the next changes the whole.
    hash.update(`${file}\0${sha256(fs.readFileSync(path.join(root, file)))}\0`);
  }
  const environment: Record<string, string> = {};
  for (const name of BUILD_ENV) environment[name] = sha256(`${name}=${env[name] ?? ''}`).slice(0, 16);
  return { sources: hash.digest('hex'), environment };
}

export function readRecord(root: string): BuildRecord | null {
  try {
    const record = JSON.parse(fs.readFileSync(path.join(root, RECORD_FILE), 'utf8')) as Partial<BuildRecord>;
    if (
      typeof record.sources !== 'string' ||
      typeof record.builtAt !== 'string' ||
      typeof record.environment !== 'object' ||
      !record.environment
    )
      return null;
    return record as BuildRecord;
  } catch {
    return null;
  }
}

export function writeRecord(root: string, fingerprint: Fingerprint, builtAt: Date): void {
  const file = path.join(root, RECORD_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const record: BuildRecord = { ...fingerprint, builtAt: builtAt.toISOString() };
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

/** Forgets the last build, so that one which does not finish is not taken for done. */
export function clearRecord(root: string): void {
  fs.rmSync(path.join(root, RECORD_FILE), { force: true });
}

export function missingOutputs(root: string): string[] {
  return BUILD_OUTPUTS.filter((output) => !fs.existsSync(path.join(root, output)));
}

export type BuildDecision = { build: boolean; message: string };

/** Local time to the minute, the way a person reads it in a terminal: 2026-11-24 17:40. */
export function formatLocalMinute(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** Whether to build, and the one line that says why. */
export function decideBuild(record: BuildRecord | null, current: Fingerprint, missing: string[]): BuildDecision {
  if (missing.length === BUILD_OUTPUTS.length) return { build: true, message: 'No build yet: building…' };
  if (missing.length) return { build: true, message: `Build output missing (${missing.join(', ')}): building…` };
  if (!record) return { build: true, message: 'No record of a finished build: building…' };
  const changedEnv = BUILD_ENV.filter((name) => record.environment[name] !== current.environment[name]);
  const sourcesChanged = record.sources !== current.sources;
  if (sourcesChanged || changedEnv.length) {
    const changed = [
      ...(sourcesChanged ? ['sources'] : []),
      ...(changedEnv.length
        ? [`build-time ${changedEnv.length > 1 ? 'settings' : 'setting'} ${changedEnv.join(' and ')}`]
        : []),
    ].join(' and ');
    return {
      build: true,
      message: `${changed[0].toUpperCase()}${changed.slice(1)} changed since the last build: building…`,
    };
  }
  const since = formatLocalMinute(new Date(record.builtAt));
  return { build: false, message: `Build is up to date (inputs unchanged since ${since}); starting the server.` };
}

/** The decision for the checkout at `root`, with the fingerprint a build would record. */
export function checkBuild(root: string, env: NodeJS.ProcessEnv): BuildDecision & { fingerprint: Fingerprint } {
  const fingerprint = computeFingerprint(root, env);
  return { ...decideBuild(readRecord(root), fingerprint, missingOutputs(root)), fingerprint };
}
