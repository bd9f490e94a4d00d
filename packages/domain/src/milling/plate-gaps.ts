/** A gap between two plates longer than this (seconds) is a big break. */
export const BIG_BREAK_SECONDS = 600;
/** Tools whose settings are compared between plates. */
export const COMPARED_TOOLS = [3, 5] as const;
/** Tool lengths closer than this count as the same. */
export const TOOL_LENGTH_TOLERANCE = 0.0005;

interface TimedPlate {
  start_time: number;
  end_time: number | null;
}

/** A break between one plate's end and the next plate's start. */
export interface PlateBreak {
  from: number;
  to: number;
  seconds: number;
}

function byStart<T extends { start_time: number }>(plates: readonly T[]): T[] {
  return [...plates].sort((a, b) => a.start_time - b.start_time);
}

/** Gaps over 600 s between consecutive plates (by start time); running plates end no break. */
export function bigBreaks(plates: readonly TimedPlate[]): PlateBreak[] {
  const sorted = byStart(plates);
  return sorted.slice(1).flatMap((plate, i) => {
    const end = sorted[i]!.end_time;
    if (end === null || plate.start_time - end <= BIG_BREAK_SECONDS) return [];
    return [{ from: end, to: plate.start_time, seconds: plate.start_time - end }];
  });
}

interface ToolPlate {
  start_time: number;
  tool_info: readonly { tool_number: number; feed_rate: number; length: number }[];
}

/** A change of tool 3 or 5 between consecutive plates. */
export interface ToolDifference<T> {
  tool_number: number;
  before: T;
  after: T;
}

/** Consecutive plates whose tool 3 or 5 differs: feed rate changed, or length by more than 0.0005. */
export function toolDifferences<T extends ToolPlate>(plates: readonly T[]): ToolDifference<T>[] {
  const sorted = byStart(plates);
  return sorted.slice(1).flatMap((after, i) => {
    const before = sorted[i]!;
    return COMPARED_TOOLS.flatMap((tool_number) => {
      const a = before.tool_info.find((tool) => tool.tool_number === tool_number);
      const b = after.tool_info.find((tool) => tool.tool_number === tool_number);
      if (!a || !b) return [];
      const differs = a.feed_rate !== b.feed_rate || Math.abs(a.length - b.length) > TOOL_LENGTH_TOLERANCE;
      return differs ? [{ tool_number, before, after }] : [];
    });
  });
}
