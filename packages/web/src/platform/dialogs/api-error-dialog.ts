import { useEffect } from 'react';
import { setApiErrorHandler } from '../api/api-client.ts';
import { showError } from './message-dialog.tsx';

/** Shows every failed call in the Error dialog, the one place failures are shown. */
export function useApiErrorDialog() {
  useEffect(() => {
    setApiErrorHandler((error) => void showError(error.message));
    return () => setApiErrorHandler(() => {});
  }, []);
}
