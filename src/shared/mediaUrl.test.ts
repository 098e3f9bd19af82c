import { describe, expect, it, test } from '@jest/globals';
import fc from 'fast-check';
import {
  attachmentUrl,
  downloadLink,
  fileNameOf,
  isLocalUrl,
  optimizedImageUrl,
  optimizedSrcSet,
  sitePathOf,
} from './mediaUrl';

const IMAGE = 'https://res.cloudinary.com/nusantara/image/upload/v1712345678/restaurants/sate.jpg';
const RAW = 'https://res.cloudinary.com/nusantara/raw/upload/v1712345678/investor/report-2024.pdf';

describe('optimizedImageUrl', () => {
  it('inserts automatic format and quality after /upload/', () => {
    expect(optimizedImageUrl(IMAGE)).toBe(
      'https://res.cloudinary.com/nusantara/image/upload/f_auto,q_auto/v1712345678/restaurants/sate.jpg',
    );
  });

  it('adds a no-upscale width when one is asked for', () => {
    expect(optimizedImageUrl(IMAGE, { width: 800 })).toBe(
      'https://res.cloudinary.com/nusantara/image/upload/f_auto,q_auto,c_limit,w_800/v1712345678/restaurants/sate.jpg',
    );
    expect(optimizedImageUrl(IMAGE, { width: 399.6 })).toContain(',w_400/');
  });

  it('ignores widths that are not positive numbers', () => {
    for (const width of [0, -20, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(optimizedImageUrl(IMAGE, { width })).toBe(
        'https://res.cloudinary.com/nusantara/image/upload/f_auto,q_auto/v1712345678/restaurants/sate.jpg',
      );
    }
  });

  it('never inserts the parameters twice', () => {
    const once = optimizedImageUrl(IMAGE, { width: 600 });
    expect(optimizedImageUrl(once)).toBe(once);
    expect(optimizedImageUrl(once, { width: 1200 })).toBe(once);
    const byHand = 'https://res.cloudinary.com/c/image/upload/q_auto:good/v1/a.png';
    expect(optimizedImageUrl(byHand)).toBe(byHand);
  });

  it('keeps transformations that were already there, after its own', () => {
    expect(optimizedImageUrl('https://res.cloudinary.com/c/image/upload/c_fill,h_300,w_300/v1/a.png')).toBe(
      'https://res.cloudinary.com/c/image/upload/f_auto,q_auto/c_fill,h_300,w_300/v1/a.png',
    );
  });

  it('works without a version and keeps query and protocol-relative form', () => {
    expect(optimizedImageUrl('https://res.cloudinary.com/c/image/upload/food/nasi.jpg?x=1')).toBe(
      'https://res.cloudinary.com/c/image/upload/f_auto,q_auto/food/nasi.jpg?x=1',
    );
    expect(optimizedImageUrl('//res.cloudinary.com/c/image/upload/v2/a.jpg')).toBe(
      '//res.cloudinary.com/c/image/upload/f_auto,q_auto/v2/a.jpg',
    );
  });

  it('leaves local, other-host, non-image and malformed URLs unchanged', () => {
    for (const url of [
      '/media/banner-1.webp',
      'media/banner-1.webp',
      'https://images.example.com/image/upload/v1/a.jpg',
      'https://res.cloudinary.com.evil.example/c/image/upload/v1/a.jpg',
      'https://res.cloudinary.com/c/video/upload/v1/intro.mp4',
      'https://res.cloudinary.com/c/image/fetch/https://x.example/a.jpg',
      RAW,
      '',
      'data:image/png;base64,AAAA',
    ]) {
      expect(optimizedImageUrl(url, { width: 300 })).toBe(url);
    }
  });

  it('is idempotent for any width (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), fc.option(fc.integer({ min: 1, max: 4000 })), (first, second) => {
        const once = optimizedImageUrl(IMAGE, { width: first });
        expect(optimizedImageUrl(once, { width: second ?? undefined })).toBe(once);
        expect(once.match(/f_auto/g)).toHaveLength(1);
      }),
    );
  });
});

describe('optimizedSrcSet', () => {
  it('lists one optimised URL per width for media-host images', () => {
    expect(optimizedSrcSet(IMAGE, [400, 800])).toBe(
      'https://res.cloudinary.com/nusantara/image/upload/f_auto,q_auto,c_limit,w_400/v1712345678/restaurants/sate.jpg 400w, ' +
        'https://res.cloudinary.com/nusantara/image/upload/f_auto,q_auto,c_limit,w_800/v1712345678/restaurants/sate.jpg 800w',
    );
  });

  it('is undefined for images that only exist at one size', () => {
    expect(optimizedSrcSet('/media/sate.webp', [400, 800])).toBeUndefined();
    expect(optimizedSrcSet(IMAGE, [])).toBeUndefined();
  });
});

describe('attachmentUrl', () => {
  it('inserts fl_attachment after /upload/ for raw files and images', () => {
    expect(attachmentUrl(RAW)).toBe(
      'https://res.cloudinary.com/nusantara/raw/upload/fl_attachment/v1712345678/investor/report-2024.pdf',
    );
    expect(attachmentUrl(IMAGE)).toBe(
      'https://res.cloudinary.com/nusantara/image/upload/fl_attachment/v1712345678/restaurants/sate.jpg',
    );
  });

  it('never inserts it twice, even next to other parameters', () => {
    const once = attachmentUrl(RAW);
    expect(attachmentUrl(once)).toBe(once);
    const named = 'https://res.cloudinary.com/c/raw/upload/fl_attachment:annual-report/v1/a.pdf';
    expect(attachmentUrl(named)).toBe(named);
    const optimised = optimizedImageUrl(IMAGE);
    expect(attachmentUrl(optimised)).toBe(
      'https://res.cloudinary.com/nusantara/image/upload/fl_attachment/f_auto,q_auto/v1712345678/restaurants/sate.jpg',
    );
  });

  it('leaves local and other-host links unchanged', () => {
    for (const url of ['/documents/transparency-2024.pdf', 'https://www.idx.co.id/report.pdf', '']) {
      expect(attachmentUrl(url)).toBe(url);
    }
  });
});

describe('downloadLink', () => {
  it('uses the download attribute for the site’s own documents', () => {
    expect(downloadLink('/documents/transparency-2024.pdf')).toEqual({
      href: '/documents/transparency-2024.pdf',
      download: 'transparency-2024.pdf',
    });
  });

  it('asks the media host for an attachment', () => {
    expect(downloadLink(RAW)).toEqual({
      href: 'https://res.cloudinary.com/nusantara/raw/upload/fl_attachment/v1712345678/investor/report-2024.pdf',
    });
  });

  it('leaves other hosts alone', () => {
    expect(downloadLink('https://www.idx.co.id/report.pdf')).toEqual({ href: 'https://www.idx.co.id/report.pdf' });
  });
});

describe('small URL helpers', () => {
  it('tells local paths from other origins', () => {
    expect(isLocalUrl('/documents/a.pdf')).toBe(true);
    expect(isLocalUrl('//cdn.example/a.pdf')).toBe(false);
    expect(isLocalUrl('https://example.com/a.pdf')).toBe(false);
  });

  it('reads the file name without query or hash', () => {
    expect(fileNameOf('/documents/laporan%20tahunan.pdf?v=2#page=1')).toBe('laporan tahunan.pdf');
    expect(fileNameOf('/documents/')).toBe('');
  });
});

test("sitePathOf reads a URL on the site's own origin as its path, and leaves any other URL alone", () => {
  const site = 'https://www.nusantararasa.example';
  expect(sitePathOf(`${site}/media/doctor-01.webp`, site)).toBe('/media/doctor-01.webp');
  expect(sitePathOf(`${site}/media/doctor-01.webp`, `${site}/`)).toBe('/media/doctor-01.webp');
  expect(sitePathOf('/media/doctor-01.webp', site)).toBe('/media/doctor-01.webp');
  expect(sitePathOf('https://cdn.example.com/media/doctor-01.webp', site)).toBe(
    'https://cdn.example.com/media/doctor-01.webp',
  );
  // Another host that only begins with the site's name is another site.
  expect(sitePathOf(`${site}.evil.example/media/a.webp`, site)).toBe(`${site}.evil.example/media/a.webp`);
  expect(sitePathOf(`${site}/media/a.webp`, '')).toBe(`${site}/media/a.webp`);
});
