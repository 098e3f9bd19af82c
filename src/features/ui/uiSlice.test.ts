import { mobileMenuClosed, mobileMenuToggled, popupClosed, popupOpened, selectMobileMenuOpen, selectOpenPopup, uiSlice } from './uiSlice';

const reduce = uiSlice.reducer;
const wrap = (ui: ReturnType<typeof reduce>) => ({ ui });

test('the mobile menu starts closed, toggles, and closes', () => {
  let state = reduce(undefined, { type: 'init' });
  expect(selectMobileMenuOpen(wrap(state))).toBe(false);
  state = reduce(state, mobileMenuToggled());
  expect(selectMobileMenuOpen(wrap(state))).toBe(true);
  state = reduce(state, mobileMenuToggled());
  expect(selectMobileMenuOpen(wrap(state))).toBe(false);
  state = reduce(reduce(state, mobileMenuToggled()), mobileMenuClosed());
  expect(selectMobileMenuOpen(wrap(state))).toBe(false);
});

test('one popup at a time is open', () => {
  let state = reduce(undefined, popupOpened('news-1'));
  expect(selectOpenPopup(wrap(state))).toBe('news-1');
  state = reduce(state, popupOpened('job-2'));
  expect(selectOpenPopup(wrap(state))).toBe('job-2');
  state = reduce(state, popupClosed());
  expect(selectOpenPopup(wrap(state))).toBeNull();
});
