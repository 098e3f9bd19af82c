import { themeApi } from './themeApi';
import { selectThemeColors, themeLoaded, themeSlice } from './themeSlice';

const reduce = themeSlice.reducer;

test('defaults are the SPEC colours', () => {
  const state = reduce(undefined, { type: 'init' });
  expect(selectThemeColors({ theme: state })).toEqual({ primary: '#73B21B', secondary: '#9c27b0' });
});

test('themeLoaded replaces the colours it is given', () => {
  const state = reduce(undefined, themeLoaded({ primary: '#112233' }));
  expect(state.colors).toEqual({ primary: '#112233', secondary: '#9c27b0' });
});

test('values that are not hex colours are ignored', () => {
  const state = reduce(undefined, themeLoaded({ primary: 'url(javascript:alert(1))', secondary: '#abc' }));
  expect(state.colors).toEqual({ primary: '#73B21B', secondary: '#abc' });
});

test('an answer of /api/theme replaces the defaults', () => {
  const action = {
    type: `${themeApi.reducerPath}/executeQuery/fulfilled`,
    payload: { colors: { primary: '#0a7f3f', secondary: '#333333' } },
    meta: {
      requestId: 'r1',
      requestStatus: 'fulfilled',
      fulfilledTimeStamp: 0,
      baseQueryMeta: {},
      arg: { type: 'query', endpointName: 'getTheme', originalArgs: undefined, queryCacheKey: 'getTheme(undefined)' },
    },
  };
  const state = reduce(undefined, action);
  expect(state.colors).toEqual({ primary: '#0a7f3f', secondary: '#333333' });
});
