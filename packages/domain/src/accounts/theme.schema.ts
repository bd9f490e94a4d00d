import { z } from 'zod';
import { boundedText, TEXT_MAX } from '../text/text-bounds.ts';

/** A time of day written HH:MM (24 h). */
export const timeOfDaySchema = boundedText(TEXT_MAX.date).regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  'Use a time like 08:30.',
);

const themeName = z.string().trim().min(1, 'Give the theme a name.').max(100);

/** A custom theme: its name and CSS. */
export const customThemeSchema = z.object({ name: themeName, body: z.string().max(200_000).default('') });

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

/** An external stylesheet: its name and an http(s) URL. */
export const externalThemeSchema = z.object({
  name: themeName,
  url: z
    .string()
    .trim()
    .max(2000)
    .refine(isHttpUrl, 'The stylesheet URL must start with http:// or https://.'),
});
export type ExternalTheme = z.infer<typeof externalThemeSchema>;

/** A theme shown between two times of day, inclusive; defaults to the whole day 00:00–23:59. */
export const themeTimeItemSchema = z.object({
  name: boundedText(TEXT_MAX.label),
  start_time: timeOfDaySchema.default('00:00'),
  end_time: timeOfDaySchema.default('23:59'),
});
export type ThemeTimeItem = z.infer<typeof themeTimeItemSchema>;

/**
 * Theme settings: the selected theme's name ('' for the default look), custom themes, external
 * stylesheets and time items. A name refers to a custom theme, else an external one, else a Bootswatch theme.
 */
export const themeSettingsSchema = z.object({
  is_selected: boundedText(TEXT_MAX.label).default(''),
  custom_themes: z.array(customThemeSchema).max(50).default([]),
  external_themes: z.array(externalThemeSchema).max(50).default([]),
  time_items: z.array(themeTimeItemSchema).max(50).default([]),
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

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

/** The origins of the user's external stylesheets: what the content security policy must allow for them. */
export function externalThemeOrigins(settings: ThemeSettings): string[] {
  const origins = settings.external_themes.map((theme) => urlOrigin(theme.url));
  return [...new Set(origins.filter((origin) => origin !== null))];
}
