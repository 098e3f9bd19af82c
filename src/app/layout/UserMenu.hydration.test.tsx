// The account menu in the server's first frame of a signed-in page has no profile (only the
// browser holds the token). Its code loads after the page's, so the profile can be there
// before the menu is taken over: the take-over must still find the frame, then show the name.
import { afterEach, expect, jest, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { makeStore, type AppStore } from '../store';
import { makeTheme } from '../../components/theme';
import { profileApi, type UserProfile } from '../../features/profile/profileApi';
import { DEFAULT_THEME_COLORS } from '../../shared/themeDefaults';
import UserMenu from './UserMenu';

const PROFILE: UserProfile = {
  name: 'Siti Rahma',
  email: 'siti@example.com',
  phone: '',
  address: { line1: '', line2: '' },
  gender: 'Not Selected',
  dob: '',
  image: '/media/siti.webp',
};

const menu = (store: AppStore) => (
  <Provider store={store}>
    <ThemeProvider theme={makeTheme(DEFAULT_THEME_COLORS)}>
      <MemoryRouter>
        <UserMenu />
      </MemoryRouter>
    </ThemeProvider>
  </Provider>
);

const signedIn = () => makeStore({ auth: { token: 'a-token' }, language: { language: 'english' } });

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

test('taken over with the profile already here, the menu keeps the frame’s button, then shows the name and picture', async () => {
  const frame = renderToString(menu(signedIn()));
  const container = document.createElement('div');
  container.innerHTML = frame;
  document.body.append(container);
  const framesButton = container.querySelector('button');
  expect(framesButton).toHaveAccessibleName('Account menu');

  const store = signedIn();
  await store.dispatch(profileApi.util.upsertQueryData('getProfile', undefined, PROFILE));
  const recoverableErrors = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, menu(store), { onRecoverableError: recoverableErrors });
  });

  expect(recoverableErrors).not.toHaveBeenCalled();
  expect(container.querySelector('button')).toBe(framesButton);
  expect(screen.getByText('Siti Rahma')).toBeInTheDocument();
  expect(container.querySelector('img')).toHaveAttribute('src', '/media/siti.webp');
});
