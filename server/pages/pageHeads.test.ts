import { snippet } from './pageHeads';

test('a description is cut at a word, within 160 characters, with an ellipsis', () => {
  const long = `${'Sate ayam dengan bumbu kacang '.repeat(8)}selesai.`;
  const cut = snippet(long);
  expect(cut.length).toBeLessThanOrEqual(160);
  expect(cut.endsWith('…')).toBe(true);
  expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  expect(cut.slice(0, -1)).toMatch(/\S$/);
  expect(snippet('  Short   text\nhere ')).toBe('Short text here');
});
