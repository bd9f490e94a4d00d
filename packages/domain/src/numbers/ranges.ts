// The number ranges and their wording, without zod: rules on screens that load no schemas use them.
/** A range a client-sent number must fall in; `whole` asks for an integer. */
export interface NumberRange {
  min: number;
  max: number;
  whole?: boolean;
  /** Unit written after the numbers in the message, e.g. ' in' or ' %'. */
  unit?: string;
}

/** The largest amount of money the shop handles on one line or job: $100,000,000. */
export const MONEY_MAX = 100_000_000;
/** The lowest amount where a negative amount makes sense (a discount, a credit): −$1,000,000. */
export const MONEY_MIN = -1_000_000;

/** The range of each kind of client-sent number: what a real shop could need, and no more. */
export const RANGES = {
  /** A sign's or plate's height or width, in inches. */
  size: { min: 0, max: 10_000, unit: ' in' },
  /** How many of a sign. */
  quantity: { min: 0, max: 1_000_000, whole: true },
  /** A price or cost: never negative. */
  price: { min: 0, max: MONEY_MAX },
  /** Money that may be negative: an adjustment's dollars, a quote's total. */
  signedMoney: { min: MONEY_MIN, max: MONEY_MAX },
  /** A markup in percent (10 for 10 %). */
  markupPercent: { min: 0, max: 1_000, unit: ' %' },
  /** An adjustment in percent: a discount short of everything, or a surcharge. */
  adjustmentPercent: { min: -99.99, max: 1_000, unit: ' %' },
  /** A purchase-order line's quantity (may be fractional: feet, sheets). */
  orderQuantity: { min: 0, max: 1_000_000 },
  /** Order of rows in a list. */
  orderIndex: { min: -1_000_000_000, max: 1_000_000_000 },
  /** A time in seconds since 1970, up to the year 2100. */
  epochSeconds: { min: 0, max: 4_102_444_800 },
  /** A duration in seconds, up to a year. */
  durationSeconds: { min: 0, max: 31_536_000 },
  /** Relative humidity in percent. */
  humidity: { min: 0, max: 100, unit: ' %' },
  /** A sensor reading (air quality index, pressure). */
  reading: { min: 0, max: 100_000 },
  /** Temperature in degrees. */
  temperature: { min: -100, max: 200 },
  /** A tool's number on a milling machine. */
  toolNumber: { min: 0, max: 10_000, whole: true },
  /** A tool's feed rate. */
  feedRate: { min: 0, max: 1_000_000 },
} as const satisfies Record<string, NumberRange>;

const written = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** How a range reads in a message: 'a number from 0 to 10,000 in', 'a whole number from 0 to 1,000,000'. */
export function describeRange(range: NumberRange): string {
  const kind = range.whole ? 'a whole number' : 'a number';
  return `${kind} from ${written(range.min)} to ${written(range.max)}${range.unit ?? ''}`;
}

/** True when `value` is a finite number inside `range` (and whole when asked). */
export function inRange(value: number, range: NumberRange): boolean {
  return (
    Number.isFinite(value) &&
    value >= range.min &&
    value <= range.max &&
    (!range.whole || Number.isInteger(value))
  );
}
