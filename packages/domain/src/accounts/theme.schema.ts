import { z } from 'zod';

/** A time of day written HH:MM (24 h). */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 08:30.');

/** A custom theme: its name and CSS. */
export const customThemeSchema = z.object({ name: z.string().trim().min(1), body: z.string().default('') });

/** A theme shown between two times of day, inclusive; defaults to the whole day 00:00–23:59. */
export const themeTimeItemSchema = z.object({
  name: z.string(),
  start_time: timeOfDaySchema.default('00:00'),
  end_time: timeOfDaySchema.default('23:59'),
});
export type ThemeTimeItem = z.infer<typeof themeTimeItemSchema>;

/** Theme settings: the selected theme's name ('' for the default), custom themes and time items. */
export const themeSettingsSchema = z.object({
  is_selected: z.string().default(''),
  custom_themes: z.array(customThemeSchema).default([]),
  time_items: z.array(themeTimeItemSchema).default([]),
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

/** The time of day of a Date on the local clock, as HH:MM. */
export function timeOfDay(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** True when the time is between the item's start and end, inclusive (an end before the start wraps midnight). */
export function isTimeItemActive(
  item: Pick<ThemeTimeItem, 'start_time' | 'end_time'>,
  time: string,
): boolean {
  const { start_time: start, end_time: end } = item;
  return start <= end ? start <= time && time <= end : time >= start || time <= end;
}

/** The theme to show at a time of day: the first active time item's, else the selected one. */
export function activeThemeName(settings: ThemeSettings, time: string): string {
  return settings.time_items.find((item) => isTimeItemActive(item, time))?.name ?? settings.is_selected;
}
