import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readThemeSettings } from './theme-rules.ts';
import { themeSettingsSchema } from './theme.schema.ts';

const name = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0);
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const savedSettings = fc.record(
  {
    is_selected: fc.string(),
    custom_themes: fc.array(fc.record({ name, body: fc.string() }, { requiredKeys: ['name'] }), {
      maxLength: 3,
    }),
    external_themes: fc.array(
      fc.record({ name, url: fc.webUrl({ validSchemes: ['https', 'http'] }).filter((u) => !/[@%]/.test(u)) }),
      { maxLength: 3 },
    ),
    time_items: fc.array(
      fc.record({ name: fc.string(), start_time: clock, end_time: clock }, { requiredKeys: ['name'] }),
      { maxLength: 3 },
    ),
  },
  { requiredKeys: [] },
);

describe('readThemeSettings (the shell reads saved themes without zod)', () => {
  it('reads every setting the schema accepts exactly as the schema does', () => {
    fc.assert(
      fc.property(savedSettings, (saved) => {
        const parsed = themeSettingsSchema.safeParse(saved);
        fc.pre(parsed.success);
        expect(readThemeSettings(saved)).toEqual(parsed.data);
      }),
    );
  });

  it('gives the default look for nothing saved or something that is not settings', () => {
    const none = { is_selected: '', custom_themes: [], external_themes: [], time_items: [] };
    expect(readThemeSettings(undefined)).toEqual(none);
    expect(readThemeSettings('darkly')).toEqual(none);
    expect(readThemeSettings({ custom_themes: 'x', time_items: null })).toEqual(none);
  });

  it('skips only the entries without the shape, keeping the user’s other choices', () => {
    const saved = {
      is_selected: 'Pink',
      custom_themes: [{ name: 'Pink', body: 'body{color:pink}' }, { body: 'no name' }, 7],
      external_themes: [
        { name: 'Bad', url: 'javascript:alert(1)' },
        { name: 'Cdn', url: ' https://cdn.example.com/a.css ' },
      ],
      time_items: [
        { name: 'darkly', start_time: '25:00' },
        { name: 'flatly', end_time: '06:00' },
      ],
    };
    expect(readThemeSettings(saved)).toEqual({
      is_selected: 'Pink',
      custom_themes: [{ name: 'Pink', body: 'body{color:pink}' }],
      external_themes: [{ name: 'Cdn', url: 'https://cdn.example.com/a.css' }],
      time_items: [{ name: 'flatly', start_time: '00:00', end_time: '06:00' }],
    });
  });
});
