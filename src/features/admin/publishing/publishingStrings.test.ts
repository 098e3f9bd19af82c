// Every dictionary key the publishing UI names is in the dictionary in both languages (a
// missing one would show as its key), the ones it builds from a state or a language too.
import { expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allStrings } from '../../../shared/dictionary';

const keys = new Set<string>();
for (const file of readdirSync(__dirname).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))) {
  const source = readFileSync(path.join(__dirname, file), 'utf8');
  for (const match of source.matchAll(/'(admin\.publishing\.[\w.]+[\w])'/g)) keys.add(match[1]!);
}
const built = {
  state: ['published', 'changed', 'draft'],
  scheduled: ['publish', 'unpublish'],
  changed: ['id', 'en'],
  lang: ['id', 'en'],
  source: ['publish', 'release', 'baseline'],
  change: ['added', 'removed', 'changed'],
};
for (const [group, names] of Object.entries(built))
  for (const name of names) keys.add(`admin.publishing.${group}.${name}`);

test('the publishing UI names keys', () => {
  expect(keys.size).toBeGreaterThan(60);
});

test.each([...keys])('%s is in both languages', (key) => {
  expect(allStrings[key]?.id).toBeTruthy();
  expect(allStrings[key]?.en).toBeTruthy();
});
