import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { canWorkOnJobs } from '@signshop/domain';
import { useSession } from '../../platform/session.tsx';

/** True when the signed-in user does the production work of jobs (staff); others only read it. */
export function useCanWorkOnJobs(): boolean {
  return canWorkOnJobs(useSession().user);
}

/**
 * A stage's editing controls: as they are for staff; for everyone else disabled, under a note
 * that the shop keeps this stage up to date (customers see their jobs read-only).
 */
export function JobWork({ children }: { children: ReactNode }) {
  if (useCanWorkOnJobs()) return <>{children}</>;
  return (
    <>
      <Alert variant="light" className="py-2 small border">
        Read only: the shop keeps this up to date.
      </Alert>
      <fieldset disabled className="read-only-work">
        {children}
      </fieldset>
    </>
  );
}
