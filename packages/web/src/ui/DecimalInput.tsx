import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

type FieldProps = Omit<ComponentProps<typeof Form.Control>, 'value' | 'onChange' | 'isInvalid' | 'size'>;

interface DecimalInputProps extends FieldProps {
  /** The typed text, kept as typed ('2.' stays while typing). */
  value: string;
  onChange(text: string): void;
  /** Marks the field (the caller says what does not read as a number). */
  invalid: boolean;
  /** A unit shown before the field, e.g. '$'. */
  before?: string;
  /** A unit shown after the field, e.g. '%'. */
  after?: string;
  size?: 'sm';
}

/** The one decimal-number field: text typed freely, a decimal keypad on phones, marked while invalid. */
export function DecimalInput({ value, onChange, invalid, before, after, size, ...field }: DecimalInputProps) {
  const control = (
    <Form.Control
      inputMode="decimal"
      autoComplete="off"
      size={before || after ? undefined : size}
      {...field}
      value={value}
      isInvalid={invalid}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  if (!before && !after) return control;
  return (
    <InputGroup size={size} hasValidation>
      {before && <InputGroup.Text>{before}</InputGroup.Text>}
      {control}
      {after && <InputGroup.Text>{after}</InputGroup.Text>}
    </InputGroup>
  );
}
