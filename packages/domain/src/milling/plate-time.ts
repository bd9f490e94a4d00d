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
