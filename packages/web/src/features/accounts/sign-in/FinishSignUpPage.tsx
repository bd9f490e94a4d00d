import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSetSession } from '../../../platform/session.tsx';
import { screens } from '../../../platform/screens.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { Page } from '../../../ui/Page.tsx';
import { authApi } from './mutations.ts';

/**
 * /account/finishsignup/{token}: the page the sign-up email links to. It uses the link once (a
 * POST, sent once from here), signs the new account in and lands on the new quote page; a
 * used, expired or broken link is said plainly, with the way on.
 */
export function FinishSignUpPage() {
  const navigate = useNavigate();
  const setSession = useSetSession();
  const { token = '' } = useParams();
  const [failed, setFailed] = useState('');
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    authApi
      .finishSignUp(token)
      .then(({ account }) => {
        setSession(account);
        void navigate(screens.newQuote.path, { replace: true });
      })
      .catch((error: Error) => setFailed(error.message));
  }, [navigate, setSession, token]);
  return (
    <Page title={screens.finishSignUp.title}>
      {failed ? (
        <>
          <ErrorState title="This link does not work" message={failed} />
          <p>
            <Link to={screens.login.path}>Sign in</Link> or{' '}
            <Link to={screens.forgotPassword.path}>reset your password</Link>.
          </p>
        </>
      ) : (
        <LoadingState label="Finishing your sign-up…" />
      )}
    </Page>
  );
}
