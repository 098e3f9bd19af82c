import { sameJson } from './sameJson';

describe('sameJson', () => {
  it('compares JSON by value, keys in any order', () => {
    expect(sameJson({ a: [1, { b: 2, c: 3 }] }, { a: [1, { c: 3, b: 2 }] })).toBe(true);
    expect(sameJson({ a: [1] }, { a: [1, 2] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameJson({ a: null }, { a: {} })).toBe(false);
    expect(sameJson([], {})).toBe(false);
  });
});
