import { approvalStateText, type ListApproval } from '@signshop/domain';

const TONES = {
  not_sent: 'text-body-secondary',
  waiting: 'text-primary',
  approved: 'text-success fw-medium',
  changes_requested: 'text-danger',
  superseded: 'text-body-secondary',
} as const;

/** A quote list cell: "Approved (2026-03-15, Pat Lee)", "Waiting", … */
export function ApprovalStateCell({ approval }: { approval: ListApproval | undefined }) {
  const state = approval?.state ?? 'not_sent';
  const approved =
    approval?.name && approval.at ? { name: approval.name, date: approval.at.slice(0, 10) } : null;
  return (
    <td className={`small ${TONES[state]}`} data-label="Approval">
      {approvalStateText(state, approved)}
    </td>
  );
}
