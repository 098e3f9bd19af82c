// The strings of the console and the doctor panel load with the first screen of their pages;
// the schema library (yup) loads only with a form. So a dictionary, and the message and limit
// modules it reads (validation/*Rules.ts, *Messages.ts), must not reach yup through its
// imports: one such import puts the library back in front of every first screen.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@jest/globals';

const SHARED = path.resolve(__dirname, '..');

/** The relative modules a file imports or re-exports at run time (type-only imports leave nothing). */
function runtimeImports(file: string): { relative: string[]; packages: string[] } {
  const source = fs.readFileSync(file, 'utf8');
  const relative: string[] = [];
  const packages: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    if (match[1]) continue;
    const target = match[2];
    if (target.startsWith('.')) relative.push(resolveModule(path.dirname(file), target));
    else packages.push(target);
  }
  return { relative, packages };
}

function resolveModule(from: string, target: string): string {
  const base = path.resolve(from, target);
  const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) =>
    fs.existsSync(candidate),
  );
  if (!found) throw new Error(`cannot resolve ${target} from ${from}`);
  return found;
}

/** The first chain of imports from `file` that reaches yup, or undefined when none does. */
function pathToSchemas(file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const { relative, packages } = runtimeImports(file);
  if (packages.includes('yup')) return [file];
  for (const next of relative) {
    const chain = pathToSchemas(next, seen);
    if (chain) return [file, ...chain];
  }
  return undefined;
}

const shown = (chain: string[] | undefined) => chain?.map((file) => path.relative(SHARED, file)).join(' -> ');

// The console's frame and the sections that open without a form, and the doctor panel.
const FIRST_SCREEN_STRINGS = ['admin', 'adminDoctors', 'adminInbox', 'adminPages', 'clinic'];
const RULES = ['clinicRules', 'doctorRules', 'inboxRules', 'restaurantRules', 'contentMessages', 'listMessages'];

test.each(FIRST_SCREEN_STRINGS)('the %s strings load without the schema library', (name) => {
  expect(shown(pathToSchemas(path.join(SHARED, 'dictionary', `${name}.ts`)))).toBeUndefined();
});

test.each(RULES)('validation/%s holds no schema', (name) => {
  expect(shown(pathToSchemas(path.join(SHARED, 'validation', `${name}.ts`)))).toBeUndefined();
});

test('the check finds a schema module when there is one', () => {
  expect(shown(pathToSchemas(path.join(SHARED, 'validation', 'clinic.ts')))).toBe('validation/clinic.ts');
  expect(shown(pathToSchemas(path.join(SHARED, 'dictionary', 'adminCatalog.ts')))).toMatch(
    /^dictionary\/adminCatalog\.ts -> validation\//,
  );
});
