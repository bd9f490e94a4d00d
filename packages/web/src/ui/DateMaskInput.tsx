import './inputs.css';
import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { applyDateMask, DATE_MASK, formatDateMask, readDateMask } from '@signshop/domain';
import { DATE_PICKER_BLUR_DELAY_MS, DatePicker } from './DatePicker.tsx';

export interface DateMaskInputProps {
  label: string;
  /** The date as a JustDate (yyyy-mm-dd), or null when none is set. */
  value: string | null;
  /** Called as the user types: the JustDate once all 8 digits make a real date, else null. */
  onChange(value: string | null): void;
  /**
   * Told why the text is not a date (a partial date, a day the calendar lacks, a stray year), or
   * null once it is one or empty: an owner that saves refuses while there is a problem.
   */
  onProblem?(problem: string | null): void;
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
 * A date typed with the 99/99/9999 mask (month/day/year). Digits are masked as they are typed and
 * the caret stays after the digit just typed; a date counts only with all 8 digits, a real day and
 * a year in DATE_MASK_YEARS. A partly typed date is kept on screen while the value stays null; a
 * new value from outside replaces what is shown. What is wrong shows at the field: a wrong whole
 * date at once, a partial one once focus leaves the field.
 *
 * The calendar button opens a date picker; it closes on a chosen day, on Escape, or
 * DATE_PICKER_BLUR_DELAY_MS after focus leaves the input and picker (unless it comes back).
 */
export function DateMaskInput({ label, value, onChange, onProblem, id }: DateMaskInputProps) {
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

  const { problem } = readDateMask(shown.text);
  const [left, setLeft] = useState(false);
  const showProblem = problem !== null && (left || shown.text.length === DATE_MASK.length);
  const feedbackId = `${inputId}-problem`;
  const reportProblem = useEffectEvent((current: string | null) => onProblem?.(current));
  useEffect(() => reportProblem(problem), [problem]);
  const inputRef = useRef<HTMLInputElement>(null);
  /** Digits before the caret after the last keystroke: the caret goes back after as many. */
  const caretDigits = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caretDigits.current === null || !input || document.activeElement !== input) return;
    let at = 0;
    for (let seen = 0; at < shown.text.length && seen < caretDigits.current; at += 1) {
      if (/\d/.test(shown.text[at]!)) seen += 1;
    }
    caretDigits.current = null;
    input.setSelectionRange(at, at);
  }, [shown.text]);

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const caret = event.target.selectionStart ?? typed.length;
    caretDigits.current = typed.slice(0, caret).replace(/\D/g, '').length;
    const text = applyDateMask(typed);
    const next = readDateMask(text).date;
    setLeft(false);
    setShown({ prop: value, value: next, text });
    if (next !== value) onChange(next);
  };

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
            ref={inputRef}
            value={shown.text}
            isInvalid={showProblem}
            aria-invalid={showProblem || undefined}
            aria-describedby={showProblem ? feedbackId : undefined}
            onChange={onType}
            onBlur={() => setLeft(true)}
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
          <Form.Control.Feedback type="invalid" id={feedbackId}>
            {showProblem ? problem : ''}
          </Form.Control.Feedback>
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
