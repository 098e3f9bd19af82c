import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { PageErrorBoundary } from './PageErrorBoundary';

function Broken(): never {
  throw new Error('a page that cannot render');
}

/** A frame like the layout's: a link that stays, and the page of the address inside the boundary. */
function Frame() {
  const { pathname } = useLocation();
  return (
    <>
      <nav>
        <Link to="/about">About</Link>
      </nav>
      <PageErrorBoundary address={pathname}>
        {pathname === '/broken' ? <Broken /> : <h1>About page</h1>}
      </PageErrorBoundary>
    </>
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a page that throws leaves the frame and says what happened, in the visitor language', async () => {
  renderWithProviders(<Frame />, { route: '/broken' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Halaman ini tidak dapat ditampilkan');
  expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument();
});

test('in English too, and going to another address shows that page', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Frame />, { route: '/broken', preloadedState: { language: { language: 'english' } } });
  expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be shown');
  await user.click(screen.getByRole('link', { name: 'About' }));
  expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
