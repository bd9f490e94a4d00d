import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { showMessage } from '../../app/shell/message-dialog.tsx';

export const LEAVE_MESSAGE = 'This purchase order has changes that are not saved. Leave without saving them?';

/**
 * While `dirty`, leaving the page asks first: links and back through the router, reloading or
 * closing the tab through the browser. Returns `allowLeave`, to call before navigating after a save.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked' ? blocker : null;

  useEffect(() => {
    if (!blocked) return;
    let answered = false;
    void showMessage({ title: 'Unsaved changes', message: LEAVE_MESSAGE, buttons: ['Yes', 'No'] }).then(
      (answer) => {
        if (answered) return;
        answered = true;
        if (answer === 'Yes') blocked.proceed();
        else blocked.reset();
      },
    );
    return () => {
      answered = true;
    };
  }, [blocked]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    allowLeave: () => {
      allowed.current = true;
    },
  };
}
