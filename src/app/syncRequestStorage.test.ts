import { expect, test } from '@jest/globals';
import { AsyncLocalStorage } from './syncRequestStorage';

test('run holds the store for the call, with its arguments, and gives back what the call returns', () => {
  const storage = new AsyncLocalStorage<string>();
  expect(storage.run('request', (a: number, b: number) => `${storage.getStore()} ${a + b}`, 2, 3)).toBe('request 5');
  expect(storage.getStore()).toBeUndefined();
});

test('an inner run holds its own store and the outer one comes back after it, also when the call throws', () => {
  const storage = new AsyncLocalStorage<string>();
  const seen: Array<string | undefined> = [];
  storage.run('outer', () => {
    expect(() =>
      storage.run('inner', () => {
        seen.push(storage.getStore());
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    seen.push(storage.getStore());
  });
  expect(seen).toEqual(['inner', 'outer']);
  expect(storage.getStore()).toBeUndefined();
});
