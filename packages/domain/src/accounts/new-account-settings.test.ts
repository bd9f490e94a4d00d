import { describe, expect, it } from 'vitest';
import { newAccountSettings } from './new-account-settings.ts';
import { defaultQuoteNumberPrefix } from '../quotes/quote-number.ts';

describe('newAccountSettings', () => {
  const names = { first_name: 'Maria', last_name: 'Lopez', company: 'Acme Signs', email: 'maria@acme.com' };
  it('copies the names into the asante, contact and shipping blocks', () => {
    const settings = newAccountSettings(names);
    expect(settings.asante_contact_info).toEqual({
      first_name: 'Maria',
      last_name: 'Lopez',
      email: 'maria@acme.com',
    });
    expect(settings.contact_info).toEqual(names);
    expect(settings.shipping_info).toEqual(names);
  });
  it('turns automatic sign naming on and derives the quote number prefix', () => {
    expect(newAccountSettings(names)).toMatchObject({
      auto_type_sign_type: true,
      quote_number_prefix: 'MAR',
    });
  });
});

describe('defaultQuoteNumberPrefix', () => {
  it('takes up to three letters, uppercased', () => {
    expect(defaultQuoteNumberPrefix(' jo ')).toBe('JO');
    expect(defaultQuoteNumberPrefix('elizabeth')).toBe('ELI');
  });
});
