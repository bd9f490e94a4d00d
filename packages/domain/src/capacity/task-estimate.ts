/** How long a process takes, as an admin sets it: setup minutes plus minutes per square foot. */
export interface ProcessEstimate {
  setup_minutes: number;
  minutes_per_sqft: number;
}

/** A sign's size and count, as the quote holds them (inches). */
export interface SizedSign {
  height: number;
  width: number;
  quantity: number;
}

const SQUARE_INCHES_PER_SQUARE_FOOT = 144;

/** The square feet of a job's signs: each sign's height × width × quantity, in square feet. */
export function jobSquareFeet(signs: readonly SizedSign[]): number {
  const squareInches = signs.reduce(
    (sum, sign) => sum + Math.max(0, sign.height) * Math.max(0, sign.width) * Math.max(0, sign.quantity),
    0,
  );
  return squareFeetOf(squareInches);
}

/** Square inches in square feet (the server sums a job's square inches in its queries). */
export function squareFeetOf(squareInches: number): number {
  return squareInches / SQUARE_INCHES_PER_SQUARE_FOOT;
}

/**
 * The minutes a schedule line is expected to take, in whole minutes: the line's own figure when set
 * by hand, else its process's setup plus minutes per square foot of the job's signs (0 when the
 * process has no estimate).
 */
export function estimatedMinutes(
  lineMinutes: number | null,
  estimate: ProcessEstimate | undefined,
  squareFeet: number,
): number {
  if (lineMinutes !== null) return lineMinutes;
  if (!estimate) return 0;
  return Math.round(estimate.setup_minutes + estimate.minutes_per_sqft * squareFeet);
}
