import { mobileMenuClosed, mobileMenuToggled, selectMobileMenuOpen, uiSlice } from './uiSlice';

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
