import { useRunningCalls } from '../../platform/api/running-calls.ts';

/** A veil with a spinner while any API call is running. */
export function Loader() {
  const running = useRunningCalls();
  if (running === 0) return null;
  return (
    <div className="app-loader" role="status" aria-live="polite" aria-label="Loading">
      <div className="spinner-border text-primary" />
    </div>
  );
}
