// What MediaImage renders, attribute for attribute: the server's preload links (see
// lib/imageSources.ts) are only reused by the browser while these stay as they are.
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MediaImage } from './MediaImage';

const html = (ui: ReactElement) => render(ui).container.innerHTML;

describe('MediaImage', () => {
  test("the site's own artwork is a picture: AVIF source, WebP srcset, eager when it has priority", () => {
    expect(
      html(
        <MediaImage
          src="/media/hero-feast.webp"
          alt="Feast"
          maxWidth={1920}
          sizes="100vw"
          priority
          width={1920}
          height={800}
        />,
      ),
    ).toBe(
      '<picture><source type="image/avif" srcset="/media/hero-feast-640.avif 640w, /media/hero-feast-1024.avif 1024w, /media/hero-feast-1600.avif 1600w, /media/hero-feast-1920.avif 1920w" sizes="100vw"><img sizes="100vw" alt="Feast" width="1920" height="800" loading="eager" decoding="auto" fetchpriority="high" srcset="/media/hero-feast-640.webp 640w, /media/hero-feast-1024.webp 1024w, /media/hero-feast-1600.webp 1600w, /media/hero-feast-1920.webp 1920w" src="/media/hero-feast.webp"></picture>',
    );
  });

  test('a media-host image gets optimised widths up to twice maxWidth', () => {
    expect(
      html(
        <MediaImage
          src="https://res.cloudinary.com/demo/image/upload/v1/doctors/ana.jpg"
          alt=""
          maxWidth={300}
          sizes="(max-width: 767px) 50vw, 260px"
        />,
      ),
    ).toBe(
      '<img sizes="(max-width: 767px) 50vw, 260px" alt="" loading="lazy" decoding="async" srcset="https://res.cloudinary.com/demo/image/upload/f_auto,q_auto,c_limit,w_400/v1/doctors/ana.jpg 400w" src="https://res.cloudinary.com/demo/image/upload/f_auto,q_auto,c_limit,w_600/v1/doctors/ana.jpg">',
    );
  });

  test('any other image is shown as it is, lazily, with the other attributes passed on', () => {
    expect(html(<MediaImage src="/uploads/profile-1.jpg" alt="Me" width={96} height={96} className="avatar" />)).toBe(
      '<img class="avatar" alt="Me" width="96" height="96" loading="lazy" decoding="async" src="/uploads/profile-1.jpg">',
    );
  });

  test('an empty src shows the fallback, sized from the media manifest', () => {
    expect(html(<MediaImage src="" fallbackSrc="/media/banner-about.webp" alt="" />)).toBe(
      '<picture><source type="image/avif" srcset="/media/banner-about-640.avif 640w, /media/banner-about-1024.avif 1024w, /media/banner-about-1600.avif 1600w, /media/banner-about-1920.avif 1920w" sizes="100vw"><img sizes="100vw" alt="" width="1920" height="600" loading="lazy" decoding="async" srcset="/media/banner-about-640.webp 640w, /media/banner-about-1024.webp 1024w, /media/banner-about-1600.webp 1600w, /media/banner-about-1920.webp 1920w" src="/media/banner-about.webp"></picture>',
    );
  });

  test('an inline data: image has no srcset', () => {
    expect(html(<MediaImage src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" alt="" />)).toBe(
      '<img alt="" loading="lazy" decoding="async" src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E">',
    );
  });
  test('a picture that fails to load is replaced by the fallback, in its best form', () => {
    render(<MediaImage src="/uploads/missing.jpg" fallbackSrc="/media/doctor-02.webp" alt="Doctor" sizes="260px" />);
    fireEvent.error(screen.getByRole('img', { name: 'Doctor' }));
    const img = screen.getByRole('img', { name: 'Doctor' });
    expect(img.getAttribute('src')).toBe('/media/doctor-02.webp');
    expect(img.parentElement?.querySelector('source')?.getAttribute('srcset')).toBe(
      '/media/doctor-02-300.avif 300w, /media/doctor-02-400.avif 400w, /media/doctor-02-600.avif 600w',
    );
  });
});
