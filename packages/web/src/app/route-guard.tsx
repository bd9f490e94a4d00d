import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { refusalOf, type AccessRule } from '@signshop/domain';
import { ErrorState } from '../ui/ErrorState.tsx';
import { LoadingState } from '../ui/LoadingState.tsx';
import { useFirstViewReplaced } from '../platform/use-first-view-replaced.ts';
import { useSession } from '../platform/session.tsx';
import { screens } from '../platform/screens.ts';
import { ForbiddenPage } from './status-pages.tsx';

/** True when the rule asks for a verified account (the unverified are sent to the new quote page). */
function needsVerification(rule: AccessRule) {
  return rule.kind === 'verified' || (rule.kind === 'role' && rule.verified);
}

/**
 * Opens a screen only for users its rule lets through: signed out → login; unverified where
 * verification is needed → the new quote page; lacking a role → "no access".
 */
export function RouteGuard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { user, isPending, error, refetch } = useSession();
  const refusal = rule.kind === 'anyone' || isPending || error ? null : refusalOf(user, rule);
  const toNewQuote = refusal === 'forbidden' && !!user && !user.verified && needsVerification(rule);
  // The server's first view of the screen stays while the session is checked and while a refusal
  // sends elsewhere; what the screen shows itself replaces it.
  useFirstViewReplaced(rule.kind === 'anyone' || (!isPending && refusal !== 'signed-out' && !toNewQuote));
  if (rule.kind === 'anyone') return children;
  if (isPending) return <LoadingState label="Checking your session…" />;
  if (error) {
    return (
      <ErrorState
        title="Could not check your session"
        message={error.message}
        onRetry={() => void refetch()}
      />
    );
  }
  if (refusal === 'signed-out') return <Navigate to={screens.login.path} replace />;
  if (toNewQuote) return <Navigate to={screens.newQuote.path} replace />;
  if (refusal === 'forbidden') return <ForbiddenPage />;
  return children;
}
