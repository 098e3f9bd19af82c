import { addStrings, loadedStrings, subscribeToStrings } from './loadedStrings';

test('starts with the shared strings and adds an area once, telling subscribers', () => {
  const start = loadedStrings();
  expect(start['nav.about']).toEqual({ id: 'Tentang Kami', en: 'About Us' });
  expect(start['test.greeting']).toBeUndefined();

  const listener = jest.fn();
  const unsubscribe = subscribeToStrings(listener);
  addStrings({ 'test.greeting': { id: 'Halo', en: 'Hello' } });
  expect(listener).toHaveBeenCalledTimes(1);
  expect(loadedStrings()['test.greeting']).toEqual({ id: 'Halo', en: 'Hello' });
  expect(loadedStrings()).not.toBe(start);

  // An area already loaded changes nothing and wakes nobody.
  const before = loadedStrings();
  addStrings({ 'test.greeting': { id: 'Halo', en: 'Hello' } });
  expect(loadedStrings()).toBe(before);
  expect(listener).toHaveBeenCalledTimes(1);

  unsubscribe();
  addStrings({ 'test.farewell': { id: 'Sampai jumpa', en: 'Goodbye' } });
  expect(listener).toHaveBeenCalledTimes(1);
});

test('the words of failed calls are not part of the first screen; the code that shows a failure brings them', async () => {
  expect(loadedStrings()['Network Error']).toBeUndefined();
  await import('./failureText');
  expect(loadedStrings()['Network Error']).toEqual({ id: 'Kesalahan jaringan', en: 'Network error' });
});
