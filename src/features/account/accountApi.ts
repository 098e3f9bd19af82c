// The account security calls. Change password and "log out everywhere" (My profile) end
// every other session of the account; their answer's fresh token keeps this browser signed
// in, so it is stored at once. The forgotten-password calls sign nobody in: after a reset
// every session of the account has ended and the visitor logs in with the new password.
import { api } from '../../state/api';
import { loggedIn } from '../auth';
import type { ChangePasswordValues, ForgotPasswordValues, ResetPasswordValues } from '../../shared/validation/accounts';

export type MessageAnswer = { success: true; message: string };
export type SessionAnswer = MessageAnswer & { token: string };

/** Stores the answered token once the call succeeded; a failure changes nothing. */
async function keepSession(
  _args: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: ReturnType<typeof loggedIn>) => unknown; queryFulfilled: Promise<{ data: SessionAnswer }> },
) {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (data?.token) dispatch(loggedIn(data.token));
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<SessionAnswer, ChangePasswordValues>({
      query: ({ currentPassword, newPassword }) => ({
        url: '/user/change-password',
        method: 'POST',
        body: { currentPassword, newPassword },
      }),
      onQueryStarted: keepSession,
    }),
    logoutEverywhere: build.mutation<SessionAnswer, void>({
      query: () => ({ url: '/user/logout-everywhere', method: 'POST' }),
      onQueryStarted: keepSession,
    }),
    forgotPassword: build.mutation<MessageAnswer, ForgotPasswordValues>({
      query: ({ email }) => ({ url: '/user/forgot-password', method: 'POST', body: { email } }),
    }),
    resetPassword: build.mutation<MessageAnswer, ResetPasswordValues>({
      query: ({ token, password }) => ({ url: '/user/reset-password', method: 'POST', body: { token, password } }),
    }),
  }),
});

export const {
  useChangePasswordMutation,
  useLogoutEverywhereMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = accountApi;
