// A forgotten password: ask for a reset link by e-mail, then set a new password through it.
// Neither call signs in: after a reset, every session of the account has ended and the
// visitor logs in with the new password.
import { api } from '../../state/api';
import type { ForgotPasswordValues, ResetPasswordValues } from '../../shared/validation/accounts';

export type MessageAnswer = { success: true; message: string };

export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<MessageAnswer, ForgotPasswordValues>({
      query: ({ email }) => ({ url: '/user/forgot-password', method: 'POST', body: { email } }),
    }),
    resetPassword: build.mutation<MessageAnswer, ResetPasswordValues>({
      query: ({ token, password }) => ({ url: '/user/reset-password', method: 'POST', body: { token, password } }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;
