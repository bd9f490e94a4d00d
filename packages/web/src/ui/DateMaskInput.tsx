import './inputs.css';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { applyDateMask, DATE_MASK, formatDateMask, parseDateMask } from '@signshop/domain';
import { DATE_PICKER_BLUR_DELAY_MS, DatePicker } from './DatePicker.tsx';

export interface DateMaskInputProps {
  label: string;
  /** The date as a JustDate (yyyy-mm-dd), or null when none is set. */
  value: string | null;
  /** Called as the user types: the JustDate once all 8 digits make a real date, else null. */
  onChange(value: string | null): void;
  id?: string;
}

const textOf = (value: string | null) => (value ? formatDateMask(value) : '');

/** A calendar outline (inline, so it shows without an icon font or emoji font). */
const CalendarIcon = () => (
  <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
    <path d="M4 0.5a.5.5 0 0 1 1 0V1h6V.5a.5.5 0 0 1 1 0V1h1a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2h1zM2 5v9a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V5z" />
    <path d="M4 7h2v2H4zm3 0h2v2H7zm3 0h2v2h-2zM4 10h2v2H4zm3 0h2v2H7z" />
  </svg>
);

/**
 * A date typed with the 99/99/9999 mask (month/day/year). Digits are masked as they are typed;
 * a date counts only with all 8 digits. A partly typed date is kept on screen
 * while the value stays null; a new value from outside replaces what is shown.
 *
 * The calendar button opens a date picker; it closes on a chosen day, on Escape, or
 * DATE_PICKER_BLUR_DELAY_MS after focus leaves the input and picker (unless it comes back).
 */
export function DateMaskInput({ label, value, onChange, id }: DateMaskInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  // `prop` is the value last given from outside, `value` what the text last parsed to. The text is
  // replaced by a new value from outside that it does not already say, or when the owner ignored a
  // whole date; a part-typed date stays, even where the owner keeps its last whole date meanwhile
  // (the quote editor), so typing is not undone at each keystroke.
  const [shown, setShown] = useState(() => ({ prop: value, value, text: textOf(value) }));
  if (shown.prop !== value || (shown.value !== null && shown.value !== value)) {
    setShown({ prop: value, value, text: value === shown.value ? shown.text : textOf(value) });
  }
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);

  const digits = shown.text.replace(/\D/g, '').length;
  const invalid = digits === 8 && parseDateMask(shown.text) === null;

  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const close = (refocus: boolean) => {
    cancelClose();
    setOpen(false);
    if (refocus) toggleRef.current?.focus();
  };
  useEffect(() => cancelClose, []);
  useEffect(() => {
    if (!open) return;
    const days = popoverRef.current?.querySelectorAll<HTMLButtonElement>('td button');
    const pick =
      popoverRef.current?.querySelector<HTMLButtonElement>('td button[aria-pressed="true"]') ??
      popoverRef.current?.querySelector<HTMLButtonElement>('td button[aria-current="date"]') ??
      days?.[0];
    pick?.focus();
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!open || event.currentTarget.contains(event.relatedTarget)) return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      setOpen(false);
    }, DATE_PICKER_BLUR_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open || event.key !== 'Escape') return;
    // Keep the Escape from also closing a modal the field sits in.
    event.stopPropagation();
    close(true);
  };

  return (
    <Form.Group controlId={inputId}>
      <Form.Label>{label}</Form.Label>
      <div className="date-mask-input" onBlur={onBlur} onFocus={cancelClose} onKeyDown={onKeyDown}>
        <InputGroup hasValidation>
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
              setShown({ prop: value, value: next, text });
              if (next !== value) onChange(next);
            }}
          />
          <Button
            ref={toggleRef}
            variant="outline-secondary"
            aria-expanded={open}
            aria-haspopup="dialog"
            onClick={() => (open ? close(false) : setOpen(true))}
          >
            <CalendarIcon />
            {/* Named by text, not aria-label, so getByLabel(label) still finds only the input. */}
            <span className="visually-hidden">Pick a date for {label}</span>
          </Button>
          <Form.Control.Feedback type="invalid">Not a real date.</Form.Control.Feedback>
        </InputGroup>
        {open && (
          <div
            ref={popoverRef}
            className="date-picker-popover popover bs-popover-bottom p-2"
            role="dialog"
            aria-label="Calendar"
            tabIndex={-1}
          >
            <DatePicker
              value={value}
              onSelect={(date) => {
                setShown({ prop: value, value: date, text: textOf(date) });
                if (date !== value) onChange(date);
                close(true);
              }}
            />
          </div>
        )}
      </div>
    </Form.Group>
  );
}
