import { addStrings, loadedStrings, noteMissedKey, stringsRevision, subscribeToStrings } from './loadedStrings';

test('starts with the shared strings and adds an area once', () => {
  const start = loadedStrings();
  expect(start['nav.about']).toEqual({ id: 'Tentang Kami', en: 'About Us' });
  expect(start['test.greeting']).toBeUndefined();

  addStrings({ 'test.greeting': { id: 'Halo', en: 'Hello' } });
  expect(loadedStrings()['test.greeting']).toEqual({ id: 'Halo', en: 'Hello' });
  expect(loadedStrings()).not.toBe(start);

  // An area already loaded changes nothing.
  const before = loadedStrings();
  addStrings({ 'test.greeting': { id: 'Halo', en: 'Hello' } });
  expect(loadedStrings()).toBe(before);
});

test('subscribers hear of an area only when it brings a key some component asked for too early', () => {
  const listener = jest.fn();
  const unsubscribe = subscribeToStrings(listener);
  const revision = stringsRevision();

  // Nobody asked for these: what is on screen stays right, nobody renders again.
  addStrings({ 'test.unasked': { id: 'Tak diminta', en: 'Not asked for' } });
  expect(listener).not.toHaveBeenCalled();
  expect(stringsRevision()).toBe(revision);

  noteMissedKey('test.awaited');
  addStrings({ 'test.awaited': { id: 'Ditunggu', en: 'Awaited' }, 'test.other': { id: 'Lain', en: 'Other' } });
  expect(listener).toHaveBeenCalledTimes(1);
  expect(stringsRevision()).toBe(revision + 1);

  // An area that brings nothing awaited wakes nobody.
  addStrings({ 'test.later': { id: 'Nanti', en: 'Later' } });
  expect(listener).toHaveBeenCalledTimes(1);

  unsubscribe();
  noteMissedKey('test.farewell');
  addStrings({ 'test.farewell': { id: 'Sampai jumpa', en: 'Goodbye' } });
  expect(listener).toHaveBeenCalledTimes(1);
});

test('the words of failed calls are not part of the first screen; the code that shows a failure brings them', async () => {
  expect(loadedStrings()['Network Error']).toBeUndefined();
  await import('./failureText');
  expect(loadedStrings()['Network Error']).toEqual({ id: 'Kesalahan jaringan', en: 'Network Error' });
});
