import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authSlice } from '../features/auth/authSlice';
import { languageSlice } from '../features/language/languageSlice';
import { themeSlice } from '../features/theme/themeSlice';
import { uiSlice } from '../features/ui/uiSlice';
import { api } from './api';
import { persistenceListener } from './persistence';

const rootReducer = combineSlices(authSlice, languageSlice, themeSlice, uiSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; the app makes one at start and every test makes its own. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(persistenceListener.middleware).concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
