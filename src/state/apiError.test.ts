import { expect, test } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../app/store';
import { contactApi } from '../features/content/contactApi';
import { apiUrl, server } from '../test/server';
import { apiErrorMessage, FALLBACK_FAILURE, readApiError } from './apiError';

test('a request that never got an answer reads as "Network Error" or "timeout exceeded"', () => {
  const offline = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
  const slow = { status: 'TIMEOUT_ERROR', error: 'AbortError: signal timed out' };
  expect(apiErrorMessage(offline)).toBe('Network Error');
  expect(apiErrorMessage(slow)).toBe('timeout exceeded');
  expect(readApiError(offline).kind).toBe('no-answer');
  expect(readApiError(slow).kind).toBe('no-answer');
});

test('a stopped request reads as "Request aborted", an address fetch cannot load as "unsupported protocol" (SPEC §8)', () => {
  const aborted = { status: 'FETCH_ERROR', error: 'AbortError: This operation was aborted' };
  const chromium = {
    status: 'FETCH_ERROR',
    error:
      'TypeError: Fetch API cannot load api.example.com:4000/api/doctor/list. URL scheme "api.example.com" is not supported.',
  };
  const node = { status: 'FETCH_ERROR', error: 'TypeError: fetch failed: unknown scheme' };
  const limited = { status: 'FETCH_ERROR', error: 'TimeoutError: signal timed out' };
  expect(readApiError(limited)).toEqual({ kind: 'no-answer', text: 'timeout exceeded' });
  expect(readApiError(aborted)).toEqual({ kind: 'no-answer', text: 'Request aborted' });
  expect(readApiError(chromium)).toEqual({ kind: 'no-answer', text: 'unsupported protocol' });
  expect(readApiError(node)).toEqual({ kind: 'no-answer', text: 'unsupported protocol' });
  // Anything else that got no answer is still a network error.
  expect(
    apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: NetworkError when attempting to fetch resource.' }),
  ).toBe('Network Error');
});

test("an HTTP error with the server's message shows that message", () => {
  const error = { status: 401, data: { success: false, message: 'Token invalid' } };
  expect(apiErrorMessage(error, 'fallback')).toBe('Token invalid');
  expect(readApiError(error)).toEqual({ kind: 'server', text: 'Token invalid' });
});

test('a success:false answer (HTTP 200, turned into an error by the base query) shows its message', () => {
  const error = {
    status: 'CUSTOM_ERROR',
    data: { success: false, message: 'User not found' },
    error: 'User not found',
  };
  expect(apiErrorMessage(error)).toBe('User not found');
  expect(readApiError(error).kind).toBe('server');
  // Without a message there is nothing to show but the fallback.
  expect(apiErrorMessage({ status: 'CUSTOM_ERROR', data: { success: false }, error: '' })).toBe(FALLBACK_FAILURE);
});

test('a custom error without a server message shows its own description', () => {
  const error = { status: 'CUSTOM_ERROR', error: 'No answer for /theme' };
  expect(apiErrorMessage(error, 'fallback')).toBe('No answer for /theme');
  expect(readApiError(error).kind).toBe('other');
});

test('an answer without a usable message (not JSON, no message, empty message) uses the fallback', () => {
  expect(
    apiErrorMessage(
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'SyntaxError' },
      'fallback',
    ),
  ).toBe('fallback');
  expect(apiErrorMessage({ status: 500, data: { success: false } }, 'fallback')).toBe('fallback');
  expect(apiErrorMessage({ status: 500, data: { message: '' } }, 'fallback')).toBe('fallback');
  expect(apiErrorMessage({ status: 500, data: { message: 42 } }, 'fallback')).toBe('fallback');
});

test('a SerializedError or a thrown Error shows its message, or the fallback when it has none', () => {
  expect(apiErrorMessage({ name: 'Error', message: 'boom' }, 'fallback')).toBe('boom');
  expect(apiErrorMessage({ name: 'Error' }, 'fallback')).toBe('fallback');
  expect(apiErrorMessage(new Error('payment.razorpayUnavailable'), 'fallback')).toBe('payment.razorpayUnavailable');
  expect(apiErrorMessage(new Error(''), 'fallback')).toBe('fallback');
  expect(readApiError(new Error('x')).kind).toBe('other');
});

test('anything else uses the fallback, and the fallback is "An error occurred. Please try again." unless given', () => {
  for (const value of [undefined, null, '', 'text', 42, {}, []]) {
    expect(apiErrorMessage(value, 'fallback')).toBe('fallback');
    expect(apiErrorMessage(value)).toBe(FALLBACK_FAILURE);
    expect(readApiError(value).kind).toBe('other');
  }
  expect(FALLBACK_FAILURE).toBe('An error occurred. Please try again.');
});

test("what a mutation's unwrap() throws is read as is", async () => {
  const store = makeStore();
  server.use(
    http.post(apiUrl('/subscribers/subscribe'), () =>
      HttpResponse.json({ success: false, message: 'This email is already subscribed' }),
    ),
  );
  const refused = await store
    .dispatch(contactApi.endpoints.subscribe.initiate({ email: 'ada@example.com' }))
    .unwrap()
    .catch((error: unknown) => error);
  expect(apiErrorMessage(refused)).toBe('This email is already subscribed');
  expect(readApiError(refused).kind).toBe('server');

  server.use(http.post(apiUrl('/subscribers/subscribe'), () => HttpResponse.error()));
  const offline = await store
    .dispatch(contactApi.endpoints.subscribe.initiate({ email: 'ada@example.com' }))
    .unwrap()
    .catch((error: unknown) => error);
  expect(apiErrorMessage(offline)).toBe('Network Error');
  expect(readApiError(offline).kind).toBe('no-answer');
});
