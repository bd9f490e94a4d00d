import { useState, type KeyboardEvent } from 'react';
import { parseOrderIndex } from '@signshop/domain';
import { DecimalInput } from '../../ui/DecimalInput.tsx';

interface CommitNumberInputProps {
  label: string;
  value: number;
  /**
   * Receives the parsed number on Enter or blur, and with `live` on every valid
   * keystroke too. Resolving false (a declined confirmation) puts the old value back.
   */
  onCommit: (value: number) => void | boolean | Promise<boolean>;
  live?: boolean;
  min?: number;
  placeholder?: string;
  className?: string;
}

/** The kit's decimal field holding a number that is saved on Enter or blur: '2.5' is kept while typing and read as 2.5. */
export function CommitNumberInput({
  label,
  value,
  onCommit,
  live,
  min,
  placeholder,
  className,
}: CommitNumberInputProps) {
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
    <DecimalInput
      size="sm"
      autoComplete={undefined}
      aria-label={label}
      placeholder={placeholder}
      className={className}
      value={shown.text}
      invalid={!valid}
      onChange={(text) => {
        const next = parseOrderIndex(text);
        if (live && next !== null && (min === undefined || next >= min)) {
          setShown({ value: next, text });
          void onCommit(next);
        } else setShown({ value, text });
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          event.currentTarget.blur();
        }
      }}
      onBlur={() => void commit()}
    />
  );
}
