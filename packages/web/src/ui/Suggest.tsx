import './inputs.css';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** Suggestions begin only after more than one typed character. */
export const SUGGEST_MIN_LENGTH = 2;
const DELAY_MS = 200;

export interface SuggestProps<T> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Looks suggestions up for the typed text (called only past the minimum length). */
  suggest(text: string): Promise<T[]>;
  /** The text a suggestion shows (and the key it is listed by). */
  textOf(item: T): string;
  /** Extra text shown beside a suggestion. */
  detailOf?(item: T): ReactNode;
  /** A suggestion was chosen; by default its text becomes the value. */
  onPick?(item: T): void;
  id?: string;
  disabled?: boolean;
  className?: string;
}

/** A text field that lists matching values as the user types; arrows and Enter pick one. */
export function Suggest<T>(props: SuggestProps<T>) {
  const { label, value, onChange, suggest, textOf, detailOf, onPick, disabled, className } = props;
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const [query, setQuery] = useState<string | null>(null);
  const [items, setItems] = useState<T[]>([]);
  const [active, setActive] = useState(-1);
  const suggestRef = useRef(suggest);
  useEffect(() => {
    suggestRef.current = suggest;
  });

  useEffect(() => {
    if (query === null || query.trim().length < SUGGEST_MIN_LENGTH) return;
    let current = true;
    const timer = setTimeout(() => {
      suggestRef
        .current(query.trim())
        .then((found) => {
          if (current) {
            setItems(found);
            setActive(-1);
          }
        })
        .catch(() => {});
    }, DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  const open = query !== null && query.trim().length >= SUGGEST_MIN_LENGTH && items.length > 0;
  const close = () => {
    setQuery(null);
    setItems([]);
  };
  const pick = (item: T) => {
    close();
    if (onPick) onPick(item);
    else onChange(textOf(item));
  };

  return (
    <Form.Group controlId={id} className={`position-relative ${className ?? ''}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="text"
        autoComplete="off"
        value={value}
        disabled={disabled}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        onChange={(event) => {
          onChange(event.target.value);
          setQuery(event.target.value);
          if (event.target.value.trim().length < SUGGEST_MIN_LENGTH) setItems([]);
        }}
        onBlur={close}
        onKeyDown={(event) => {
          if (!open) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            event.stopPropagation();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((index) => (index + step + items.length) % items.length);
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault();
            event.stopPropagation();
            pick(items[active]!);
          } else if (event.key === 'Escape') {
            event.stopPropagation();
            close();
          }
        }}
      />
      {open && (
        <ul id={`${id}-list`} role="listbox" className="suggest-list list-group shadow-sm" aria-label={label}>
          {items.map((item, index) => (
            <li
              key={`${textOf(item)}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`list-group-item list-group-item-action ${index === active ? 'active' : ''}`}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(item);
              }}
            >
              {textOf(item)}
              {detailOf && <span className="small text-body-secondary ms-2">{detailOf(item)}</span>}
            </li>
          ))}
        </ul>
      )}
    </Form.Group>
  );
}
