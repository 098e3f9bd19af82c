import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BUILD_OUTPUTS,
  checkBuild,
  clearRecord,
  computeFingerprint,
  decideBuild,
  listInputFiles,
  readRecord,
  writeRecord,
  type BuildRecord,
  type Fingerprint,
} from './buildFingerprint';

const TREE: Record<string, string> = {
  'src/main.tsx': 'import { hello } from "./lib/hello";\nhello();\n',
  'src/lib/hello.ts': 'export const hello = () => "hello";\n',
  'src/lib/hello.test.ts': 'test("hello", () => {});\n',
  'public/index.html': '<!doctype html><div id="root"></div>\n',
  'assets/media/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  'scripts/build-media.ts': 'console.log("media");\n',
  'scripts/styledComponentIds.ts': 'export {};\n',
  'server/db/seed/contentData.ts': 'export const contentSeed = {};\n',
  'server/db/seed/menusData.ts': 'export const menusSeed = {};\n',
  'server/db/seed/restaurantsData.ts': 'export const restaurantsSeed = [];\n',
  'server/app.ts': 'export const app = 1;\n',
  'webpack.config.ts': 'export default {};\n',
  'tsconfig.json': '{}\n',
  'package.json': '{"name":"site"}\n',
  'package-lock.json': '{"lockfileVersion":3}\n',
};

let root: string;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

function makeOutputs() {
  write('dist/index.html', '<!doctype html>\n');
  write('dist-server/renderPage.cjs', 'module.exports = {};\n');
  fs.mkdirSync(path.join(root, 'dist/media'), { recursive: true });
}

const noEnv: NodeJS.ProcessEnv = {};
const sources = () => computeFingerprint(root, noEnv).sources;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-fingerprint-'));
  for (const [file, content] of Object.entries(TREE)) write(file, content);
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the inputs', () => {
  it('are the web sources, public/, assets/, scripts/, the configuration and the seed content the documents come from', () => {
    expect(listInputFiles(root)).toEqual([
      'assets/media/logo.svg',
      'package-lock.json',
      'package.json',
      'public/index.html',
      'scripts/build-media.ts',
      'scripts/styledComponentIds.ts',
      'server/db/seed/contentData.ts',
      'server/db/seed/menusData.ts',
      'server/db/seed/restaurantsData.ts',
      'src/lib/hello.test.ts',
      'src/lib/hello.ts',
      'src/main.tsx',
      'tsconfig.json',
      'webpack.config.ts',
    ]);
  });

  it('include any tsconfig.*.json beside tsconfig.json', () => {
    write('tsconfig.build.json', '{}\n');
    expect(listInputFiles(root)).toContain('tsconfig.build.json');
  });
});

describe('the fingerprint', () => {
  it('is the same when nothing changed', () => {
    expect(computeFingerprint(root, noEnv)).toEqual(computeFingerprint(root, noEnv));
  });

  it("does not depend on files' times", () => {
    const before = sources();
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'src/main.tsx'), later, later);
    expect(sources()).toBe(before);
  });

  it.each([
    'src/lib/hello.ts',
    'public/index.html',
    'assets/media/logo.svg',
    'scripts/styledComponentIds.ts',
    'webpack.config.ts',
    'tsconfig.json',
    'package-lock.json',
    'server/db/seed/contentData.ts',
    'server/db/seed/restaurantsData.ts',
    'server/db/seed/menusData.ts',
  ])('changes when the content of %s changes', (file) => {
    const before = sources();
    fs.appendFileSync(path.join(root, file), ' ');
    expect(sources()).not.toBe(before);
  });

  it('changes when a file is added', () => {
    const before = sources();
    write('src/lib/added.ts', 'export {};\n');
    expect(sources()).not.toBe(before);
  });

  it('changes when a file is removed', () => {
    const before = sources();
    fs.rmSync(path.join(root, 'src/lib/hello.test.ts'));
    expect(sources()).not.toBe(before);
  });

  it('changes when a file is renamed, its content kept', () => {
    const before = sources();
    fs.renameSync(path.join(root, 'src/lib/hello.ts'), path.join(root, 'src/lib/greeting.ts'));
    expect(sources()).not.toBe(before);
  });

  it('stays when server code that is not built changes', () => {
    const before = sources();
    fs.appendFileSync(path.join(root, 'server/app.ts'), '// more\n');
    expect(sources()).toBe(before);
  });

  it('changes when a build-time setting changes, and only in that setting', () => {
    const plain = computeFingerprint(root, noEnv);
    const other = computeFingerprint(root, { API_BASE_URL: 'https://api.example.com' });
    expect(other.sources).toBe(plain.sources);
    expect(other.environment.API_BASE_URL).not.toBe(plain.environment.API_BASE_URL);
    expect(other.environment.RAZORPAY_KEY_ID).toBe(plain.environment.RAZORPAY_KEY_ID);
    expect(computeFingerprint(root, { RAZORPAY_KEY_ID: 'rzp_test_1' }).environment.RAZORPAY_KEY_ID).not.toBe(
      plain.environment.RAZORPAY_KEY_ID,
    );
  });

  it('counts an empty setting as unset (the bundle embeds both as empty)', () => {
    expect(computeFingerprint(root, { API_BASE_URL: '' })).toEqual(computeFingerprint(root, noEnv));
  });

  it('keeps the values of the settings out of the record', () => {
    writeRecord(root, computeFingerprint(root, { RAZORPAY_KEY_ID: 'rzp_live_secretish' }), new Date());
    expect(fs.readFileSync(path.join(root, 'dist-server/build-fingerprint.json'), 'utf8')).not.toContain(
      'rzp_live_secretish',
    );
  });
});

describe('the decision', () => {
  const fingerprint: Fingerprint = { sources: 'a', environment: { API_BASE_URL: 'x', RAZORPAY_KEY_ID: 'y' } };
  const record: BuildRecord = { ...fingerprint, builtAt: new Date(2026, 10, 24, 17, 40).toISOString() };

  it('skips the build when the inputs match the record and every output is there', () => {
    expect(decideBuild(record, fingerprint, [])).toEqual({
      build: false,
      message: 'Build is up to date (inputs unchanged since 2026-11-24 17:40); starting the server.',
    });
  });

  it('builds when there is no build at all', () => {
    expect(decideBuild(null, fingerprint, BUILD_OUTPUTS)).toEqual({ build: true, message: 'No build yet: building…' });
  });

  it.each(BUILD_OUTPUTS)('builds when %s is missing, whatever the record says', (output) => {
    const decision = decideBuild(record, fingerprint, [output]);
    expect(decision.build).toBe(true);
    expect(decision.message).toContain(output);
  });

  it('builds when no build was recorded as finished', () => {
    expect(decideBuild(null, fingerprint, [])).toEqual({
      build: true,
      message: 'No record of a finished build: building…',
    });
  });

  it('builds when the sources changed', () => {
    expect(decideBuild(record, { ...fingerprint, sources: 'b' }, [])).toEqual({
      build: true,
      message: 'Sources changed since the last build: building…',
    });
  });

  it('builds when a build-time setting changed, and names it', () => {
    const current = { ...fingerprint, environment: { ...fingerprint.environment, RAZORPAY_KEY_ID: 'z' } };
    expect(decideBuild(record, current, [])).toEqual({
      build: true,
      message: 'Build-time setting RAZORPAY_KEY_ID changed since the last build: building…',
    });
    expect(decideBuild(record, { ...current, sources: 'b' }, []).message).toBe(
      'Sources and build-time setting RAZORPAY_KEY_ID changed since the last build: building…',
    );
  });

  it('on a real tree: builds before the first build, not after it, and again after an edit or a removed output', () => {
    expect(checkBuild(root, noEnv)).toMatchObject({ build: true, message: 'No build yet: building…' });

    makeOutputs();
    expect(checkBuild(root, noEnv).build).toBe(true);
    writeRecord(root, computeFingerprint(root, noEnv), new Date());
    expect(checkBuild(root, noEnv).build).toBe(false);

    write('src/lib/hello.ts', 'export const hello = () => "hi";\n');
    expect(checkBuild(root, noEnv)).toMatchObject({
      build: true,
      message: 'Sources changed since the last build: building…',
    });
    writeRecord(root, computeFingerprint(root, noEnv), new Date());

    expect(checkBuild(root, { API_BASE_URL: 'https://api.example.com' }).build).toBe(true);

    fs.rmSync(path.join(root, 'dist/media'), { recursive: true });
    expect(checkBuild(root, noEnv)).toMatchObject({
      build: true,
      message: 'Build output missing (dist/media): building…',
    });
  });
});

describe('the record', () => {
  it('reads back what was written, and is gone once cleared', () => {
    const fingerprint = computeFingerprint(root, noEnv);
    const builtAt = new Date('2026-11-24T10:40:00Z');
    writeRecord(root, fingerprint, builtAt);
    expect(readRecord(root)).toEqual({ ...fingerprint, builtAt: builtAt.toISOString() });
    clearRecord(root);
    expect(readRecord(root)).toBeNull();
  });

  it('counts as absent when it cannot be read', () => {
    write('dist-server/build-fingerprint.json', '{"sources":');
    expect(readRecord(root)).toBeNull();
  });
});

/**
 * Every file the build's code reaches through relative imports, from webpack's config and
 * entries and the two build scripts: all of them must be inputs, or an edit to one would
 * leave the build stale. Reads the project's own tree; writes nothing.
 */
describe('the project', () => {
  const project = path.resolve(__dirname, '..');
  const ENTRIES = [
    'webpack.config.ts',
    'scripts/build-media.ts',
    'scripts/build-documents.ts',
    'src/main.tsx',
    'src/app/renderPage.tsx',
  ];
  const SPECIFIER =
    /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*(?:\/\*[\s\S]*?\*\/\s*)?['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]/g;

  function resolve(from: string, specifier: string): string {
    const base = path.join(path.dirname(from), specifier);
    const candidates = [
      base,
      ...['.ts', '.tsx', '.js', '.json'].map((ext) => base + ext),
      ...['index.ts', 'index.tsx'].map((index) => path.join(base, index)),
    ];
    const found = candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
    if (!found) throw new Error(`cannot resolve ${specifier} from ${path.relative(project, from)}`);
    return found;
  }

  it('has every file the build imports among the inputs', () => {
    const inputs = new Set(listInputFiles(project));
    const seen = new Set<string>();
    const queue = ENTRIES.map((entry) => path.join(project, entry));
    while (queue.length) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const match of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
        if (specifier.startsWith('.')) queue.push(resolve(file, specifier));
      }
    }
    const reached = [...seen].map((file) => path.relative(project, file).split(path.sep).join('/'));
    expect(reached.length).toBeGreaterThan(50);
    expect(reached.filter((file) => !inputs.has(file))).toEqual([]);
  });
});
