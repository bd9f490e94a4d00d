import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { askText } from './text-popup.tsx';

/**
 * A text field one line high (more when the text has line breaks, which an input would drop) with a
 * button that opens the text-entry popup for longer text.
 */
export function LongTextField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const openPopup = async () => {
    const text = await askText({ title: placeholder ?? 'Edit text', label, value, submitLabel: 'Done' });
    if (text !== null) onChange(text);
  };
  return (
    <InputGroup size="sm">
      <Form.Control
        as="textarea"
        rows={Math.min(4, value.split('\n').length)}
        className="long-text-field"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button
        variant="outline-secondary"
        aria-label={`Edit ${label} in a larger box`}
        title="Edit in a larger box"
        onClick={() => void openPopup()}
      >
        <span aria-hidden="true">⤢</span>
      </Button>
    </InputGroup>
  );
}
