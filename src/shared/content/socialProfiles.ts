// The group's own profiles on the social sites: the footer's links when the content names
// none (SPEC §2), and what the demo seed names. A link to a site's home page would lead a
// visitor nowhere in particular.

export const GROUP_SOCIAL_PROFILES = {
  facebook: 'https://www.facebook.com/nusantararasagroup',
  instagram: 'https://www.instagram.com/nusantararasagroup',
  youtube: 'https://www.youtube.com/@nusantararasagroup',
} as const;

const SOCIAL_HOSTS = /^(?:www\.|m\.)?(?:facebook|instagram|youtube|tiktok|twitter|x|linkedin)\.com$/i;

/** A social site's own home page ("https://www.facebook.com/"), which is no one's profile. */
export function isBareSocialHomePage(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return SOCIAL_HOSTS.test(url.hostname) && url.pathname.replace(/\/+$/, '') === '' && url.search === '';
}
