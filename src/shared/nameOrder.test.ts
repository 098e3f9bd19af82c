import { describe, expect, test } from '@jest/globals';
import { compareNames } from './nameOrder';

const collator = new Intl.Collator('id');
const sign = (n: number) => Math.sign(n) || 0;

/** Mulberry32: a small deterministic generator, so a failure names the same pair on every run. */
function pseudoRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

describe('name order', () => {
  test('sorts cities as the Indonesian collator does', () => {
    const cities = [
      'Yogyakarta',
      'bandung',
      'Bandar Lampung',
      'Bau-Bau',
      'Bandung',
      'Pangkal Pinang',
      'Pangkalpinang',
      "Ma'rang",
      'Medan',
      'Kota Baru 2',
      'Kota Baru 10',
      'Jakarta',
    ];
    expect([...cities].sort(compareNames)).toEqual([...cities].sort(collator.compare));
  });

  test('agrees with the collator on every pair of plain names, letter case, spaces and punctuation included', () => {
    const alphabet = " -.'0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const random = pseudoRandom(22);
    const name = () =>
      Array.from({ length: 1 + Math.floor(random() * 8) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
        '',
      );
    const disagreements: string[][] = [];
    for (let i = 0; i < 20_000; i++) {
      const [a, b] = [name(), name()];
      if (sign(compareNames(a, b)) !== sign(collator.compare(a, b))) disagreements.push([a, b]);
    }
    expect(disagreements).toEqual([]);
  });

  test('names with other letters go to the collator', () => {
    expect(['Zürich', 'Çanakkale', 'Ende', 'Éta'].sort(compareNames)).toEqual(['Çanakkale', 'Ende', 'Éta', 'Zürich']);
    expect(sign(compareNames('Ñ', 'N'))).toBe(sign(collator.compare('Ñ', 'N')));
  });

  test('a name equals only itself', () => {
    expect(compareNames('Medan', 'Medan')).toBe(0);
    expect(compareNames('', '')).toBe(0);
    expect(sign(compareNames('medan', 'Medan'))).toBe(-1);
    expect(sign(compareNames('Medan', 'medan'))).toBe(1);
  });
});
