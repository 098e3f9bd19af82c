// The fields of the seven page documents (SPEC §3), described once. The staff API builds
// its yup schemas from these descriptions (./content.ts) and the console builds its forms
// from them, so both agree on every length, required field, list size and link rule.

export const CONTENT_SLUGS = ['home', 'about', 'contact', 'career', 'our-brand', 'navbar-footer', 'investor'] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

export const isContentSlug = (value: string): value is ContentSlug =>
  (CONTENT_SLUGS as readonly string[]).includes(value);

export type MediaKind = 'image' | 'document' | 'video';

/** Text shown on the page. Localized unless `shared` (a phone number, a date: one value for both languages). */
export type TextField = { kind: 'text'; max: number; optional?: boolean; multiline?: boolean; shared?: boolean };
/**
 * A link or a media address: http(s) or site-relative only, one value for both languages.
 * `contact` links may also be a mailto: or tel: address (where a visitor writes or calls).
 */
export type UrlField = { kind: 'url'; media?: MediaKind; optional?: boolean; contact?: boolean };
/** A whole number such as an image's pixel size, one value for both languages. */
export type NumberField = { kind: 'number'; optional: true };
export type GroupField = { kind: 'group'; fields: Fields };
/**
 * A list the staff add to, remove from and reorder. `keyed` items carry an `_id` that
 * ties each English item to its Indonesian one; `titleField` names the item in the form.
 */
export type ListField = { kind: 'list'; item: Fields; max: number; keyed: boolean; titleField: string };

export type Field = TextField | UrlField | NumberField | GroupField | ListField;
export type Fields = { readonly [name: string]: Field };

export const TEXT_LIMITS = { short: 160, medium: 400, long: 2000, longer: 4000 } as const;
export const URL_MAX_LENGTH = 2048;
export const ID_MAX_LENGTH = 64;

const title = (optional = false): TextField => ({ kind: 'text', max: TEXT_LIMITS.short, optional });
const line = (optional = false): TextField => ({ kind: 'text', max: TEXT_LIMITS.medium, optional });
const paragraph = (optional = false, max: number = TEXT_LIMITS.long): TextField => ({
  kind: 'text',
  max,
  optional,
  multiline: true,
});
const shared = (max: number = TEXT_LIMITS.short, optional = false): TextField => ({
  kind: 'text',
  max,
  optional,
  shared: true,
});
const image = (optional = false): UrlField => ({ kind: 'url', media: 'image', optional });
const video = (optional = false): UrlField => ({ kind: 'url', media: 'video', optional });
const link = (optional = false): UrlField => ({ kind: 'url', optional });
const contactLink = (): UrlField => ({ kind: 'url', contact: true });
const pixels: NumberField = { kind: 'number', optional: true };
const group = (fields: Fields): GroupField => ({ kind: 'group', fields });
const list = (item: Fields, max: number, titleField: string, keyed = true): ListField => ({
  kind: 'list',
  item,
  max,
  keyed,
  titleField,
});

const investorDocuments = list(
  {
    title: line(),
    detail: shared(TEXT_LIMITS.short, true),
    url: { kind: 'url', media: 'document' },
    date: shared(32, true),
  },
  100,
  'title',
);

export const CONTENT_FIELDS: { readonly [slug in ContentSlug]: Fields } = {
  home: {
    headerTitle: title(),
    headerDescription: paragraph(),
    banners: list({ imageUrl: image(), alt: line(true), width: pixels, height: pixels }, 10, 'alt'),
    restaurantSectionTitle: title(),
    restaurantSectionDescription: paragraph(),
    employeeSectionTitle: title(),
    employeeSectionDescription: paragraph(),
    employees: list({ title: title(), subTitle: title(), text: paragraph() }, 12, 'subTitle'),
    getInTouchTitle: line(),
    getInTouchImageUrl: image(),
    getInTouchBgImageUrl: image(),
  },
  about: {
    banner: group({ title: title(), subtitle: title(), description: paragraph(), backgroundImageUrl: image() }),
    aboutFood: group({ video: video(), poster: image(true), title: title(true), description: paragraph(true) }),
    ourRestaurants: group({ title: title(), secondTitle: title(), description: paragraph(), chefImage: image() }),
    ourProducts: group({
      title: title(),
      secondTitle: title(),
      description: paragraph(),
      foodImages: list({ foodName: title(), foodDescription: paragraph(), foodImageUrl: image() }, 6, 'foodName'),
    }),
    news: group({
      title: title(),
      items: list({ title: line(), description: paragraph(), imageUrl: image(), date: shared(32, true) }, 24, 'title'),
    }),
  },
  contact: {
    banner: group({ title: title(), subtitle: line(), backgroundImageUrl: image() }),
    formTitle: title(),
    formDescription: paragraph(),
  },
  career: {
    banner: group({ title: title(), subtitle: line(), backgroundImageUrl: image(), buttonText: title() }),
    jobsTitle: title(),
    jobsDescription: paragraph(),
    jobs: list(
      {
        jobName: title(),
        title: line(),
        jobSalary: title(),
        jobImageUrl: image(),
        qualifications: paragraph(false, TEXT_LIMITS.longer),
        jobFormUrl: contactLink(),
      },
      30,
      'jobName',
    ),
  },
  'our-brand': {
    banner: group({ title: title(), subtitle: line(), backgroundImageUrl: image() }),
    benefits: list({ name: title(), description: paragraph(), logoImageUrl: image() }, 12, 'name'),
    aboutFood: group({ title: title(), description: paragraph(), video: video(true), poster: image(true) }),
    restaurantsTitle: title(),
  },
  'navbar-footer': {
    navbar: group({ logo: image() }),
    footer: group({
      logo: image(),
      leftDescription: paragraph(),
      middleTitle: title(),
      middleDescription: paragraph(),
      rightTitle: title(),
      numberPhone: shared(40),
      address: line(),
      email: shared(254),
      copyright: line(),
      facebookUrl: link(true),
      instagramUrl: link(true),
      youtubeUrl: link(true),
    }),
  },
  investor: {
    banner: group({ backgroundImageUrl: image(), mainTitle: title(), subTitle: line() }),
    financialInformation: investorDocuments,
    generalMeetingOfShareholders: investorDocuments,
    sharesOwnership: investorDocuments,
    ipoProspectus: investorDocuments,
    annualReport: investorDocuments,
    transparencyOfInformation: investorDocuments,
    dividendHistory: group({
      description: paragraph(),
      years: list({ year: shared(16), value: title() }, 50, 'year', false),
    }),
  },
};

/** Whether a field has an English value of its own (text that is not shared). */
export const isLocalized = (field: Field): boolean =>
  field.kind === 'text' ? !field.shared : field.kind === 'group' || field.kind === 'list' ? hasLocalized(field) : false;

function hasLocalized(field: GroupField | ListField): boolean {
  const fields = field.kind === 'group' ? field.fields : field.item;
  return Object.values(fields).some(isLocalized);
}
