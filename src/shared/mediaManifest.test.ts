import { MEDIA, mediaSize, mediaSrcSet, mediaUrl } from './mediaManifest';

test('mediaUrl points at the full-size WebP', () => {
  expect(mediaUrl('hero-feast')).toBe('/media/hero-feast.webp');
});

test('mediaSrcSet lists every rendered width in the asked format', () => {
  expect(mediaSrcSet('/media/hero-feast.webp', 'webp')).toBe(
    '/media/hero-feast-640.webp 640w, /media/hero-feast-1024.webp 1024w, /media/hero-feast-1600.webp 1600w, /media/hero-feast-1920.webp 1920w',
  );
  expect(mediaSrcSet('/media/doctor-01.webp', 'avif')).toBe('/media/doctor-01-300.avif 300w, /media/doctor-01-400.avif 400w, /media/doctor-01-600.avif 600w');
});

test('mediaSrcSet keeps an absolute prefix and ignores a query string', () => {
  expect(mediaSrcSet('https://cdn.example.com/media/benefit-halal.webp?v=2', 'avif')).toBe(
    'https://cdn.example.com/media/benefit-halal-200.avif 200w',
  );
});

test('mediaSrcSet is empty for URLs outside the manifest', () => {
  expect(mediaSrcSet('/media/unknown-thing.webp', 'webp')).toBe('');
  expect(mediaSrcSet('https://images.example.com/photo.jpg', 'webp')).toBe('');
  expect(mediaSrcSet('/media/logo-360.avif', 'webp')).toBe('');
  expect(mediaSrcSet('/media/about-food.mp4', 'webp')).toBe('');
  expect(mediaSrcSet('', 'avif')).toBe('');
});

test('a logo named by its SVG is offered at its rendered widths all the same', () => {
  expect(mediaSrcSet('/media/logo.svg', 'webp')).toBe('/media/logo-360.webp 360w, /media/logo-720.webp 720w');
  expect(mediaSrcSet('/media/logo-light.svg', 'avif')).toBe('/media/logo-light-360.avif 360w, /media/logo-light-720.avif 720w');
});

test('mediaSize gives the intrinsic size for any extension of a known item', () => {
  expect(mediaSize('/media/banner-about.webp')).toEqual({ width: 1920, height: 600 });
  expect(mediaSize('/media/logo.svg')).toEqual({ width: 360, height: 96 });
  expect(mediaSize('/media/chef-300.avif')).toBeUndefined();
  expect(mediaSize('/media/nothing.webp')).toBeUndefined();
  expect(mediaSize('/uploads/doctor-01.png')).toBeUndefined();
});

test('every entry is well formed: widths ascending and never wider than twice the intrinsic width', () => {
  for (const [name, e] of Object.entries(MEDIA)) {
    expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(e.width).toBeGreaterThan(0);
    expect(e.height).toBeGreaterThan(0);
    expect(e.widths.length).toBeGreaterThan(0);
    expect([...e.widths].sort((a, b) => a - b)).toEqual(e.widths);
    expect(Math.max(...e.widths)).toBeLessThanOrEqual(e.width * 2);
  }
});
