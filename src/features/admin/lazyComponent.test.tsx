import { expect, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const deferred = () => {
  let resolve!: (component: typeof Greeting) => void;
  const promise = new Promise<typeof Greeting>((done) => (resolve = done));
  return { promise, resolve };
};

test('before its code is here the component suspends, and shows once it arrives', async () => {
  const code = deferred();
  const { Component } = lazyComponent(() => code.promise);
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Ayu" />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeTruthy();
  await act(async () => code.resolve(Greeting));
  expect(await screen.findByText('Hello Ayu')).toBeTruthy();
});

test('preloaded, it renders at once: no fallback, not even for one render', async () => {
  const code = deferred();
  let loads = 0;
  const { Component, preload } = lazyComponent(() => {
    loads += 1;
    return code.promise;
  });
  preload();
  preload();
  await act(async () => code.resolve(Greeting));
  let fallbacks = 0;
  function Fallback() {
    fallbacks += 1;
    return null;
  }
  render(
    <Suspense fallback={<Fallback />}>
      <Component name="Bima" />
    </Suspense>,
  );
  expect(screen.getByText('Hello Bima')).toBeTruthy();
  expect(fallbacks).toBe(0);
  expect(loads).toBe(1);
});

test('a failed load is tried again by the next preload', async () => {
  let attempts = 0;
  const { Component, preload } = lazyComponent(() => {
    attempts += 1;
    return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
  });
  preload();
  await act(async () => undefined);
  preload();
  await act(async () => undefined);
  render(<Component name="Citra" />);
  expect(screen.getByText('Hello Citra')).toBeTruthy();
  expect(attempts).toBe(2);
});
