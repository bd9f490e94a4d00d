import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDto, SessionReply } from '@signshop/domain';
import { api, forgetEarlyReads } from './api/api-client.ts';

/** An account as the API returns it (the password never leaves the server). */
export type Account = AccountDto;

export const sessionKey = ['session'] as const;

/** The signed-in account, or null when the session cookie is missing, expired or revoked. */
async function fetchCurrentAccount(): Promise<Account | null> {
  const { account } = await api.get<SessionReply>('/api/account/session', { silent: true });
  return account;
}

/**
 * The current user through TanStack Query; `user` is null when signed out. `unreachable`: the
 * session could not be checked at all (no answer, or not a 401), so nobody knows who is signed in.
 */
export function useSession() {
  const query = useQuery({ queryKey: sessionKey, queryFn: fetchCurrentAccount, staleTime: 60_000 });
  return {
    user: query.data ?? null,
    isPending: query.isPending,
    unreachable: query.isError && query.data === undefined,
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * Store the account a login or create call returned, so the shell updates without a refetch; data
 * cached for a previous user is dropped first.
 */
export function useSetSession() {
  const queryClient = useQueryClient();
  return (account: Account | null) => {
    forgetEarlyReads();
    // Keep the session query itself: mounted observers (the navbar) stay subscribed to it.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
    queryClient.setQueryData(sessionKey, account);
  };
}
