import './inputs.css';
import Button from 'react-bootstrap/Button';

const KEYS = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '-', '0', '.'] as const;

/** Types into a React-controlled input as if the user had typed (React sees an input event). */
function typeInto(input: HTMLInputElement, change: (value: string, start: number, end: number) => string) {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  const next = change(input.value, start, end);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, next);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function numberField(): HTMLInputElement | null {
  const active = document.activeElement;
  return active instanceof HTMLInputElement && ['decimal', 'numeric'].includes(active.inputMode)
    ? active
    : null;
}

function press(key: string) {
  const input = numberField();
  if (!input) return;
  if (key === '⌫') {
    typeInto(input, (value, start, end) =>
      start !== end
        ? value.slice(0, start) + value.slice(end)
        : value.slice(0, Math.max(0, start - 1)) + value.slice(end),
    );
  } else {
    typeInto(input, (value, start, end) => value.slice(0, start) + key + value.slice(end));
  }
}

/**
 * The on-screen digit keypad (setting numbers_calculator_show): types into the focused number
 * field without taking the focus from it.
 */
export function Keypad() {
  return (
    <aside className="keypad shadow border rounded-3 bg-body p-2" aria-label="Keypad">
      <div className="keypad-grid">
        {[...KEYS, '⌫'].map((key) => (
          <Button
            key={key}
            variant="outline-secondary"
            size="sm"
            tabIndex={-1}
            aria-label={key === '⌫' ? 'Backspace' : `Key ${key}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => press(key)}
          >
            {key}
          </Button>
        ))}
      </div>
    </aside>
  );
}
