import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const TOKEN_STORAGE_KEY = 'token';

export type AuthState = { token: string | null };

const initialState: AuthState = { token: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    loggedOut(state) {
      state.token = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => Boolean(state.token),
  },
});

export const { loggedIn, loggedOut } = authSlice.actions;
export const { selectToken, selectIsLoggedIn } = authSlice.selectors;

export function readStoredToken(storage: Storage): string | null {
  const token = storage.getItem(TOKEN_STORAGE_KEY);
  return token && token.trim() ? token : null;
}
