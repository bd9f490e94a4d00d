import Form from 'react-bootstrap/Form';
import { useConfirmPayment } from './invoice-queries.ts';

/** Has Been Paid: saved as soon as it is ticked or unticked (a history entry when `index` is given). */
export function PaidCheckbox({
  jobId,
  index,
  checked,
  label,
}: {
  jobId: number;
  index?: number;
  checked: boolean;
  label: string;
}) {
  const confirm = useConfirmPayment();
  return (
    <Form.Check
      type="checkbox"
      aria-label={label}
      checked={confirm.isPending ? !!confirm.variables?.admin_paid : checked}
      disabled={confirm.isPending}
      onChange={(event) => confirm.mutate({ id: jobId, index, admin_paid: event.target.checked })}
    />
  );
}
