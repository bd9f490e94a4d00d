import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import {
  formatLongDate,
  justDate,
  MONTH_NAMES,
  parseJustDate,
  todayJustDate,
  type JustDate,
} from '@signshop/domain';

/** The picker closes this long after focus leaves it and its input (spec part 1 §5). */
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
      <table className="date-picker-grid" aria-label={title}>
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
