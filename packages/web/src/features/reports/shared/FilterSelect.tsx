import { useId } from 'react';
import Form from 'react-bootstrap/Form';

/** A labelled select of a report's filter bar. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  compact = true,
}: {
  label: string;
  value: string;
  options: readonly (string | { value: string; label: string })[];
  onChange(value: string): void;
  /** A small control, as in the filter bars; search forms with date fields use the normal size. */
  compact?: boolean;
}) {
  const id = useId();
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small fw-semibold mb-1">{label}</Form.Label>
      <Form.Select
        size={compact ? 'sm' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </Form.Select>
    </Form.Group>
  );
}
