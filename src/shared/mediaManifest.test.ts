import { describe, expect, test } from '@jest/globals';
import { MEDIA, mediaSize, mediaSrcSet, mediaUrl, shareImagePath, UPLOAD_WIDTHS } from './mediaManifest';

test('mediaUrl points at the full-size WebP', () => {
  expect(mediaUrl('hero-feast')).toBe('/media/hero-feast.webp');
});

test('mediaSrcSet lists every rendered width in the asked format', () => {
  expect(mediaSrcSet('/media/hero-feast.webp', 'webp')).toBe(
    '/media/hero-feast-640.webp 640w, /media/hero-feast-1024.webp 1024w, /media/hero-feast-1600.webp 1600w, /media/hero-feast-1920.webp 1920w',
  );
  expect(mediaSrcSet('/media/doctor-01.webp', 'avif')).toBe(
    '/media/doctor-01-300.avif 300w, /media/doctor-01-400.avif 400w, /media/doctor-01-600.avif 600w',
  );
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
  expect(mediaSrcSet('/media/logo-light.svg', 'avif')).toBe(
    '/media/logo-light-360.avif 360w, /media/logo-light-720.avif 720w',
  );
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

test('shareImagePath names the share picture of site artwork that has one, and nothing else', () => {
  expect(shareImagePath('/media/hero-feast.webp')).toBe('/media/hero-feast-share.jpg');
  expect(shareImagePath('/media/doctor-07.webp?v=2')).toBe('/media/doctor-07-share.jpg');
  expect(shareImagePath('/media/brand-soto-rempah-header.webp')).toBe('/media/brand-soto-rempah-header-share.jpg');
  expect(shareImagePath('/media/food-rendang.webp')).toBeUndefined();
  expect(shareImagePath('/media/brand-soto-rempah-logo.svg')).toBeUndefined();
  expect(shareImagePath('/media/banner-about-640.webp')).toBeUndefined();
  expect(shareImagePath('https://cdn.example.com/media/banner-about.webp')).toBeUndefined();
  expect(shareImagePath('/media/uploads/0123456789abcdef0123456789abcdef-1920x600.webp')).toBeUndefined();
  expect(shareImagePath('')).toBeUndefined();
});

describe('uploaded pictures', () => {
  const id = '0123456789abcdef0123456789abcdef';

  test('are offered at the upload widths below their own width and at their width, read from the name', () => {
    expect(mediaSrcSet(`/media/uploads/${id}-900x600.webp`, 'avif')).toBe(
      `/media/uploads/${id}-900x600-400.avif 400w, /media/uploads/${id}-900x600-640.avif 640w, /media/uploads/${id}-900x600-800.avif 800w, /media/uploads/${id}-900x600-900.avif 900w`,
    );
    expect(
      mediaSrcSet(`/media/uploads/${id}-1920x800.webp`, 'webp')
        .split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual([...UPLOAD_WIDTHS.filter((w) => w < 1920), 1920].map((w) => `${w}w`));
    expect(mediaSize(`/media/uploads/${id}-900x600.webp?x=1`)).toEqual({ width: 900, height: 600 });
  });

  test('other names under /media/uploads get nothing', () => {
    expect(mediaSrcSet(`/media/uploads/${id}-900x600-400.webp`, 'webp')).toBe('');
    expect(mediaSrcSet(`/media/uploads/${id}-report.pdf`, 'webp')).toBe('');
    expect(mediaSrcSet('/media/uploads/hero-feast.webp', 'webp')).toBe('');
    expect(mediaSize(`/media/uploads/${id}.mp4`)).toBeUndefined();
  });
});
