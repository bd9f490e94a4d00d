import { approvalStateText, formatDateMask, type ListApproval } from '@signshop/domain';

const TONES = {
  not_sent: 'text-body-secondary',
  waiting: 'text-primary',
  expired: 'text-body-secondary',
  approved: 'text-success fw-medium',
  changes_requested: 'text-danger',
  superseded: 'text-body-secondary',
} as const;

/** A quote list cell: "Approved (03/15/2026, Pat Lee)" (dates as the list writes them), "Waiting", … */
export function ApprovalStateCell({ approval }: { approval: ListApproval | undefined }) {
  const state = approval?.state ?? 'not_sent';
  const approved =
    approval?.name && approval.at
      ? { name: approval.name, date: formatDateMask(approval.at.slice(0, 10)) }
      : null;
  return (
    <td className={`small ${TONES[state]}`} data-label="Approval">
      {approvalStateText(state, approved)}
    </td>
  );
}
