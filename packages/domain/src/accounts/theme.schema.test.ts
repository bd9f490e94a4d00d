import { describe, expect, it } from 'vitest';
import { activeTheme, isTimeItemActive, themeSource, timeOfDay } from './theme-rules.ts';
import {
  externalThemeOrigins,
  externalThemeSchema,
  themeSettingsSchema,
  themeTimeItemSchema,
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

  it('accepts only http and https stylesheet URLs', () => {
    const ok = (url: string) => externalThemeSchema.safeParse({ name: 'x', url }).success;
    expect(ok('https://cdn.example.com/a.css')).toBe(true);
    expect(ok('http://127.0.0.1:4000/t.css')).toBe(true);
    expect(ok('javascript:alert(1)')).toBe(false);
    expect(ok('data:text/css,body{}')).toBe(false);
    expect(ok('/local.css')).toBe(false);
    // Nothing that could break out of the content security policy header.
    expect(ok("https://a.example;script-src 'unsafe-inline'/x.css")).toBe(false);
    expect(ok('https://user:pw@a.example/x.css')).toBe(false);
    expect(ok('https://a.example /x.css')).toBe(false);
    expect(ok('https://[::1]:8443/x.css')).toBe(true);
    expect(externalThemeSchema.safeParse({ name: 'x', url: 'ftp://a/b.css' }).error?.issues[0]?.message).toBe(
      'The stylesheet URL must start with http:// or https://.',
    );
  });

  it('lists each external stylesheet origin once', () => {
    const settings = themeSettingsSchema.parse({
      external_themes: [
        { name: 'a', url: 'https://cdn.example.com/a.css' },
        { name: 'b', url: 'https://cdn.example.com/b.css?v=2' },
        { name: 'c', url: 'http://127.0.0.1:4000/c.css' },
        { name: 'd', url: 'HTTPS://CDN.Example.com' },
      ],
    });
    expect(externalThemeOrigins(settings)).toEqual(['https://cdn.example.com', 'http://127.0.0.1:4000']);
  });
});

describe('activeTheme at the boundaries of a time item', () => {
  const day = themeSettingsSchema.parse({
    is_selected: 'flatly',
    time_items: [{ name: 'darkly', start_time: '08:00', end_time: '17:30' }],
  });

  it('shows the item from its start to its end, both included', () => {
    expect(activeTheme(day, '08:00')).toBe('darkly');
    expect(activeTheme(day, '12:00')).toBe('darkly');
    expect(activeTheme(day, '17:30')).toBe('darkly');
  });

  it('falls back to the selected theme one minute outside', () => {
    expect(activeTheme(day, '07:59')).toBe('flatly');
    expect(activeTheme(day, '17:31')).toBe('flatly');
  });

  it('wraps past midnight when the end is before the start', () => {
    const night = themeSettingsSchema.parse({
      is_selected: 'flatly',
      time_items: [{ name: 'darkly', start_time: '22:00', end_time: '06:00' }],
    });
    expect(['22:00', '23:59', '00:00', '06:00'].map((t) => activeTheme(night, t))).toEqual(
      Array(4).fill('darkly'),
    );
    expect(['21:59', '06:01', '12:00'].map((t) => activeTheme(night, t))).toEqual(Array(3).fill('flatly'));
  });

  it('covers the whole day with the default item and takes the first active item', () => {
    const settings = themeSettingsSchema.parse({
      is_selected: 'flatly',
      time_items: [{ name: 'cosmo' }, { name: 'darkly' }],
    });
    expect(['00:00', '23:59'].map((t) => activeTheme(settings, t))).toEqual(['cosmo', 'cosmo']);
    expect(isTimeItemActive({ start_time: '10:00', end_time: '10:00' }, '10:00')).toBe(true);
  });
});

describe('themeSource', () => {
  const settings = themeSettingsSchema.parse({
    custom_themes: [{ name: 'Pink', body: 'body{color:pink}' }],
    external_themes: [{ name: 'Remote', url: 'https://cdn.example.com/a.css' }],
  });

  it('tells custom, external, Bootswatch and default themes apart', () => {
    expect(themeSource(settings, 'Pink')).toEqual({ kind: 'custom', name: 'Pink', css: 'body{color:pink}' });
    expect(themeSource(settings, 'Remote')).toEqual({
      kind: 'external',
      name: 'Remote',
      url: 'https://cdn.example.com/a.css',
    });
    expect(themeSource(settings, 'darkly')).toEqual({ kind: 'bootswatch', name: 'darkly' });
    expect(themeSource(settings, '')).toEqual({ kind: 'default' });
  });

  it('reads the local time of day', () => {
    expect(timeOfDay(new Date(2024, 0, 1, 7, 5))).toBe('07:05');
  });
});
