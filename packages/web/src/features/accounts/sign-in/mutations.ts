import type { AccountReply, CreateAccountInput, MessageReply } from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';

/** The account calls the auth pages make. */
export const authApi = {
  login: (email: string, password: string) =>
    api.post<AccountReply>('/api/account/login/', { account: { email, password } }),
  createAccount: (account: CreateAccountInput) => api.post<MessageReply>('/api/account', { account }),
  finishSignUp: (token: string) =>
    api.post<AccountReply>(`/api/account/finishsignup/${encodeURIComponent(token)}`, undefined, {
      silent: true,
    }),
  sendResetEmail: (email: string) =>
    api.post<MessageReply>(`/api/account/sendresetpasswordemail/${encodeURIComponent(email)}`),
  resetPassword: (id: string, password: string) =>
    api.put<MessageReply>(`/api/account/resetpassword/${encodeURIComponent(id)}`, { password }),
};
