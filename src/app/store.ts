import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authSlice } from '../features/auth/authSlice';
import { languageSlice } from '../features/language/languageSlice';
import { uiSlice } from '../features/ui/uiSlice';
import { api, type ThunkExtra } from '../state/api';
import { pageAnswers, type InitialAnswers } from '../state/initialAnswers';
import { persistenceMiddleware } from './persistence';

const rootReducer = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [languageSlice.reducerPath]: languageSlice.reducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store; the app makes one at start, the server one per page it renders, and every
 * test its own. `answers`: where the API's first answers come from (the page's data block
 * in the browser, the server's own answers in a server render).
 */
export function makeStore(preloadedState?: Partial<RootState>, answers: InitialAnswers = pageAnswers) {
  const extraArgument: ThunkExtra = { answers };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument } }).prepend(persistenceMiddleware).concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
/** A thunk of this store (logout, say): features type theirs with it. */
export type AppThunk<Result = void> = ThunkAction<Result, RootState, ThunkExtra, UnknownAction>;
