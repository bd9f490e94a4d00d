import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { DecimalInput } from '../../ui/DecimalInput.tsx';
import { isBadAmount } from './po-form.ts';

interface AmountInputProps {
  id: string;
  label: string;
  /** The typed text; blank counts as 0, anything that is not a number is marked. */
  value: string;
  onChange(value: string): void;
  /** Dollars: a $ before the field. */
  money?: boolean;
  /** Label and field side by side (the totals panel). */
  inline?: boolean;
}

/** A labelled amount of the purchase order form: the kit's decimal field, right-aligned. */
export function AmountInput({ id, label, value, onChange, money, inline }: AmountInputProps) {
  const control = (
    <DecimalInput
      className="text-end"
      value={value}
      invalid={isBadAmount(value)}
      onChange={onChange}
      before={money ? '$' : undefined}
    />
  );
  if (!inline) {
    return (
      <Form.Group controlId={id}>
        <Form.Label>{label}</Form.Label>
        {control}
      </Form.Group>
    );
  }
  return (
    <Form.Group as={Row} controlId={id} className="g-2 align-items-center mb-2">
      <Form.Label column xs={6} className="py-0">
        {label}
      </Form.Label>
      <Col xs={6}>{control}</Col>
    </Form.Group>
  );
}
