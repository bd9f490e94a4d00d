import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { parseOrderIndex } from '@signshop/domain';

interface DecimalInputProps {
  label: string;
  value: number;
  /**
   * Receives the parsed number on Enter or blur (spec part 2 §5), and with `live` on every valid
   * keystroke too. Resolving false (a declined confirmation) puts the old value back.
   */
  onCommit: (value: number) => void | boolean | Promise<boolean>;
  live?: boolean;
  min?: number;
  placeholder?: string;
  className?: string;
}

/** A decimal number typed as text: '2.5' is kept while typing and read as 2.5. */
export function DecimalInput({
  label,
  value,
  onCommit,
  live,
  min,
  placeholder,
  className,
}: DecimalInputProps) {
  const [shown, setShown] = useState({ value, text: String(value) });
  if (shown.value !== value) setShown({ value, text: String(value) });
  const parsed = parseOrderIndex(shown.text);
  const valid = parsed !== null && (min === undefined || parsed >= min);

  const commit = async () => {
    if (!valid) return setShown({ value, text: String(value) });
    setShown({ value, text: String(parsed) });
    if (parsed === value) return;
    if ((await onCommit(parsed)) === false) setShown({ value, text: String(value) });
  };

  return (
    <Form.Control
      size="sm"
      inputMode="decimal"
      aria-label={label}
      placeholder={placeholder}
      className={className}
      value={shown.text}
      isInvalid={!valid}
      onChange={(event) => {
        const text = event.target.value;
        const next = parseOrderIndex(text);
        if (live && next !== null && (min === undefined || next >= min)) {
          setShown({ value: next, text });
          void onCommit(next);
        } else setShown({ value, text });
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          event.currentTarget.blur();
        }
      }}
      onBlur={() => void commit()}
    />
  );
}
