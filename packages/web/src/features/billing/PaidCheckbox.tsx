import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useConfirmPayment } from './mutations.ts';

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
  // The box as clicked, shown at once and kept until the saved row says the same (a refused save
  // shows its error and the box goes back). Letting go on settle instead made the box flick back
  // whenever a list read that started before the save answered after it.
  const [ticked, setTicked] = useState<boolean | null>(null);
  if (ticked !== null && ticked === checked && !confirm.isPending) setTicked(null);
  return (
    <Form.Check
      type="checkbox"
      aria-label={label}
      checked={ticked ?? checked}
      disabled={confirm.isPending}
      onChange={(event) => {
        setTicked(event.target.checked);
        confirm.mutate(
          { id: jobId, index, admin_paid: event.target.checked },
          { onError: () => setTicked(null) },
        );
      }}
    />
  );
}
