// Taking over the server's HTML while the store moves on: React takes the shell over first
// and each Suspense boundary later, and an answer can come in between (the session keeper's
// profile on a signed-in frame). With the state the server rendered from, the boundary still
// matches its HTML and keeps it, then shows the answer; without it, React finds a mismatch
// and throws the server's HTML away.
import { afterEach, expect, jest, test } from '@jest/globals';
import { act } from '@testing-library/react';
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { profileApi, type UserProfile } from '../features/profile/profileApi';
import { App } from './App';
import { makeStore, type AppStore, type RootState } from './store';

const PROFILE: UserProfile = {
  name: 'Siti Rahma',
  email: 'siti@example.com',
  phone: '0812',
  address: { line1: '', line2: '' },
  gender: 'Female',
  dob: '1990-01-01',
  image: '',
};

/** Who the account belongs to, from the cache only: what the page's parts show of the profile. */
function AccountName() {
  const { data } = profileApi.endpoints.getProfile.useQueryState();
  return <p>{data ? data.name : 'Loading your account…'}</p>;
}

/** Stands for the profile's answer arriving once the shell is live, before the boundary is taken over. */
function ProfileArrives({ store }: { store: AppStore }) {
  useLayoutEffect(() => {
    // A plain action: the store holds the answer as soon as the effect has run.
    store.dispatch(
      profileApi.util.upsertQueryEntries([{ endpointName: 'getProfile', arg: undefined, value: PROFILE }]),
    );
  }, [store]);
  return null;
}

const page = (store: AppStore, shell: ReactNode, serverState?: RootState) => (
  <App store={store} serverState={serverState}>
    {shell}
    <Suspense fallback={null}>
      <AccountName />
    </Suspense>
  </App>
);

const roots: { root: Root; container: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, container } of roots.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

async function takeOver(withServerState: boolean) {
  const store = makeStore({ auth: { token: 'stored-session' } });
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(store, null));
  document.body.append(container);
  const serverParagraph = container.querySelector('p');
  expect(serverParagraph).toHaveTextContent('Loading your account…');
  const recoverableErrors = jest.fn();
  const serverState = withServerState ? store.getState() : undefined;
  await act(async () => {
    const root = hydrateRoot(container, page(store, <ProfileArrives store={store} />, serverState), {
      onRecoverableError: recoverableErrors,
    });
    roots.push({ root, container });
  });
  return { container, serverParagraph, recoverableErrors };
}

test("a boundary taken over after an answer came reads the server's state, keeps its HTML, then shows the answer", async () => {
  const { container, serverParagraph, recoverableErrors } = await takeOver(true);
  expect(recoverableErrors).not.toHaveBeenCalled();
  expect(container.querySelector('p')).toBe(serverParagraph);
  expect(serverParagraph).toHaveTextContent('Siti Rahma');
});

test("reading the store's own state instead, the same take-over mismatches and React throws the server's HTML away", async () => {
  const { container, serverParagraph, recoverableErrors } = await takeOver(false);
  expect(recoverableErrors).toHaveBeenCalled();
  expect(container.querySelector('p')).not.toBe(serverParagraph);
  expect(container.querySelector('p')).toHaveTextContent('Siti Rahma');
});
