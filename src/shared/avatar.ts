// The picture of an account that has not chosen one: a real image the site serves
// (public/media/avatar-placeholder.svg), so a client that shows `userData.image` as it is
// never shows a broken picture. The server answers it for an empty image
// (server/services/profiles.ts); the web app shows the name's initials on the profile instead.

export const DEFAULT_AVATAR_PATH = '/media/avatar-placeholder.svg';

/** Whether a profile image is the default picture (as a path, or an absolute URL on any origin). */
export function isDefaultAvatar(url: string | undefined | null): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/, 1)[0].replace(/^https?:\/\/[^/]+/i, '');
  return path === DEFAULT_AVATAR_PATH;
}
