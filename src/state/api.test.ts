import { http, HttpResponse } from 'msw';
import { profileApi } from '../features/profile/profileApi';
import { apiUrl, server } from '../test/server';
import { apiErrorMessage } from './apiError';
import { makeStore } from '../app/store';

const userData = {
  name: 'Sari',
  email: 's@example.com',
  phone: '',
  address: { line1: '', line2: '' },
  gender: 'Not Selected',
  dob: '',
  image: '',
};

test('a logged-in call carries the token both as `token` and as a bearer authorization', async () => {
  let headers: Headers | undefined;
  server.use(
    http.get(apiUrl('/user/get-profile'), ({ request }) => {
      headers = request.headers;
      return HttpResponse.json({ success: true, userData });
    }),
  );
  const store = makeStore({ auth: { token: 'jwt-123' } });
  const result = await store.dispatch(profileApi.endpoints.getProfile.initiate());
  expect(result.data).toEqual(userData);
  expect(headers?.get('token')).toBe('jwt-123');
  expect(headers?.get('authorization')).toBe('Bearer jwt-123');
});

test('a visitor sends no credentials', async () => {
  let headers: Headers | undefined;
  server.use(
    http.get(apiUrl('/user/get-profile'), ({ request }) => {
      headers = request.headers;
      return HttpResponse.json({ success: true, userData });
    }),
  );
  await makeStore().dispatch(profileApi.endpoints.getProfile.initiate());
  expect(headers?.has('token')).toBe(false);
  expect(headers?.has('authorization')).toBe(false);
});

test('success:false with HTTP 200 (the group backend) and an HTTP error both arrive as errors with the message', async () => {
  server.use(
    http.get(apiUrl('/user/get-profile'), () => HttpResponse.json({ success: false, message: 'User not found' })),
  );
  const first = await makeStore({ auth: { token: 't' } }).dispatch(profileApi.endpoints.getProfile.initiate());
  expect(apiErrorMessage(first.error, 'fallback')).toBe('User not found');

  server.use(
    http.get(apiUrl('/user/get-profile'), () =>
      HttpResponse.json({ success: false, message: 'Token invalid' }, { status: 401 }),
    ),
  );
  const second = await makeStore({ auth: { token: 't' } }).dispatch(profileApi.endpoints.getProfile.initiate());
  expect(apiErrorMessage(second.error, 'fallback')).toBe('Token invalid');
});

test('a network failure reads as "Network Error"; an answer without a message uses the fallback', async () => {
  server.use(http.get(apiUrl('/user/get-profile'), () => HttpResponse.error()));
  const failed = await makeStore({ auth: { token: 't' } }).dispatch(profileApi.endpoints.getProfile.initiate());
  expect(apiErrorMessage(failed.error, 'fallback')).toBe('Network Error');

  server.use(http.get(apiUrl('/user/get-profile'), () => new HttpResponse('oops', { status: 500 })));
  const bare = await makeStore({ auth: { token: 't' } }).dispatch(profileApi.endpoints.getProfile.initiate());
  expect(apiErrorMessage(bare.error, 'fallback')).toBe('fallback');
  expect(apiErrorMessage({ name: 'Error', message: 'boom' }, 'fallback')).toBe('boom');
});
