/** Plate time model: end ≈ start + 1.0740825 × expected + 264.34 s. */
export const PLATE_TIME_FACTOR = 1.0740825;
export const PLATE_TIME_OFFSET_SECONDS = 264.34;

/** A plate runs while it has no end_time, and is stopped once it has one. */
export function plateState(plate: { end_time: number | null | undefined }): 'running' | 'stopped' {
  return plate.end_time === null || plate.end_time === undefined ? 'running' : 'stopped';
}

/** Estimated end (seconds) of a plate: start + 1.0740825 × expected_time + 264.34. */
export function estimatedEnd(plate: { start_time: number; expected_time: number }): number {
  return plate.start_time + PLATE_TIME_FACTOR * plate.expected_time + PLATE_TIME_OFFSET_SECONDS;
}

/**
 * Whole minutes (rounded up) a running plate is past its estimated end at `nowSeconds`, or null
 * when it is stopped or not yet past it: shown as "overdue by N min".
 */
export function minutesOverdue(
  plate: { start_time: number; expected_time: number; end_time: number | null | undefined },
  nowSeconds: number,
): number | null {
  if (plateState(plate) !== 'running') return null;
  const lateMs = Math.round((nowSeconds - estimatedEnd(plate)) * 1000);
  return lateMs > 0 ? Math.ceil(lateMs / 60_000) : null;
}

/** The overdue signal of a running plate: 'overdue by 12 min'. */
export function overdueLabel(minutes: number): string {
  return `overdue by ${minutes} min`;
}
