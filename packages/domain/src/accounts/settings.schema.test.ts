import { describe, expect, it } from 'vitest';
import { localSettingsSchema, settingsSchema } from './settings.schema.ts';

describe('settings', () => {
  it('has the stated defaults', () => {
    expect(settingsSchema.parse({})).toEqual({
      excel_arrow_keys: false,
      numbers_calculator_show: false,
      auto_type_sign_type: true,
      sign_editing_top: false,
      quote_number_prefix: '',
      asante_contact_info: { first_name: '', last_name: '', email: '' },
      contact_info: { first_name: '', last_name: '', company: '', email: '' },
      shipping_info: { first_name: '', last_name: '', company: '', email: '' },
      theme_settings: { is_selected: '', custom_themes: [], external_themes: [], time_items: [] },
    });
  });

  it('derives the quote number prefix from the contact first name', () => {
    expect(settingsSchema.parse({ contact_info: { first_name: 'maria' } }).quote_number_prefix).toBe('MAR');
    expect(settingsSchema.parse({ asante_contact_info: { first_name: 'Jo' } }).quote_number_prefix).toBe(
      'JO',
    );
    expect(
      settingsSchema.parse({ quote_number_prefix: 'XY', contact_info: { first_name: 'maria' } })
        .quote_number_prefix,
    ).toBe('XY');
  });

  it('keeps page_count 10 by default in the browser', () => {
    expect(localSettingsSchema.parse({})).toEqual({ page_count: 10 });
  });
});
