import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { lazyPage, type PageModule } from './lazyPage';

function deferredModule() {
  let resolve!: (module: PageModule) => void;
  const promise = new Promise<PageModule>((done) => (resolve = done));
  const load = jest.fn(() => promise);
  return { load, resolve };
}

const Greeting = () => <p>Selamat datang</p>;

const renderInSuspense = (Page: ComponentType) =>
  render(
    <Suspense fallback={<p>Memuat</p>}>
      <Page />
    </Suspense>,
  );

test('a page loaded ahead renders at once, without the loading screen', async () => {
  const { load, resolve } = deferredModule();
  const Page = lazyPage(load);
  const loading = Page.load();
  resolve({ default: Greeting });
  await loading;

  renderInSuspense(Page);
  expect(screen.getByText('Selamat datang')).toBeInTheDocument();
  expect(screen.queryByText('Memuat')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a page not loaded yet suspends until its code arrives, and is downloaded once', async () => {
  const { load, resolve } = deferredModule();
  const Page = lazyPage(load);
  renderInSuspense(Page);
  expect(screen.getByText('Memuat')).toBeInTheDocument();

  await act(async () => resolve({ default: Greeting }));
  expect(await screen.findByText('Selamat datang')).toBeInTheDocument();
  await Page.load();
  expect(load).toHaveBeenCalledTimes(1);
});
