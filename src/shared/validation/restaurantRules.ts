// The restaurant records' limits, messages and address checks, apart from their schemas
// (restaurant.ts): the console's dictionary reads them without loading the schema library,
// which comes only with a form.

export const RESTAURANT_LIMITS = {
  name: 100,
  description: 2000,
  url: 2048,
  cities: 30,
  city: 60,
} as const;

export const restaurantMessages = {
  nameRequired: 'Enter the restaurant name',
  descriptionRequired: 'Enter the description in Indonesian',
  tooLong: 'This text is too long',
  pictureRequired: 'Choose a picture',
  pictureUrl: 'Use a web address (http or https) or a path on this site',
  menuUrl: 'Use a web address (http or https) or a path on this site, such as /documents/menu.pdf',
  citiesRequired: 'Name at least one city',
  tooManyCities: 'Name at most 30 cities',
  versionRequired: 'The version you edited is missing',
} as const;

/** A web address (http or https) with a host. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A path on this site: starts with one slash (two would name another host), no backslashes or spaces. */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value);
}
