import { describe, expect, it } from 'vitest';
import {
  activeThemeName,
  isTimeItemActive,
  themeSettingsSchema,
  themeTimeItemSchema,
  timeOfDay,
} from './theme.schema.ts';

describe('theme settings', () => {
  it('defaults a time item to the whole day', () => {
    expect(themeTimeItemSchema.parse({ name: 'darkly' })).toEqual({
      name: 'darkly',
      start_time: '00:00',
      end_time: '23:59',
    });
    expect(themeTimeItemSchema.safeParse({ name: 'x', start_time: '24:00' }).success).toBe(false);
  });

  it('shows a time item between start and end, inclusive', () => {
    const item = { start_time: '08:00', end_time: '17:30' };
    expect(['08:00', '12:00', '17:30'].every((t) => isTimeItemActive(item, t))).toBe(true);
    expect(['07:59', '17:31'].some((t) => isTimeItemActive(item, t))).toBe(false);
    expect(isTimeItemActive({ start_time: '22:00', end_time: '06:00' }, '23:15')).toBe(true);
    expect(isTimeItemActive({ start_time: '22:00', end_time: '06:00' }, '12:00')).toBe(false);
  });

  it('picks the first active time item, else the selected theme', () => {
    const settings = themeSettingsSchema.parse({
      is_selected: 'flatly',
      time_items: [{ name: 'darkly', start_time: '20:00', end_time: '23:59' }],
    });
    expect(activeThemeName(settings, '21:00')).toBe('darkly');
    expect(activeThemeName(settings, '09:00')).toBe('flatly');
  });

  it('reads the local time of day', () => {
    expect(timeOfDay(new Date(2024, 0, 1, 7, 5))).toBe('07:05');
  });
});
