import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { applyDateMask, DATE_MASK, formatDateMask, parseDateMask } from '@signshop/domain';

export interface DateMaskInputProps {
  label: string;
  /** The date as a JustDate (yyyy-mm-dd), or null when none is set. */
  value: string | null;
  /** Called as the user types: the JustDate once all 8 digits make a real date, else null. */
  onChange(value: string | null): void;
  id?: string;
}

const textOf = (value: string | null) => (value ? formatDateMask(value) : '');

/**
 * A date typed with the 99/99/9999 mask (month/day/year). Digits are masked as they are typed;
 * a date counts only with all 8 digits (spec part 1 §5). A partly typed date is kept on screen
 * while the value stays null; a new value from outside replaces what is shown.
 */
export function DateMaskInput({ label, value, onChange, id }: DateMaskInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [shown, setShown] = useState(() => ({ value, text: textOf(value) }));
  if (shown.value !== value) setShown({ value, text: textOf(value) });

  const digits = shown.text.replace(/\D/g, '').length;
  const invalid = digits === 8 && parseDateMask(shown.text) === null;

  return (
    <Form.Group controlId={inputId}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="mm/dd/yyyy"
        maxLength={DATE_MASK.length}
        value={shown.text}
        isInvalid={invalid}
        onChange={(event) => {
          const text = applyDateMask(event.target.value);
          const next = parseDateMask(text);
          setShown({ value: next, text });
          if (next !== value) onChange(next);
        }}
      />
      <Form.Control.Feedback type="invalid">Not a real date.</Form.Control.Feedback>
    </Form.Group>
  );
}
