// Change password and "log out everywhere" (My profile). Both end every other session of
// the account; the answer's fresh token keeps this browser signed in, so it is stored at once.
import { api } from '../../state/api';
import { loggedIn } from '../auth';
import type { ChangePasswordValues } from '../../shared/validation/accounts';

export type SessionAnswer = { success: true; token: string; message: string };

/** Stores the answered token once the call succeeded; a failure changes nothing. */
async function keepSession(_args: unknown, { dispatch, queryFulfilled }: { dispatch: (action: ReturnType<typeof loggedIn>) => unknown; queryFulfilled: Promise<{ data: SessionAnswer }> }) {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (data?.token) dispatch(loggedIn(data.token));
}

export const accountSecurityApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<SessionAnswer, ChangePasswordValues>({
      query: ({ currentPassword, newPassword }) => ({ url: '/user/change-password', method: 'POST', body: { currentPassword, newPassword } }),
      onQueryStarted: keepSession,
    }),
    logoutEverywhere: build.mutation<SessionAnswer, void>({
      query: () => ({ url: '/user/logout-everywhere', method: 'POST' }),
      onQueryStarted: keepSession,
    }),
  }),
});

export const { useChangePasswordMutation, useLogoutEverywhereMutation } = accountSecurityApi;
