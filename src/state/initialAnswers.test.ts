import { http, HttpResponse } from 'msw';
import { contentApi } from '../features/content/contentApi';
import { apiUrl, server } from '../test/server';
import { fixedAnswers, resetInitialAnswers } from './initialAnswers';
import { makeStore } from '../app/store';

const inPage = { success: true, data: { headerTitle: 'From the page' } };
const fromNetwork = { success: true, data: { headerTitle: 'From the network' } };

function putAnswersInPage(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'initial-answers';
  block.textContent = json;
  document.head.appendChild(block);
  resetInitialAnswers();
}

afterEach(() => {
  document.getElementById('initial-answers')?.remove();
  resetInitialAnswers();
});

test("a landing page's first request is answered from the page, once; the next goes to the network", async () => {
  putAnswersInPage(JSON.stringify({ '/home-content|id': inPage }));
  let networkCalls = 0;
  server.use(
    http.get(apiUrl('/home-content'), () => {
      networkCalls += 1;
      return HttpResponse.json(fromNetwork);
    }),
  );
  const store = makeStore();

  const first = await store.dispatch(contentApi.endpoints.getHomeContent.initiate('id'));
  expect(first.data).toEqual(inPage.data);
  expect(networkCalls).toBe(0);

  const again = await store.dispatch(contentApi.endpoints.getHomeContent.initiate('id', { forceRefetch: true }));
  expect(again.data).toEqual(fromNetwork.data);
  expect(networkCalls).toBe(1);
});

test('an answer for another language is not used', async () => {
  putAnswersInPage(JSON.stringify({ '/home-content|id': inPage }));
  server.use(http.get(apiUrl('/home-content'), () => HttpResponse.json(fromNetwork)));
  const result = await makeStore().dispatch(contentApi.endpoints.getHomeContent.initiate('en'));
  expect(result.data).toEqual(fromNetwork.data);
});

test('a damaged block is ignored and the request goes to the network', async () => {
  putAnswersInPage('{"/home-content|id": ');
  server.use(http.get(apiUrl('/home-content'), () => HttpResponse.json(fromNetwork)));
  const result = await makeStore().dispatch(contentApi.endpoints.getHomeContent.initiate('id'));
  expect(result.data).toEqual(fromNetwork.data);
});

test('a failure answer placed in the page still arrives as an error', async () => {
  putAnswersInPage(JSON.stringify({ '/home-content|id': { success: false, message: 'Content unavailable' } }));
  const result = await makeStore().dispatch(contentApi.endpoints.getHomeContent.initiate('id'));
  expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR', error: 'Content unavailable' });
});

test("a server render's store answers from the answers it was given, once, and never goes to the network", async () => {
  let networkCalls = 0;
  server.use(
    http.get(apiUrl('/home-content'), () => {
      networkCalls += 1;
      return HttpResponse.json(fromNetwork);
    }),
  );
  const store = makeStore(undefined, fixedAnswers({ '/home-content|id': inPage }));
  const first = await store.dispatch(contentApi.endpoints.getHomeContent.initiate('id'));
  expect(first.data).toEqual(inPage.data);
  const again = await store.dispatch(contentApi.endpoints.getHomeContent.initiate('id', { forceRefetch: true }));
  expect(again.isError).toBe(true);
  const english = await store.dispatch(contentApi.endpoints.getHomeContent.initiate('en'));
  expect(english.isError).toBe(true);
  expect(networkCalls).toBe(0);
});
