import type { ThemeSettings, ThemeTimeItem } from './theme.schema.ts';

// Zod-free on purpose: the web shell picks the theme before any screen loads, and this file keeps
// the validation library out of that first download. The schemas in theme.schema.ts validate
// what is saved; readThemeSettings reads what was saved without them.

const TIME_OF_DAY_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * An absolute http(s) URL: scheme, host (name, IPv4 or [IPv6]) and optional port, then a path.
 * Strict on purpose: the origin goes into the content security policy header, so it may hold no
 * spaces, quotes, semicolons or credentials. Other schemes (javascript:, data:) are refused.
 */
const HTTP_URL_RE =
  /^(https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?)(?:[/?#][^\s]*)?$/i;

export function isHttpUrl(text: string): boolean {
  return HTTP_URL_RE.test(text);
}

/** The origin (scheme, host and port) of an http(s) URL, lower-cased as browsers compare it. */
export function urlOrigin(url: string): string | null {
  return HTTP_URL_RE.exec(url)?.[1]?.toLowerCase() ?? null;
}

/** The time of day of a Date on the local clock, as HH:MM. */
export function timeOfDay(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * True when the time is between the item's start and end, inclusive. An end before the start wraps
 * past midnight (22:00–06:00 covers the night), so a night theme needs one item, not two.
 */
export function isTimeItemActive(
  item: Pick<ThemeTimeItem, 'start_time' | 'end_time'>,
  time: string,
): boolean {
  const { start_time: start, end_time: end } = item;
  return start <= end ? start <= time && time <= end : time >= start || time <= end;
}

/** The name of the theme to show at a time of day: the first active time item's, else the selected one. */
export function activeTheme(settings: ThemeSettings, time: string): string {
  return settings.time_items.find((item) => isTimeItemActive(item, time))?.name ?? settings.is_selected;
}

/** What a theme name stands for: the default look, a custom CSS body, an external URL or a Bootswatch theme. */
export type ThemeSource =
  | { kind: 'default' }
  | { kind: 'custom'; name: string; css: string }
  | { kind: 'external'; name: string; url: string }
  | { kind: 'bootswatch'; name: string };

export function themeSource(settings: ThemeSettings, name: string): ThemeSource {
  if (!name) return { kind: 'default' };
  const custom = settings.custom_themes.find((theme) => theme.name === name);
  if (custom) return { kind: 'custom', name, css: custom.body };
  const external = settings.external_themes.find((theme) => theme.name === name);
  if (external) return { kind: 'external', name, url: external.url };
  return { kind: 'bootswatch', name };
}

type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const time = (value: unknown, fallback: string): string | undefined =>
  value === undefined ? fallback : TIME_OF_DAY_RE.test(text(value) ?? '') ? (value as string) : undefined;

/** The entries of a saved list that read as T; the others are left out. */
function readList<T>(value: unknown, read: (entry: Entry) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const item = isEntry(entry) ? read(entry) : undefined;
    return item === undefined ? [] : [item];
  });
}

/**
 * A user's saved theme settings, read without the schema: the server validated them when they were
 * saved, so this only fills the same defaults and skips any entry that does not have the shape (an
 * older or hand-edited record) instead of dropping the user's whole choice.
 */
export function readThemeSettings(saved: unknown): ThemeSettings {
  const settings = isEntry(saved) ? saved : {};
  return {
    is_selected: text(settings.is_selected) ?? '',
    custom_themes: readList(settings.custom_themes, ({ name, body = '' }) =>
      text(name)?.trim() && typeof body === 'string' ? { name: (name as string).trim(), body } : undefined,
    ),
    external_themes: readList(settings.external_themes, ({ name, url }) => {
      const link = text(url)?.trim();
      return text(name)?.trim() && link && isHttpUrl(link)
        ? { name: (name as string).trim(), url: link }
        : undefined;
    }),
    time_items: readList(settings.time_items, (item) => {
      const [name, start_time, end_time] = [
        text(item.name),
        time(item.start_time, '00:00'),
        time(item.end_time, '23:59'),
      ];
      return name !== undefined && start_time && end_time ? { name, start_time, end_time } : undefined;
    }),
  };
}
