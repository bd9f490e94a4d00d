/** The milling machines. */
export const MACHINES = ['HAAS1', 'HAAS2', 'HAAS3', 'HAAS4', 'HAAS5', 'HAAS6'] as const;
export type Machine = (typeof MACHINES)[number];

/** Seconds in a week. */
export const WEEK_SECONDS = 604_800;

/** True when the text names one of the machines. */
export function isMachine(value: string): value is Machine {
  return (MACHINES as readonly string[]).includes(value);
}
