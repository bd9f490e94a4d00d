import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import {
  addDays,
  formatLongDate,
  justDate,
  MONTH_NAMES,
  parseJustDate,
  todayJustDate,
  type JustDate,
} from '@signshop/domain';

/** The picker closes this long after focus leaves it and its input. */
export const DATE_PICKER_BLUR_DELAY_MS = 300;

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

interface Month {
  year: number;
  month: number;
}

const daysIn = ({ year, month }: Month) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function weekdayOfFirst({ year, month }: Month): number {
  const first = new Date(0);
  first.setUTCFullYear(year, month - 1, 1);
  return first.getUTCDay();
}

/** The month's days in weeks from Sunday; null pads the first and last week. */
function weeksOf(shown: Month): Array<Array<JustDate | null>> {
  const cells: Array<JustDate | null> = Array.from({ length: weekdayOfFirst(shown) }, () => null);
  for (let day = 1; day <= daysIn(shown); day++) cells.push(justDate({ ...shown, day }));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

function step({ year, month }: Month, by: 1 | -1): Month {
  const next = month + by;
  if (next === 0) return { year: year - 1, month: 12 };
  if (next === 13) return { year: year + 1, month: 1 };
  return { year, month: next };
}

/** The same day in the month `by` months away, or that month's last day when it is shorter. */
function sameDayMonthsAway(date: JustDate, by: 1 | -1): JustDate {
  const { year, month, day } = parseJustDate(date)!;
  const target = step({ year, month }, by);
  return justDate({ ...target, day: Math.min(day, daysIn(target)) });
}

/** Where a key moves the focused day (the usual date-grid keys), or null for any other key. */
function movedBy(key: string, date: JustDate): JustDate | null {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekday);
    case 'End':
      return addDays(date, 6 - weekday);
    case 'PageUp':
      return sameDayMonthsAway(date, -1);
    case 'PageDown':
      return sameDayMonthsAway(date, 1);
    default:
      return null;
  }
}

export interface DatePickerProps {
  /** The selected date, or null. The calendar opens on its month (else today's). */
  value: JustDate | null;
  onSelect(date: JustDate): void;
  /** Today, for marking; defaults to the local clock. */
  today?: JustDate;
}

/** A small month grid: previous/next month, weekday header and a button for each day. */
export function DatePicker({ value, onSelect, today = todayJustDate() }: DatePickerProps) {
  const [shown, setShown] = useState<Month>(() => {
    const { year, month } = parseJustDate(value ?? '') ?? parseJustDate(today) ?? { year: 2000, month: 1 };
    return { year, month };
  });
  const title = `${MONTH_NAMES[shown.month - 1]} ${shown.year}`;
  // One day of the month takes Tab (the selected one, else today, else the 1st); arrow keys move it.
  const [active, setActive] = useState<JustDate | null>(null);
  const inMonth = (date: JustDate | null) =>
    date !== null && date.startsWith(`${shown.year}-${String(shown.month).padStart(2, '0')}-`);
  const tabStop = [active, value, today].find(inMonth) ?? justDate({ ...shown, day: 1 });
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${tabStop}"]`)?.focus();
  }, [tabStop]);

  const onKeyDown = (event: KeyboardEvent) => {
    const from = (event.target as HTMLElement).dataset.date as JustDate | undefined;
    const to = from && movedBy(event.key, from);
    if (!to) return;
    event.preventDefault();
    const { year, month } = parseJustDate(to)!;
    setShown({ year, month });
    setActive(to);
    moved.current = true;
  };

  return (
    <div className="date-picker">
      <div className="d-flex align-items-center justify-content-between mb-1">
        <Button
          size="sm"
          variant="link"
          className="date-picker-step"
          aria-label="Previous month"
          onClick={() => setShown((current) => step(current, -1))}
        >
          ‹
        </Button>
        <span className="fw-semibold" aria-live="polite">
          {title}
        </span>
        <Button
          size="sm"
          variant="link"
          className="date-picker-step"
          aria-label="Next month"
          onClick={() => setShown((current) => step(current, 1))}
        >
          ›
        </Button>
      </div>
      <table className="date-picker-grid" aria-label={title} ref={grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" className="text-body-secondary small fw-normal">
                <abbr title={long}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(shown).map((week, index) => (
            <tr key={index}>
              {week.map((date, day) =>
                date === null ? (
                  <td key={day} />
                ) : (
                  <td key={date}>
                    <Button
                      size="sm"
                      variant={date === value ? 'primary' : date === today ? 'outline-primary' : 'light'}
                      className={date === today ? 'date-picker-today' : undefined}
                      aria-label={formatLongDate(date)}
                      data-date={date}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-pressed={date === value}
                      aria-current={date === today ? 'date' : undefined}
                      onClick={() => onSelect(date)}
                    >
                      {Number(date.slice(8))}
                    </Button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
