// The one RTK Query API of the web app. Features add their endpoints with
// api.injectEndpoints in their own *Api.ts; every tag type of the public site is declared
// here, and the staff areas' (the console's, the doctor panel's) in ./staffApi.ts.
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { LangCode } from '../shared/language';
import type { PublicRead } from '../shared/routing/publicReads';
import { apiBaseUrl } from './apiBase';
import { pageAnswers, type InitialAnswers } from './initialAnswers';

export const TAG_TYPES = [
  'Theme',
  'Translations',
  'Content',
  'Restaurants',
  'Investor',
  'Profile',
  'Doctor',
  'Appointment',
] as const;

type TokenState = { auth: { token: string | null } };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as TokenState).auth.token;
    if (token) {
      // The group's backend reads `token`; standard clients read the bearer header.
      headers.set('token', token);
      headers.set('authorization', `Bearer ${token}`);
    }
    return headers;
  },
});

/** What the store gives its thunks (store.ts): where the first answers come from. */
export type ThunkExtra = { answers: InitialAnswers };

/**
 * Resolves paths against the configured base URL at call time, answers a landing page's
 * first requests from the answers the server gave (initialAnswers.ts), and turns the group
 * backend's `{success: false}` answers (sent with HTTP 200) into errors, so every failure
 * reaches components the same way.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const answers = (api.extra as Partial<ThunkExtra> | undefined)?.answers ?? pageAnswers;
  const initial = isPlainGet(request)
    ? answers.take(request.url, headerValue(request.headers, 'accept-language'))
    : undefined;
  if (initial === undefined && !answers.network)
    return { error: { status: 'CUSTOM_ERROR', error: `No answer for ${request.url}` } };
  const result =
    initial === undefined
      ? await rawBaseQuery({ ...request, url: `${apiBaseUrl()}${request.url}` }, api, extra)
      : { data: initial };
  const body = result.data as { success?: unknown } | undefined;
  if (body && typeof body === 'object' && body.success === false) {
    return {
      error: { status: 'CUSTOM_ERROR', data: body, error: String((body as { message?: unknown }).message ?? '') },
    };
  }
  return result;
};

function isPlainGet(request: FetchArgs): boolean {
  return (request.method ?? 'GET').toUpperCase() === 'GET' && request.body === undefined;
}

function headerValue(headers: FetchArgs['headers'], name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const entries = Array.isArray(headers) ? headers : Object.entries(headers);
  const found = entries.find(([key]) => key.toLowerCase() === name);
  return found ? String(found[1]) : undefined;
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/**
 * The request of a public read (shared/routing/publicReads.ts names each one's path), in
 * the visitor's language when it is asked per language.
 */
export function readRequest(read: PublicRead, lang?: LangCode): FetchArgs {
  return read.localized && lang ? { url: read.path, headers: { 'Accept-Language': lang } } : { url: read.path };
}
