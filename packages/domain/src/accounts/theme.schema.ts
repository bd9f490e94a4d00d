import { z } from 'zod';
import { boundedText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { isHttpUrl, urlOrigin } from './theme-rules.ts';

/** A time of day written HH:MM (24 h). */
export const timeOfDaySchema = boundedText(TEXT_MAX.date).regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  'Use a time like 08:30.',
);

const themeName = z.string().trim().min(1, 'Give the theme a name.').max(100);

/** A custom theme: its name and CSS. */
export const customThemeSchema = z.object({ name: themeName, body: z.string().max(200_000).default('') });

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

/** The origins of the user's external stylesheets: what the content security policy must allow for them. */
export function externalThemeOrigins(settings: ThemeSettings): string[] {
  const origins = settings.external_themes.map((theme) => urlOrigin(theme.url));
  return [...new Set(origins.filter((origin) => origin !== null))];
}
