// Every dictionary key the releases section and the schedule dialog name (also those built
// from a kind, a status or a language) is in both languages (a missing one would show as its key).
import { expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allStrings } from '../../../shared/dictionary';
import { PUBLISHED_KINDS, PUBLISH_LANGUAGES } from '../../../shared/publishing/types';
import { RELEASE_STATUSES } from '../../../shared/publishing/types';

const named = new Set<string>();
for (const file of readdirSync(__dirname).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))) {
  for (const match of readFileSync(path.join(__dirname, file), 'utf8').matchAll(/'(admin\.releases\.[\w.]*\w)'/g))
    named.add(match[1]!);
}
const built = [
  ...PUBLISHED_KINDS.map((kind) => `admin.releases.kind.${kind}`),
  ...PUBLISH_LANGUAGES.map((lang) => `admin.releases.lang.${lang}`),
  ...['publish', 'unpublish'].map((action) => `admin.releases.action.${action}`),
  ...RELEASE_STATUSES.flatMap((status) => [
    `admin.releases.status.${status}`,
    `admin.releases.filter.${status}`,
    `admin.releases.empty.${status}`,
  ]),
];

test('the section names its keys', () => {
  expect(named.size).toBeGreaterThan(50);
});

test.each([...named, ...built])('%s is in both languages', (key) => {
  expect(allStrings[key]?.id).toBeTruthy();
  expect(allStrings[key]?.en).toBeTruthy();
});
