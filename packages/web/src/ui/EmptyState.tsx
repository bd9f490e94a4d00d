import type { ReactNode } from 'react';

/** A designed empty, forbidden or "not yet" state: an icon-sized mark, a line of text, an action. */
export function EmptyState({
  icon,
  children,
  action,
}: {
  icon: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state text-center text-body-secondary border rounded-3 bg-body-tertiary p-5">
      <div
        className="empty-state-icon rounded-circle bg-primary-subtle text-primary-emphasis mx-auto mb-3"
        aria-hidden="true"
      >
        {icon}
      </div>
      <div className="mb-3">{children}</div>
      {action}
    </div>
  );
}
