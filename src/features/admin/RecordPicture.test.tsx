import { expect, test } from '@jest/globals';
import { renderWithProviders } from '../../test/render';
import { RecordPicture } from './RecordPicture';

test('a photo of the site is asked for at a width that fits the 56-pixel square, AVIF first', () => {
  const { container } = renderWithProviders(<RecordPicture src="/media/doctor-01.webp" fit="cover" />);
  const avif = container.querySelector('picture source[type="image/avif"]');
  const img = container.querySelector('picture img');
  expect(avif?.getAttribute('sizes')).toBe('56px');
  expect(avif?.getAttribute('srcset')).toContain('/media/doctor-01-300.avif 300w');
  expect(img?.getAttribute('sizes')).toBe('56px');
  expect(img?.getAttribute('srcset')).toContain('/media/doctor-01-300.webp 300w');
  // Beside the record's name, so it names nothing itself; loaded as it scrolls into view.
  expect(img?.getAttribute('alt')).toBe('');
  expect(img?.getAttribute('loading')).toBe('lazy');
  expect(img).toHaveAttribute('width', '56');
});

test('a picture from elsewhere is shown as it is', () => {
  const { container } = renderWithProviders(<RecordPicture src="/media/uploads/logo-abc.png" fit="contain" />);
  expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/uploads/logo-abc.png');
});
