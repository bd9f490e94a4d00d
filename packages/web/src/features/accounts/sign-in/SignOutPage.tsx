import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../platform/api/api-client.ts';
import { useSetSession } from '../../../platform/session.tsx';
import { screens } from '../../../platform/screens.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { Page } from '../../../ui/Page.tsx';

/**
 * /account/logout: the page the logout link (GET /api/account/logout) leads to. Signing out
 * changes state, so it is a POST, sent once from here; then the login page.
 */
export function SignOutPage() {
  const navigate = useNavigate();
  const setSession = useSetSession();
  const [failed, setFailed] = useState('');
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    api
      .post('/api/account/logout', undefined, { silent: true })
      .then(() => {
        setSession(null);
        void navigate('/account/login', { replace: true });
      })
      .catch((error: Error) => setFailed(error.message));
  }, [navigate, setSession]);
  return (
    <Page title={screens.logout.title}>
      {failed ? (
        <ErrorState title="Could not sign out" message={failed} />
      ) : (
        <LoadingState label="Signing out…" />
      )}
    </Page>
  );
}
