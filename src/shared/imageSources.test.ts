import { FIRST_IMAGE_LAYOUTS, imagePreload, imageSources, MEDIA_HOST_WIDTHS } from './imageSources';

const HOST_IMAGE = 'https://res.cloudinary.com/demo/image/upload/v1/doctors/ana.jpg';
const hostUrl = (width: number) =>
  `https://res.cloudinary.com/demo/image/upload/f_auto,q_auto,c_limit,w_${width}/v1/doctors/ana.jpg`;

describe('imageSources', () => {
  test("the site's own artwork: AVIF and WebP at the manifest's widths, with its intrinsic size", () => {
    expect(imageSources('/media/banner-about.webp')).toEqual({
      src: '/media/banner-about.webp',
      srcSet:
        '/media/banner-about-640.webp 640w, /media/banner-about-1024.webp 1024w, /media/banner-about-1600.webp 1600w, /media/banner-about-1920.webp 1920w',
      sizes: '100vw',
      avifSrcSet:
        '/media/banner-about-640.avif 640w, /media/banner-about-1024.avif 1024w, /media/banner-about-1600.avif 1600w, /media/banner-about-1920.avif 1920w',
      width: 1920,
      height: 600,
    });
  });

  test("the site's artwork as the API answers it (absolute on APP_URL) keeps its widths, on that origin", () => {
    const site = 'http://localhost:3000';
    const relative = imageSources('/media/doctor-01.webp', FIRST_IMAGE_LAYOUTS.doctorCard);
    const absolute = imageSources(`${site}/media/doctor-01.webp`, FIRST_IMAGE_LAYOUTS.doctorCard);
    expect(absolute).toEqual({
      src: `${site}/media/doctor-01.webp`,
      srcSet: relative.srcSet?.replaceAll('/media/', `${site}/media/`),
      sizes: relative.sizes,
      avifSrcSet: relative.avifSrcSet?.replaceAll('/media/', `${site}/media/`),
      width: 600,
      height: 600,
    });
    expect(absolute.avifSrcSet).toBe(
      `${site}/media/doctor-01-300.avif 300w, ${site}/media/doctor-01-400.avif 400w, ${site}/media/doctor-01-600.avif 600w`,
    );
    // An uploaded picture too, and the preload fetches the same.
    const uploaded = imageSources(`${site}/media/uploads/0123456789abcdef0123456789abcdef-800x600.webp`);
    expect(uploaded.width).toBe(800);
    expect(uploaded.srcSet).toBe(
      `${site}/media/uploads/0123456789abcdef0123456789abcdef-800x600-400.webp 400w, ${site}/media/uploads/0123456789abcdef0123456789abcdef-800x600-640.webp 640w, ${site}/media/uploads/0123456789abcdef0123456789abcdef-800x600-800.webp 800w`,
    );
    expect(imagePreload(absolute)).toEqual({
      imageSrcSet: absolute.avifSrcSet,
      imageSizes: absolute.sizes,
      type: 'image/avif',
    });
  });

  test('a media-host image is offered up to twice its widest shown width, its src at that width', () => {
    const sources = imageSources(HOST_IMAGE, { sizes: '50vw', maxWidth: 320 });
    expect(sources).toEqual({
      src: hostUrl(640),
      srcSet: `${hostUrl(400)} 400w, ${hostUrl(640)} 640w`,
      sizes: '50vw',
      avifSrcSet: undefined,
      width: undefined,
      height: undefined,
    });
  });

  test('a media-host image without maxWidth is offered at every width, its src only optimised', () => {
    const sources = imageSources(HOST_IMAGE);
    expect(sources.src).toBe('https://res.cloudinary.com/demo/image/upload/f_auto,q_auto/v1/doctors/ana.jpg');
    expect(sources.srcSet?.split(', ')).toHaveLength(MEDIA_HOST_WIDTHS.length);
  });

  test('other images (uploads, unknown artwork, other formats) have one URL and no sizes', () => {
    for (const url of ['/uploads/a.jpg', '/media/not-in-manifest.webp', 'https://example.com/x.png']) {
      expect(imageSources(url, { sizes: '50vw' })).toEqual({
        src: url,
        srcSet: undefined,
        sizes: undefined,
        avifSrcSet: undefined,
        width: undefined,
        height: undefined,
      });
    }
    // A known name in another format still has its size, but no srcset.
    expect(imageSources('/media/hero-feast.avif')).toMatchObject({
      src: '/media/hero-feast.avif',
      srcSet: undefined,
      width: 1920,
      height: 800,
    });
  });

  test('an uploaded picture: AVIF and WebP at the widths its name implies, with its size', () => {
    const url = '/media/uploads/0123456789abcdef0123456789abcdef-800x600.webp';
    expect(imageSources(url, { sizes: '50vw' })).toEqual({
      src: url,
      srcSet: `${url.replace('.webp', '-400.webp')} 400w, ${url.replace('.webp', '-640.webp')} 640w, ${url.replace('.webp', '-800.webp')} 800w`,
      sizes: '50vw',
      avifSrcSet: `${url.replace('.webp', '-400.avif')} 400w, ${url.replace('.webp', '-640.avif')} 640w, ${url.replace('.webp', '-800.avif')} 800w`,
      width: 800,
      height: 600,
    });
  });
});

describe('imagePreload', () => {
  test('artwork preloads the AVIF srcset the <source> takes, typed so browsers without AVIF skip it', () => {
    const sources = imageSources('/media/doctor-01.webp', FIRST_IMAGE_LAYOUTS.doctorProfile);
    expect(imagePreload(sources)).toEqual({
      imageSrcSet: '/media/doctor-01-300.avif 300w, /media/doctor-01-400.avif 400w, /media/doctor-01-600.avif 600w',
      imageSizes: '(max-width: 767px) 40vw, 320px',
      type: 'image/avif',
    });
  });

  test('a media-host image preloads its srcset, with its src for browsers without imagesrcset', () => {
    const sources = imageSources(HOST_IMAGE, FIRST_IMAGE_LAYOUTS.doctorCard);
    expect(imagePreload(sources)).toEqual({
      href: hostUrl(600),
      imageSrcSet: `${hostUrl(400)} 400w`,
      imageSizes: '(max-width: 767px) 50vw, 260px',
    });
  });

  test('a single URL preloads as href; nothing for no URL or inline images', () => {
    expect(imagePreload(imageSources('/uploads/a.jpg'))).toEqual({ href: '/uploads/a.jpg' });
    expect(imagePreload(imageSources(''))).toBeUndefined();
    expect(imagePreload(imageSources('data:image/svg+xml,%3Csvg%3E'))).toBeUndefined();
    expect(imagePreload(imageSources('blob:https://site/1'))).toBeUndefined();
    expect(imagePreload(imageSources('javascript:alert(1)'))).toBeUndefined();
  });
});
