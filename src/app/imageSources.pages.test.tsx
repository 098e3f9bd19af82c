// The layouts the server preloads a landing page's first image with (FIRST_IMAGE_LAYOUTS)
// must be exactly what the pages render, or the browser downloads the image twice.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PageBanner } from '../components/PageBanner';
import AppointmentPage from '../features/booking/AppointmentPage';
import { DoctorCard } from '../features/booking/DoctorCard';
import { doctorList, doctors } from '../features/booking/testData';
import { BannerCarousel } from '../features/content/home/BannerCarousel';
import { renderWithProviders } from '../test/render';
import { apiUrl, server } from '../test/server';
import { FIRST_IMAGE_LAYOUTS, imagePreload, imageSources, type ImageLayout } from '../shared/imageSources';

/** The preload the browser would reuse for this rendered <img> (and its <picture>'s AVIF source). */
function preloadOf(img: HTMLImageElement) {
  const source =
    img.parentElement?.tagName === 'PICTURE' ? img.parentElement.querySelector('source[type="image/avif"]') : null;
  if (source)
    return { imageSrcSet: source.getAttribute('srcset'), imageSizes: source.getAttribute('sizes'), type: 'image/avif' };
  return {
    href: img.getAttribute('src'),
    imageSrcSet: img.getAttribute('srcset') ?? undefined,
    imageSizes: img.getAttribute('sizes') ?? undefined,
  };
}

const expected = (url: string, layout: ImageLayout) => imagePreload(imageSources(url, layout));
const HOST_IMAGE = 'https://res.cloudinary.com/demo/image/upload/v1/banners/one.jpg';

test.each(['/media/hero-interior.webp', HOST_IMAGE])('the home page banner (%s)', (url) => {
  const { container } = renderWithProviders(
    <BannerCarousel banners={[{ _id: 'b1', imageUrl: url, alt: 'first', width: 1920, height: 800 }]} pending={false} />,
  );
  const img = container.querySelector('img') as HTMLImageElement;
  expect(img.getAttribute('fetchpriority')).toBe('high');
  expect(preloadOf(img)).toEqual(expected(url, FIRST_IMAGE_LAYOUTS.homeBanner));
});

test.each(['/media/banner-career.webp', HOST_IMAGE])('a content page banner (%s)', (url) => {
  const { container } = renderWithProviders(
    <PageBanner image={url} fallbackImage="/media/banner-about.webp" title="Title" />,
  );
  const img = container.querySelector('img') as HTMLImageElement;
  expect(img.getAttribute('fetchpriority')).toBe('high');
  expect(preloadOf(img)).toEqual(expected(url, FIRST_IMAGE_LAYOUTS.pageBanner));
});

test.each(['/media/doctor-03.webp', HOST_IMAGE])('a doctor card on /doctors (%s)', (url) => {
  const { container } = renderWithProviders(
    <DoctorCard doctor={{ ...doctors[0], image: url }} timeZone="Asia/Jakarta" now={new Date()} />,
  );
  expect(preloadOf(container.querySelector('img') as HTMLImageElement)).toEqual(
    expected(url, FIRST_IMAGE_LAYOUTS.doctorCard),
  );
});

test('the doctor portrait on /appointment/{id}', async () => {
  server.use(http.get(apiUrl('/doctor/list'), () => HttpResponse.json(doctorList())));
  const doctor = doctors[0];
  renderWithProviders(<AppointmentPage />, { route: `/appointment/${doctor._id}`, path: '/appointment/:docId' });
  const img = (await screen.findByRole('img', { name: doctor.name })) as HTMLImageElement;
  expect(img.getAttribute('fetchpriority')).toBe('high');
  expect(preloadOf(img)).toEqual(expected(doctor.image, FIRST_IMAGE_LAYOUTS.doctorProfile));
});
