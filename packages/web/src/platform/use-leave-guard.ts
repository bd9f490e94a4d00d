import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { showMessage } from './dialogs/message-dialog.tsx';

/**
 * While `dirty`, leaving the page asks first (`message`, Yes / No): links and back through the
 * router, reloading or closing the tab through the browser. A navigation goes through once
 * `allowLeave` is called (after a save), or while the caller's own `allowed` ref is true.
 */
export function useLeaveGuard(dirty: boolean, message: string, allowed?: RefObject<boolean>) {
  const ownAllowed = useRef(false);
  const allowedRef = allowed ?? ownAllowed;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowedRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked' ? blocker : null;

  useEffect(() => {
    if (!blocked) return;
    let answered = false;
    void showMessage({ title: 'Unsaved changes', message, buttons: ['Yes', 'No'] }).then((answer) => {
      if (answered) return;
      answered = true;
      if (answer === 'Yes') blocked.proceed();
      else blocked.reset();
    });
    return () => {
      answered = true;
    };
  }, [blocked, message]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    allowLeave: () => {
      allowedRef.current = true;
    },
  };
}
