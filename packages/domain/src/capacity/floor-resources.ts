import { addDays, justDateParts, type JustDate } from '../dates/just-date.ts';
import { EQUIPMENT } from '../lists/constants.ts';
import { MACHINES } from '../milling/machines.ts';

/**
 * What the capacity plan books work on, as one key: a milling machine (`machine:HAAS1`), an
 * equipment kind of the scheduler (`equipment:Laser`) or a staff member (`person:<account id>`).
 */
export type ResourceKey = string;
export type ResourceKind = 'machine' | 'equipment' | 'person';

/** Working minutes per weekday, Monday first: 8 hours Monday to Friday, weekends off. */
export const DEFAULT_WEEKDAY_MINUTES: readonly number[] = [480, 480, 480, 480, 480, 0, 0];
/** The most minutes a day has. */
export const MINUTES_PER_DAY = 1440;

export const machineResource = (machine: string): ResourceKey => `machine:${machine}`;
export const equipmentResource = (equip: string): ResourceKey => `equipment:${equip}`;
export const personResource = (accountId: number): ResourceKey => `person:${accountId}`;

/** A resource key's kind and name ('person:12' → person, '12'), or null when it is no resource key. */
export function parseResourceKey(key: string): { kind: ResourceKind; name: string } | null {
  const match = /^(machine|equipment|person):(.+)$/.exec(key);
  if (!match) return null;
  const kind = match[1] as ResourceKind;
  const name = match[2]!;
  if (kind === 'machine' && !(MACHINES as readonly string[]).includes(name)) return null;
  if (kind === 'equipment' && !(EQUIPMENT as readonly string[]).includes(name)) return null;
  if (kind === 'person' && !/^[1-9]\d{0,9}$/.test(name)) return null;
  return { kind, name };
}

/** A resource as the plan shows it. */
export interface FloorResource {
  key: ResourceKey;
  kind: ResourceKind;
  label: string;
}

/**
 * The shop's resources in the order the plan lists them: the milling machines, the scheduler's
 * equipment kinds, then the staff who can be assigned (by name), each with a label of its own.
 */
export function shopResources(staff: readonly { id: number; name: string }[]): FloorResource[] {
  const named = new Map<string, number>();
  for (const person of staff) named.set(person.name, (named.get(person.name) ?? 0) + 1);
  // Two people of one name are told apart by their account, so every resource reads differently.
  const labelOf = (p: { id: number; name: string }) =>
    named.get(p.name)! > 1 ? `${p.name} (account ${p.id})` : p.name;
  return [
    ...MACHINES.map((m) => ({ key: machineResource(m), kind: 'machine' as const, label: m })),
    ...EQUIPMENT.map((e) => ({ key: equipmentResource(e), kind: 'equipment' as const, label: e })),
    ...[...staff]
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
      .map((p) => ({ key: personResource(p.id), kind: 'person' as const, label: labelOf(p) })),
  ];
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: JustDate): number {
  const { year, month, day: d } = justDateParts(day);
  return (new Date(Date.UTC(year, month - 1, d)).getUTCDay() + 6) % 7;
}

/** The Monday of the week `day` is in. */
export function mondayOf(day: JustDate): JustDate {
  return addDays(day, -weekdayIndex(day));
}

/** The `count` days from `start` on. */
export function daysFrom(start: JustDate, count: number): JustDate[] {
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

/** A resource's working minutes on a day: its weekday's figure, or the default hours without one. */
export function capacityOn(weekdayMinutes: readonly number[] | undefined, day: JustDate): number {
  return (weekdayMinutes ?? DEFAULT_WEEKDAY_MINUTES)[weekdayIndex(day)] ?? 0;
}
