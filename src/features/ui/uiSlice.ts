import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type UiState = {
  mobileMenuOpen: boolean;
  /** Id of the popup on screen, if any (only one at a time). */
  openPopup: string | null;
};

const initialState: UiState = { mobileMenuOpen: false, openPopup: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    mobileMenuToggled(state) {
      state.mobileMenuOpen = !state.mobileMenuOpen;
    },
    mobileMenuClosed(state) {
      state.mobileMenuOpen = false;
    },
    popupOpened(state, action: PayloadAction<string>) {
      state.openPopup = action.payload;
    },
    popupClosed(state) {
      state.openPopup = null;
    },
  },
  selectors: {
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
    selectOpenPopup: (state) => state.openPopup,
  },
});

export const { mobileMenuToggled, mobileMenuClosed, popupOpened, popupClosed } = uiSlice.actions;
export const { selectMobileMenuOpen, selectOpenPopup } = uiSlice.selectors;
