import { shareImagePath } from '../../src/shared/mediaManifest';
import type { ReadName } from '../../src/shared/routing/publicReads';
import { matchRoute, routeNames, routeTable } from '../../src/shared/routing/routeTable';
import { pageHeadFor } from './pageHeads';
import { canonicalPath, DEFAULT_SHARE_IMAGES, sharePictureFor, shareTagsFor, type HeadTag } from './shareTags';

const UPLOADED = '/media/uploads/0123456789abcdef0123456789abcdef-1920x600.webp';

const doctorList = {
  success: true,
  doctors: [
    {
      _id: 'd1',
      name: 'dr. Rizky Pratama',
      speciality: 'General physician',
      image: '/media/doctor-01.webp',
      about: 'A family doctor.',
    },
    { _id: 'd2', name: 'dr. Sari Dewi', speciality: 'Dermatologist', image: '/media/doctor-02.webp', about: 'Skin.' },
    { _id: 'd3', name: 'dr. Uploaded', speciality: 'Dermatologist', image: UPLOADED, about: 'Own photo.' },
    {
      _id: 'd4',
      name: 'dr. Elsewhere',
      speciality: 'Neurologist',
      image: 'https://images.example.com/d4.jpg',
      about: 'Hosted.',
    },
  ],
};

const answersOf =
  (answers: Partial<Record<ReadName, unknown>>) =>
  (read: ReadName): unknown =>
    answers[read];

const pictureAt = (path: string, answers: Partial<Record<ReadName, unknown>>) => {
  const match = matchRoute(path);
  if (!match) throw new Error(`no page at ${path}`);
  return sharePictureFor(match, answersOf(answers));
};

describe('the share picture of a page', () => {
  test("a doctor's page shows that doctor's own portrait, named by the doctor", () => {
    expect(pictureAt('/appointment/d2', { doctorList })).toEqual({
      path: '/media/doctor-02-share.jpg',
      alt: 'dr. Sari Dewi',
    });
    expect(pictureAt('/doctors/Dermatologist', { doctorList })).toEqual({
      path: '/media/doctor-02-share.jpg',
      alt: 'dr. Sari Dewi',
    });
  });

  test("the API's absolute picture URLs on the site's own origin (APP_URL) are the site's artwork too", () => {
    const site = 'https://www.nusantararasa.example';
    const absolute = {
      success: true,
      doctors: doctorList.doctors.map((doctor) => ({ ...doctor, image: `${site}${doctor.image}` })),
    };
    const match = matchRoute('/appointment/d2');
    expect(match && sharePictureFor(match, answersOf({ doctorList: absolute }), site)).toEqual({
      path: '/media/doctor-02-share.jpg',
      alt: 'dr. Sari Dewi',
    });
    // Another origin's /media is not the site's.
    expect(match && sharePictureFor(match, answersOf({ doctorList: absolute }), 'https://other.example').path).toBe(
      '/media/hero-feast-share.jpg',
    );
  });

  test("a page banner, or a brand's header put up as one, is shared as it is", () => {
    const about = { success: true, data: { banner: { backgroundImageUrl: '/media/banner-contact.webp' } } };
    expect(pictureAt('/about', { aboutContent: about }).path).toBe('/media/banner-contact-share.jpg');
    const brand = { success: true, data: { banner: { backgroundImageUrl: '/media/brand-sate-senja-header.webp' } } };
    expect(pictureAt('/our-brand', { ourBrandContent: brand }).path).toBe('/media/brand-sate-senja-header-share.jpg');
    const home = { success: true, data: { banners: [{ imageUrl: '/media/hero-interior.webp', alt: 'Ruang makan' }] } };
    expect(pictureAt('/', { homeContent: home })).toEqual({
      path: '/media/hero-interior-share.jpg',
      alt: 'Ruang makan',
    });
  });

  test("an uploaded picture, another site's, or built artwork without a share picture gives way to the page's default", () => {
    expect(pictureAt('/appointment/d3', { doctorList }).path).toBe('/media/hero-feast-share.jpg');
    expect(pictureAt('/appointment/d4', { doctorList }).path).toBe('/media/hero-feast-share.jpg');
    expect(pictureAt('/appointment/unknown', { doctorList }).path).toBe('/media/hero-feast-share.jpg');
    const uploaded = { success: true, data: { banner: { backgroundImageUrl: UPLOADED } } };
    expect(pictureAt('/career', { careerContent: uploaded }).path).toBe('/media/banner-career-share.jpg');
    const food = { success: true, data: { banner: { backgroundImageUrl: '/media/food-rendang.webp' } } };
    expect(pictureAt('/contact', { contactContent: food }).path).toBe('/media/banner-contact-share.jpg');
    const absolute = {
      success: true,
      data: { banner: { backgroundImageUrl: 'https://cdn.example.com/media/banner-about.webp' } },
    };
    expect(pictureAt('/about', { aboutContent: absolute }).path).toBe('/media/banner-about-share.jpg');
    expect(pictureAt('/login', {}).path).toBe('/media/hero-feast-share.jpg');
  });

  test('every default is built artwork with a share picture', () => {
    for (const url of Object.values(DEFAULT_SHARE_IMAGES)) expect(shareImagePath(url as string)).toBeDefined();
    for (const name of routeNames.filter((route) => !routeTable[route].login)) {
      const match = matchRoute(routeTable[name].pattern.replace(/:(\w+)/g, 'x'));
      expect(match && sharePictureFor(match, answersOf({})).path).toMatch(/^\/media\/[a-z0-9-]+-share\.jpg$/);
    }
  });
});

describe('the tags', () => {
  const SITE = 'https://nusantara.example';
  const tagsAt = (path: string, lang: 'id' | 'en', answers: Partial<Record<ReadName, unknown>> = {}) => {
    const match = matchRoute(path);
    const answerOf = answersOf(answers);
    return shareTagsFor({ match, lang, answerOf, head: pageHeadFor(match, lang, answerOf), siteUrl: `${SITE}/` });
  };
  const valueOf = (tags: HeadTag[], key: string) => {
    const found = tags.find(({ attributes }) =>
      attributes.some(
        ([name, value]) =>
          (name === 'rel' || name === 'property' || name === 'name' || name === 'hreflang') && value === key,
      ),
    );
    return found?.attributes.find(([name]) => name === 'href' || name === 'content')?.[1];
  };

  test('the canonical address is the pattern filled in: no query, no trailing slash, letter case of the table, in the language rendered', () => {
    const tags = tagsAt('/Doctors/General%20physician/', 'en', { doctorList });
    expect(valueOf(tags, 'canonical')).toBe(`${SITE}/en/doctors/General%20physician`);
    expect(valueOf(tags, 'id')).toBe(`${SITE}/doctors/General%20physician`);
    expect(valueOf(tags, 'x-default')).toBe(`${SITE}/doctors/General%20physician`);
    expect(valueOf(tagsAt('/', 'en'), 'canonical')).toBe(`${SITE}/en`);
    expect(valueOf(tagsAt('/', 'id'), 'canonical')).toBe(`${SITE}/`);
  });

  test('og:title is the page name without the site; the home page is shared as the site', () => {
    expect(valueOf(tagsAt('/about', 'en'), 'og:title')).toBe('About Us');
    expect(valueOf(tagsAt('/', 'id'), 'og:title')).toBe('Nusantara Rasa Group');
    expect(valueOf(tagsAt('/', 'id'), 'og:site_name')).toBe('Nusantara Rasa Group');
    expect(valueOf(tagsAt('/appointment/d1', 'id', { doctorList }), 'twitter:title')).toBe(
      'dr. Rizky Pratama · Dokter Umum',
    );
  });

  test('pages not to be indexed get none', () => {
    for (const path of ['/my-profile', '/verify', '/admin/pages', '/doctor', '/no/such/page'])
      expect(tagsAt(path, 'id')).toEqual([]);
  });

  test('a parameter that does not decode leaves the page without an address', () => {
    const match = matchRoute('/doctors/%E0%A4%A');
    expect(match && canonicalPath(match)).toBeUndefined();
    expect(tagsAt('/doctors/%E0%A4%A', 'id')).toEqual([]);
  });
});
