import { http, HttpResponse } from 'msw';
import { makeStore } from '../../app/store';
import { fixedAnswers } from '../../state/initialAnswers';
import { apiUrl, server } from '../../test/server';
import { themeApi } from './themeApi';
import { selectThemeColors } from './themeColors';

/** A store whose /api/theme answer holds `colors`, as the cache keeps it. */
async function answered(colors: Record<string, unknown>) {
  const store = makeStore();
  await store.dispatch(themeApi.util.upsertQueryData('getTheme', undefined, { colors }));
  return store;
}

test('defaults are the SPEC colours', () => {
  expect(selectThemeColors(makeStore().getState())).toEqual({ primary: '#73B21B', secondary: '#9c27b0' });
});

test('an answer replaces the colours it gives', async () => {
  const store = await answered({ primary: '#112233' });
  expect(selectThemeColors(store.getState())).toEqual({ primary: '#112233', secondary: '#9c27b0' });
});

test('values that are not hex colours are ignored', async () => {
  const store = await answered({ primary: 'url(javascript:alert(1))', secondary: '#abc' });
  expect(selectThemeColors(store.getState())).toEqual({ primary: '#73B21B', secondary: '#abc' });
});

test('an answer of /api/theme replaces the defaults', async () => {
  server.use(
    http.get(apiUrl('/theme'), () =>
      HttpResponse.json({ success: true, theme: { colors: { primary: '#0a7f3f', secondary: '#333333' } } }),
    ),
  );
  const store = makeStore();
  await store.dispatch(themeApi.endpoints.getTheme.initiate());
  expect(selectThemeColors(store.getState())).toEqual({ primary: '#0a7f3f', secondary: '#333333' });
});

test("in the server's render of a page, the colours come from the answers it was given", async () => {
  const answers = fixedAnswers({
    '/theme|': { success: true, theme: { colors: { primary: '#0a7f3f', secondary: '#333333' } } },
  });
  const store = makeStore(undefined, answers);
  await store.dispatch(themeApi.endpoints.getTheme.initiate());
  expect(selectThemeColors(store.getState())).toEqual({ primary: '#0a7f3f', secondary: '#333333' });
});

test('the same answer gives the same colours object, so the theme is not made again', async () => {
  const store = await answered({ primary: '#112233' });
  expect(selectThemeColors(store.getState())).toBe(selectThemeColors(store.getState()));
});
