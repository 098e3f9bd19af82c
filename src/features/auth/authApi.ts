// Sign-up and login calls (SPEC §7). A successful answer logs the user in right away:
// the token goes to the auth slice (and from there to localStorage).
import { api } from '../../state/api';
import { loggedIn } from './authSlice';
import type { LoginValues, RegisterValues } from '../../shared/validation/auth';

export type AuthAnswer = { success: true; token: string; message?: string };

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
