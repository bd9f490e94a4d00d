import { describe, expect, it } from 'vitest';
import { Role } from '../access/roles.ts';
import {
  autoQuoteNumber,
  customerCode,
  defaultGivenId,
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
