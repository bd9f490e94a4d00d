import { describe, expect, it } from 'vitest';
import { Role } from '../access/roles.ts';
import {
  copyContactFields,
  copyGivenId,
  customerNameFor,
  duplicateJobName,
  quotePdfFileName,
} from './quote-copy.ts';

describe('quote copy rules', () => {
  it("forces a customer's company as customer name", () => {
    expect(customerNameFor({ role: Role.Customer, company: 'Acme' }, 'Other Co')).toBe('Acme');
    expect(customerNameFor({ role: Role.Asante, company: 'Shop' }, 'Other Co')).toBe('Other Co');
    expect(customerNameFor(null, 'Typed')).toBe('Typed');
  });

  it("appends 'Duplicate' to a copied job name", () => {
    expect(duplicateJobName('Lobby signs')).toBe('Lobby signs Duplicate');
    expect(duplicateJobName('')).toBe('Duplicate');
  });

  it('strips percent signs from a PDF file name', () => {
    expect(quotePdfFileName('50% off', 'JOH%01')).toBe('50 off-JOH01.pdf');
  });

  it('fills empty contact fields, always copies the first name, overwrites when forced', () => {
    const target = { first_name: 'Ann', last_name: '', email: 'ann@x.com', phonenumber: '' };
    const source = { first_name: 'Bob', last_name: 'Stone', email: 'bob@y.com', phonenumber: '555' };
    expect(copyContactFields(target, source, false)).toEqual({
      first_name: 'Bob',
      last_name: 'Stone',
      email: 'ann@x.com',
      phonenumber: '555',
    });
    expect(copyContactFields(target, source, true)).toEqual(source);
  });
});

describe('the quote number of a copy (sequence naming)', () => {
  it('is the next name after the last one in the family, never one already taken', () => {
    expect(copyGivenId('SAM11252026CED', ['SAM11252026CED'])).toBe('SAM11252026CED-2');
    expect(copyGivenId('SAM11252026CED', ['SAM11252026CED', 'sam11252026ced-2'])).toBe('SAM11252026CED-3');
    expect(copyGivenId('SAM11252026CED-2', ['SAM11252026CED-2', 'SAM11252026CED-3'])).toBe(
      'SAM11252026CED-4',
    );
  });
});
