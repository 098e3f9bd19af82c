import { expect, test } from '@jest/globals';
import { DEFAULT_AVATAR_PATH, isDefaultAvatar } from './avatar';

test('the default picture is known as a path and as an absolute URL on any origin', () => {
  expect(DEFAULT_AVATAR_PATH).toBe('/media/avatar-placeholder.svg');
  for (const url of [
    DEFAULT_AVATAR_PATH,
    'http://localhost:3000/media/avatar-placeholder.svg',
    'https://www.nusantararasa.example/media/avatar-placeholder.svg?v=1',
  ]) {
    expect([url, isDefaultAvatar(url)]).toEqual([url, true]);
  }
  for (const url of [
    '',
    undefined,
    null,
    '/uploads/avatars/0123456789abcdef0123456789abcdef.webp',
    'https://example.com/x/media/avatar-placeholder.svg',
    '/media/avatar-placeholder.svg.png',
  ]) {
    expect([url, isDefaultAvatar(url)]).toEqual([url, false]);
  }
});
