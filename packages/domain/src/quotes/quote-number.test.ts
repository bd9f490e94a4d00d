import { describe, expect, it } from 'vitest';
import { Role } from '../access/roles.ts';
import {
  autoQuoteNumber,
  customerCode,
  defaultGivenId,
  isAutomaticQuoteNumber,
  quoteNumberKey,
  quoteNumberPrefix,
  regeneratedQuoteNumber,
} from './quote-number.ts';

const staff = { role: Role.Asante };
const customer = { role: Role.Customer };

describe('quote numbers', () => {
  it('takes the prefix setting, else the first 3 letters of the first name', () => {
    expect(quoteNumberPrefix('XYZ', 'John')).toBe('XYZ');
    expect(quoteNumberPrefix('', 'john')).toBe('JOH');
    expect(quoteNumberPrefix(undefined, 'Al')).toBe('AL');
  });

  it('takes the first 3 letters of the customer name, uppercased', () => {
    expect(customerCode('Acme Signs')).toBe('ACM');
    expect(customerCode('A B Signs')).toBe('ABS');
    expect(customerCode('')).toBe('');
  });

  it('numbers a staff quote: prefix, mmddyyyy, customer', () => {
    expect(
      autoQuoteNumber({ user: staff, prefix: 'JOH', quoteDate: '2024-01-05', customerName: 'acme' }),
    ).toBe('JOH01052024ACM');
  });

  it('adds a dash after the prefix for a customer', () => {
    expect(
      autoQuoteNumber({ user: customer, prefix: 'MAR', quoteDate: '2024-12-31', customerName: 'Zeta Co' }),
    ).toBe('MAR-12312024ZET');
  });

  it('uses the date alone with nobody signed in', () => {
    expect(
      autoQuoteNumber({ user: null, prefix: 'JOH', quoteDate: '2024-01-05', customerName: 'Acme' }),
    ).toBe('01052024');
  });

  it('gives a new quote the prefix plus today', () => {
    expect(defaultGivenId({ user: staff, prefix: 'JOH', today: '2024-07-04' })).toBe('JOH07042024');
    expect(defaultGivenId({ user: undefined, prefix: 'JOH', today: '2024-07-04' })).toBe('07042024');
  });

  it("numbers a customer's new quote from their forced company: prefix, dash, date, company", () => {
    const mercy = { role: Role.Customer, company: 'Mercy Health Clinic' };
    expect(defaultGivenId({ user: mercy, prefix: 'RAC', today: '2026-11-25' })).toBe('RAC-11252026MER');
  });

  it('keeps a hand-edited quote number', () => {
    expect(regeneratedQuoteNumber('JOH01052024ACM', 'JOH01052024ACM', 'JOH01062024ACM')).toBe(
      'JOH01062024ACM',
    );
    expect(regeneratedQuoteNumber('', 'JOH01052024ACM', 'JOH01062024ACM')).toBe('JOH01062024ACM');
    expect(regeneratedQuoteNumber('SPECIAL-1', 'JOH01052024ACM', 'JOH01062024ACM')).toBe('SPECIAL-1');
  });
});

describe('quote number uniqueness', () => {
  it('compares numbers without outer spaces and case', () => {
    expect(quoteNumberKey(' ali09092026MET ')).toBe(quoteNumberKey('ALI09092026MET'));
    expect(quoteNumberKey('ALI09092026MET-2')).not.toBe(quoteNumberKey('ALI09092026MET'));
  });

  it('tells the numbers the app makes itself from numbers typed by hand', () => {
    const input = { user: staff, prefix: 'ALI', quoteDate: '2026-09-09', customerName: 'Metro Transit' };
    expect(isAutomaticQuoteNumber('ALI09092026MET', input)).toBe(true);
    expect(isAutomaticQuoteNumber('ali09092026met', input)).toBe(true);
    expect(isAutomaticQuoteNumber('ALI09092026', input)).toBe(true);
    expect(isAutomaticQuoteNumber('', input)).toBe(true);
    expect(isAutomaticQuoteNumber('ALI09102026MET', input)).toBe(false);
    expect(isAutomaticQuoteNumber('LOBBY-7', input)).toBe(false);
    const mercy = { role: Role.Customer, company: 'Mercy Health Clinic' };
    expect(
      isAutomaticQuoteNumber('RAC-11252026MER', {
        ...input,
        user: mercy,
        prefix: 'RAC',
        quoteDate: '2026-11-25',
      }),
    ).toBe(true);
  });
});
