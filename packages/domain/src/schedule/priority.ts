/** Schedule priority of a production line or daily task, from Low (0) to Instant (3). */
export const Priority = { Low: 0, Medium: 1, High: 2, Instant: 3 } as const;
export type PriorityName = keyof typeof Priority;
export type PriorityValue = (typeof Priority)[PriorityName];

/** Priority names from Low to Instant. */
export const PRIORITY_NAMES = Object.keys(Priority) as PriorityName[];

/** The outcome of reading a priority: a value, or an error message to report (never thrown). */
export type PriorityResult = { ok: true; value: PriorityValue } | { ok: false; error: string };

/** Reads a priority set by number (0..3, also as text) or by name (case-insensitive). */
export function parsePriority(input: unknown): PriorityResult {
  const text = typeof input === 'string' ? input.trim() : input;
  const byName = PRIORITY_NAMES.find(
    (name) => typeof text === 'string' && name.toLowerCase() === text.toLowerCase(),
  );
  if (byName) return { ok: true, value: Priority[byName] };
  const number =
    typeof text === 'number' ? text : typeof text === 'string' && text !== '' ? Number(text) : NaN;
  const value = Object.values(Priority).find((v) => v === number);
  if (value !== undefined) return { ok: true, value };
  return {
    ok: false,
    error: `Not a priority: ${JSON.stringify(input) ?? String(input)} (use Low, Medium, High, Instant or 0..3).`,
  };
}

/** The name of a priority value: 2 → 'High'. */
export function priorityName(value: PriorityValue): PriorityName {
  return PRIORITY_NAMES[value]!;
}
