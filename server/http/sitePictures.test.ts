import { absolutePictureUrl, withSitePictures } from './sitePictures';

const SITE = 'https://www.nusantararasa.example';

test("the site's pictures become absolute URLs on APP_URL; everything else stays as stored", () => {
  for (const path of [
    '/media/doctor-01.webp',
    '/media/logo.svg',
    '/media/uploads/0123456789abcdef0123456789abcdef-1920x600.webp',
    '/uploads/avatars/0123456789abcdef0123456789abcdef.webp',
    '/media/avatar-placeholder.svg',
    '/media/photo.JPG?v=2',
  ]) {
    expect(absolutePictureUrl(path, SITE)).toBe(`${SITE}${path}`);
  }
  for (const value of [
    'https://res.cloudinary.com/demo/image/upload/v1/a.jpg',
    `${SITE}/media/doctor-01.webp`,
    '//cdn.example.com/media/a.webp',
    '/media/about-food.mp4',
    '/documents/laporan-2025.pdf',
    '/media/uploads/0123456789abcdef0123456789abcdef-laporan.pdf',
    '/about',
    'Lihat /media/doctor-01.webp untuk fotonya',
    '',
  ]) {
    expect(absolutePictureUrl(value, SITE)).toBe(value);
  }
});

test('every picture of an answer, at any depth, and nothing else; the answer given is left unchanged', () => {
  const answer = {
    success: true,
    data: {
      banners: [{ _id: 'b1', imageUrl: '/media/hero-feast.webp', alt: 'Hidangan' }],
      aboutFood: { video: '/media/about-food.mp4', poster: '/media/about-food-poster.webp' },
      restaurants: [
        {
          name: 'Sate Senja',
          logoImageUrl: '/media/brand-sate-senja-logo.svg',
          menuLink: '/our-brand',
          cities: ['Jakarta'],
        },
      ],
      count: 3,
      flag: false,
      none: null,
    },
  };
  const copy = JSON.parse(JSON.stringify(answer)) as typeof answer;
  expect(withSitePictures(answer, SITE)).toEqual({
    success: true,
    data: {
      banners: [{ _id: 'b1', imageUrl: `${SITE}/media/hero-feast.webp`, alt: 'Hidangan' }],
      aboutFood: { video: '/media/about-food.mp4', poster: `${SITE}/media/about-food-poster.webp` },
      restaurants: [
        {
          name: 'Sate Senja',
          logoImageUrl: `${SITE}/media/brand-sate-senja-logo.svg`,
          menuLink: '/our-brand',
          cities: ['Jakarta'],
        },
      ],
      count: 3,
      flag: false,
      none: null,
    },
  });
  expect(answer).toEqual(copy);
});
