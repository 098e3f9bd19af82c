// Content answers for the component tests (both languages), shaped like the API's, and
// the way those tests render a page.
import { http, HttpResponse } from 'msw';
import { createElement, Fragment, type ReactElement } from 'react';
import { ToastContainer } from 'react-toastify';
import type { AboutContent, ContactContent, HomeContent, Restaurant } from '../../shared/contentTypes';
import { renderWithProviders } from '../../test/render';
import { apiUrl } from '../../test/server';

type Lang = 'id' | 'en';
const langOf = (request: Request): Lang => (request.headers.get('accept-language') === 'en' ? 'en' : 'id');
const pick = (lang: Lang, id: string, en: string) => (lang === 'en' ? en : id);

export function restaurantsIn(lang: Lang): Restaurant[] {
  const names = ['Sate Senja', 'Rumah Minang', 'Soto Rempah', 'Mie Kampung', 'Kedai Manis', 'Dapur Nusantara'];
  return names.map((name, index) => ({
    _id: `r${index + 1}`,
    name,
    description: pick(lang, `Deskripsi ${name}`, `About ${name}`),
    headerImageUrl: `/media/header-${index + 1}.webp`,
    restaurantImageUrl: `/media/restaurant-${index + 1}.webp`,
    logoImageUrl: `/media/logo-${index + 1}.svg`,
    foodImageUrl: `/media/food-${index + 1}.webp`,
    cities: index === 0 ? ['Jakarta', 'Bandung', 'Surabaya'] : ['Medan'],
    menuLink: '',
  }));
}

export function homeIn(lang: Lang): HomeContent {
  return {
    headerTitle: pick(lang, 'Rasa Nusantara untuk semua', 'Archipelago flavours for all'),
    headerDescription: pick(lang, 'Deskripsi grup', 'About the group'),
    restaurantSectionTitle: pick(lang, 'Restoran Kami', 'Our Restaurants'),
    restaurantSectionDescription: pick(lang, 'Pilih favorit Anda', 'Pick your favourite'),
    employeeSectionTitle: pick(lang, 'Tim Kami', 'Our Team'),
    employeeSectionDescription: pick(lang, 'Orang-orang hebat', 'Great people'),
    employees: [
      {
        _id: 'e1',
        title: '1.200+',
        subTitle: pick(lang, 'Karyawan', 'Employees'),
        text: pick(lang, 'Di seluruh Indonesia', 'Across Indonesia'),
      },
      {
        _id: 'e2',
        title: '40+',
        subTitle: pick(lang, 'Gerai', 'Outlets'),
        text: pick(lang, 'Di 12 kota', 'In 12 cities'),
      },
    ],
    banners: [
      { _id: 'b1', imageUrl: '/media/b1.webp', alt: pick(lang, 'Banner satu', 'Banner one') },
      { _id: 'b2', imageUrl: '/media/b2.webp', alt: pick(lang, 'Banner dua', 'Banner two') },
      { _id: 'b3', imageUrl: '/media/b3.webp', alt: pick(lang, 'Banner tiga', 'Banner three') },
    ],
    getInTouchTitle: pick(lang, 'Hubungi Kami Sekarang', 'Get In Touch Now'),
    getInTouchImageUrl: '/media/git.webp',
    getInTouchBgImageUrl: '/media/git-bg.webp',
    restaurants: restaurantsIn(lang),
  };
}

export function aboutIn(lang: Lang): AboutContent {
  return {
    banner: {
      title: pick(lang, 'Tentang Grup Kami', 'About Our Group'),
      subtitle: pick(lang, 'Sejak 1998', 'Since 1998'),
      description: pick(lang, 'Cerita kami', 'Our story'),
      backgroundImageUrl: '/media/about-bg.webp',
    },
    aboutFood: {
      video: '/media/about-food.mp4',
      poster: '/media/poster.webp',
      title: pick(lang, 'Siapa Kami', 'Who We Are'),
      description: pick(lang, 'Kami memasak dengan hati', 'We cook with heart'),
    },
    ourRestaurants: {
      title: pick(lang, 'Restoran Kami', 'Our Restaurants'),
      secondTitle: pick(lang, 'Dapur kami', 'Our kitchens'),
      description: pick(lang, 'Dipimpin koki', 'Led by chefs'),
      chefImage: '/media/chef-photo.webp',
    },
    ourProducts: {
      title: pick(lang, 'Produk Kami', 'Our Products'),
      secondTitle: pick(lang, 'Menu', 'Menu'),
      description: pick(lang, 'Favorit', 'Favourites'),
      foodImages: ['Rendang', 'Sate', 'Soto', 'Bakso', 'Klepon', 'Cendol', 'Martabak'].map((name, index) => ({
        _id: `f${index + 1}`,
        foodName: pick(lang, name, `${name} (EN)`),
        foodDescription: pick(lang, `Tentang ${name}`, `About ${name}`),
        foodImageUrl: `/media/f${index + 1}.webp`,
      })),
    },
    news: {
      title: pick(lang, 'Berita Terbaru', 'Latest News'),
      items: [
        {
          _id: 'n1',
          title: pick(lang, 'Gerai baru dibuka', 'New outlet opens'),
          description: pick(lang, 'Gerai ke-40 kami.', 'Our 40th outlet.'),
          imageUrl: '/media/n1.webp',
          date: '2025-03-01',
        },
        {
          _id: 'n2',
          title: pick(lang, 'Penghargaan kuliner', 'Culinary award'),
          description: pick(lang, 'Kami menang.', 'We won.'),
          imageUrl: '/media/n2.webp',
          date: '2025-05-12',
        },
      ],
    },
  };
}

export function contactIn(lang: Lang): ContactContent {
  return {
    banner: {
      title: pick(lang, 'Hubungi Kami', 'Contact Us'),
      subtitle: pick(lang, 'Kami siap membantu', 'We are here to help'),
      backgroundImageUrl: '/media/contact-bg.webp',
    },
    formTitle: pick(lang, 'Kirim Pesan', 'Send a Message'),
    formDescription: pick(lang, 'Kami membalas dalam 1 hari', 'We reply within a day'),
  };
}

const ok = (data: unknown) => HttpResponse.json({ success: true, data });

export const contentHandlers = {
  home: http.get(apiUrl('/home-content'), ({ request }) => ok(homeIn(langOf(request)))),
  about: http.get(apiUrl('/about-content'), ({ request }) => ok(aboutIn(langOf(request)))),
  contact: http.get(apiUrl('/contact-content'), ({ request }) => ok(contactIn(langOf(request)))),
  restaurants: http.get(apiUrl('/restaurants'), ({ request }) => ok(restaurantsIn(langOf(request)))),
};

export const failing = {
  home: http.get(apiUrl('/home-content'), () =>
    HttpResponse.json({ success: false, message: 'Content not found' }, { status: 500 }),
  ),
  about: http.get(apiUrl('/about-content'), () => HttpResponse.error()),
  contact: http.get(apiUrl('/contact-content'), () =>
    HttpResponse.json({ success: false, message: 'Content not found' }),
  ),
  restaurants: http.get(apiUrl('/restaurants'), () =>
    HttpResponse.json({ success: false, message: 'boom' }, { status: 500 }),
  ),
};

/** Renders a content page as the site shows it: with the toast container, in the visitor's language. */
export function renderContentPage(page: ReactElement, language: 'indonesian' | 'english' = 'indonesian') {
  return renderWithProviders(createElement(Fragment, null, page, createElement(ToastContainer)), {
    preloadedState: { language: { language } },
  });
}

/**
 * The pages log a failed content call with console.error on purpose. Called in a test
 * file's top level: every test there runs with console.error captured (off the output),
 * and the returned function gives the spy to check what was logged.
 */
export function captureConsoleErrors(): () => jest.SpyInstance {
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => spy?.mockRestore());
  return () => {
    if (!spy) throw new Error('console.error is captured only while a test runs');
    return spy;
  };
}

/** A send-message handler that keeps the request's body and answers only once released. */
export function heldSendMessage() {
  let body: unknown;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler = http.post(apiUrl('/contact/send-message'), async ({ request }) => {
    body = await request.json();
    await gate;
    return HttpResponse.json({ success: true, message: 'Message sent successfully!' });
  });
  return { handler, body: () => body, release: () => release() };
}
