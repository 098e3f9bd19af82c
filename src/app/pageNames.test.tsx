// Each page has one name per language: the navbar link, the footer link, the tab title and
// the heading (the bundled one, shown when the page's content is not there) all say it.
import { expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { apiUrl, server } from '../test/server';
import { App } from './App';
import { AppRoutes } from './router';
import { makeStore } from './store';

const LAYOUT_CALLS = ['/theme', '/translations', '/navbar-footer-content'];

const NAMES = {
  indonesian: {
    '/about': 'Tentang Kami',
    '/career': 'Karier',
    '/our-brand': 'Brand Kami',
    '/investor-relation': 'Hubungan Investor',
  },
  english: {
    '/about': 'About Us',
    '/career': 'Careers',
    '/our-brand': 'Our Brands',
    '/investor-relation': 'Investor Relations',
  },
} as const;

const cases = (Object.keys(NAMES) as (keyof typeof NAMES)[]).flatMap((language) =>
  Object.entries(NAMES[language]).map(([path, name]) => ({ language, path, name })),
);

test.each(cases)(
  '$language $path is "$name" in the navbar, the footer, the tab and the heading',
  async ({ language, path, name }) => {
    // The pages' own content fails, so their headings are the bundled ones.
    server.use(
      http.get(apiUrl('/*'), ({ request }) => {
        if (LAYOUT_CALLS.includes(new URL(request.url).pathname.replace(/^\/api/, ''))) return undefined;
        return HttpResponse.json({ success: false, message: 'Unavailable in this test' }, { status: 503 });
      }),
    );
    render(
      <App store={makeStore({ language: { language } })}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </App>,
    );

    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${name} | Nusantara Rasa Group`));
    const navbar = screen.getByRole('navigation', {
      name: language === 'english' ? 'Main navigation' : 'Navigasi utama',
    });
    expect(within(navbar).getByRole('link', { name })).toHaveAttribute('href', path);
    const footerLinks = within(await screen.findByRole('contentinfo')).queryAllByRole('link', { name });
    for (const link of footerLinks) expect(link).toHaveAttribute('href', path);
    // Nothing else on the page links there under another name (but the language switch, which
    // leads to this page in the other language: here, with no language in the router, the same path).
    for (const link of document.querySelectorAll(`a[href="${path}"]:not([hreflang])`))
      expect(link).toHaveAccessibleName(name);
  },
);
