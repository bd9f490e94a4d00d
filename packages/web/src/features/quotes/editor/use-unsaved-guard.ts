import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { showMessage } from '../../../app/shell/message-dialog.tsx';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes to this quote. Leave without saving them?';

/**
 * Asks before leaving a quote with unsaved changes: in-app navigation through the router's
 * blocker, closing or reloading the tab through the browser's own prompt. `leaving` lets a
 * navigation through (set after a successful save).
 */
export function useUnsavedChangesGuard(dirty: boolean, leaving: RefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const latest = useRef(blocker);
  useEffect(() => {
    latest.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void showMessage({
      title: 'Unsaved changes',
      message: UNSAVED_CHANGES_MESSAGE,
      buttons: ['Yes', 'No'],
    }).then((answer) => {
      const current = latest.current;
      if (current.state !== 'blocked') return;
      if (answer === 'Yes') current.proceed();
      else current.reset();
    });
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
