// Sign-up and login calls (SPEC §7). A successful answer logs the user in right away:
// the token goes to the auth slice (and from there to localStorage).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { api } from '../../state/api';
import { apiErrorMessage } from '../../state/apiError';
import { loggedIn } from './authSlice';
import type { LoginValues, RegisterValues } from '../../shared/validation/auth';

export type AuthAnswer = { success: true; token: string; message?: string };

export const FALLBACK_FAILURE = 'An error occurred. Please try again.';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<AuthAnswer, RegisterValues>({
      query: ({ name, email, password, dateOfBirth }) => ({
        url: '/user/register',
        method: 'POST',
        body: { name, email, password, dateOfBirth },
      }),
      onQueryStarted: async (_values, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.token) dispatch(loggedIn(data.token));
      },
      // A new session must not see anything cached for an earlier one.
      invalidatesTags: (result) => (result ? ['Profile', 'Appointment'] : []),
    }),
    login: build.mutation<AuthAnswer, LoginValues>({
      query: ({ email, password }) => ({ url: '/user/login', method: 'POST', body: { email, password } }),
      onQueryStarted: async (_values, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.token) dispatch(loggedIn(data.token));
      },
      invalidatesTags: (result) => (result ? ['Profile', 'Appointment'] : []),
    }),
  }),
});

export const { useRegisterMutation, useLoginMutation } = authApi;

/**
 * SPEC §8: the server's message; on a thrown error the response's message; otherwise
 * 'An error occurred. Please try again.' (also for answers that are not JSON at all).
 */
export function authFailureMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (error && 'status' in error && error.status === 'PARSING_ERROR') return FALLBACK_FAILURE;
  return apiErrorMessage(error, FALLBACK_FAILURE);
}
