import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { CommitNumberInput } from './CommitNumberInput.tsx';

interface OrderAndInUseProps {
  /** Names the fields: "Order Index for {name}", "In Use for {name}". */
  name: string;
  value: { order_index: number; inuse: boolean };
  onChange: (patch: { order_index?: number; inuse?: boolean }) => void;
  /** Grid classes of the two cells. */
  cells: [order: string, inUse: string];
}

/** The order index (a decimal, read on Enter or blur) and In Use of a process or an add-on. */
export function OrderAndInUse({ name, value, onChange, cells }: OrderAndInUseProps) {
  const id = useId();
  return (
    <>
      <div className={cells[0]}>
        <div className="input-group input-group-sm">
          <span className="input-group-text">Order</span>
          <CommitNumberInput
            label={`Order Index for ${name}`}
            value={value.order_index}
            onCommit={(order_index) => onChange({ order_index })}
          />
        </div>
      </div>
      <div className={cells[1]}>
        <Form.Check
          id={id}
          label="In Use"
          aria-label={`In Use for ${name}`}
          checked={value.inuse}
          onChange={(event) => onChange({ inuse: event.target.checked })}
        />
      </div>
    </>
  );
}
