// What the staff API answers about restaurants, the theme colours and the UI strings, in
// English; the console shows them through its dictionary (src/shared/dictionary/adminCatalog.ts).

export const RESTAURANT_NOT_FOUND = 'This restaurant no longer exists';
export const RESTAURANT_DELETED = 'Restaurant deleted';
export const ORDER_SAVED = 'Order saved';
export const ORDER_INVALID = 'The new order must name every restaurant once';
export const TRANSLATION_NOT_FOUND = 'The site has no text with this key';
export const TRANSLATION_RESET = 'Back to the bundled text';
export const TRANSLATION_NOT_BUNDLED = 'This text has no bundled version to go back to';

/**
 * A theme colour the site's text would not be readable on. `{colour}` is the colour's name
 * (primary, secondary) and `{ratio}` the contrast, e.g. 3.21.
 */
export const CONTRAST_TOO_LOW =
  'Text on the {colour} colour would have a contrast of {ratio}:1; WCAG AA asks for at least 4.5:1';

/** The English message for a colour that fails, as the API answers it. */
export function contrastMessage(colour: string, ratio: string): string {
  return CONTRAST_TOO_LOW.replace('{colour}', colour).replace('{ratio}', ratio);
}
