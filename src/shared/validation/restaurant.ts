// A restaurant as the console's form edits it and the staff API stores it: the same rules
// on both sides (lengths, and links that can only be web addresses or paths on this site).
import { array, number, object, string, type InferType } from 'yup';
import { ORDER_INVALID } from '../messages/catalog';
import { isSitePath, isWebUrl, RESTAURANT_LIMITS, restaurantMessages } from './restaurantRules';

export * from './restaurantRules';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const text = (max: number) =>
  string().typeError(restaurantMessages.tooLong).transform(trimmed).max(max, restaurantMessages.tooLong);

const picture = () =>
  text(RESTAURANT_LIMITS.url)
    .required(restaurantMessages.pictureRequired)
    .test('picture-url', restaurantMessages.pictureUrl, (value) => !value || isWebUrl(value) || isSitePath(value));

/** Cities arrive as a list (the API) or as one comma-separated text (a form field). */
const cityList = (value: unknown, original: unknown) => {
  const items =
    typeof original === 'string' ? original.split(',') : Array.isArray(value) ? (value as unknown[]) : value;
  if (!Array.isArray(items)) return items;
  return items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
};

export const restaurantSchema = object({
  name: text(RESTAURANT_LIMITS.name).required(restaurantMessages.nameRequired),
  description: object({
    id: text(RESTAURANT_LIMITS.description).required(restaurantMessages.descriptionRequired),
    /** Empty: the site shows the Indonesian text in English too. */
    en: text(RESTAURANT_LIMITS.description).default(''),
  })
    .typeError(restaurantMessages.descriptionRequired)
    .required(restaurantMessages.descriptionRequired),
  headerImageUrl: picture(),
  restaurantImageUrl: picture(),
  logoImageUrl: picture(),
  foodImageUrl: picture(),
  cities: array(text(RESTAURANT_LIMITS.city).required(restaurantMessages.citiesRequired))
    .transform(cityList)
    .typeError(restaurantMessages.citiesRequired)
    .min(1, restaurantMessages.citiesRequired)
    .max(RESTAURANT_LIMITS.cities, restaurantMessages.tooManyCities)
    .required(restaurantMessages.citiesRequired),
  menuLink: text(RESTAURANT_LIMITS.url)
    .default('')
    // A path on this site too: the seed's menus are PDFs the site serves, and so is a PDF staff upload.
    .test('menu-url', restaurantMessages.menuUrl, (value) => !value || isWebUrl(value) || isSitePath(value)),
});
export type RestaurantValues = InferType<typeof restaurantSchema>;

/** An edit names the version it started from (a stale one is refused). */
export const restaurantEditSchema = restaurantSchema.shape({
  version: number()
    .typeError(restaurantMessages.versionRequired)
    .integer(restaurantMessages.versionRequired)
    .min(1, restaurantMessages.versionRequired)
    .required(restaurantMessages.versionRequired),
});
export type RestaurantEditValues = InferType<typeof restaurantEditSchema>;

/** A new order of a list: its ids, which the server checks name every item once; `message` for anything else. */
export const orderSchema = (message: string) =>
  object({
    ids: array(string().typeError(message).required(message).uuid(message))
      .typeError(message)
      .required(message)
      .min(1, message),
  });

export const restaurantOrderSchema = orderSchema(ORDER_INVALID);
