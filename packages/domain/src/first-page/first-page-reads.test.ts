import { describe, expect, it } from 'vitest';
import { MACHINES } from '../milling/machines.ts';
import { firstPageGets } from './first-page-reads.ts';

describe('firstPageGets', () => {
  it("reads an existing quote with the processes, and a new quote's processes only", () => {
    expect(firstPageGets('quote', { id: '345' })).toEqual(['/api/quote/signtypes', '/api/quote/345']);
    expect(firstPageGets('quote', { id: '34x' })).toEqual(['/api/quote/signtypes']);
    expect(firstPageGets('newQuote', {})).toEqual(['/api/quote/signtypes']);
  });

  it('reads every machine for the machine room, and nothing for a screen that reads after it renders', () => {
    expect(firstPageGets('machine', {})).toEqual(
      MACHINES.map((machine) => `/api/milling/machine/${machine}`),
    );
    expect(firstPageGets('login', {})).toEqual([]);
    // Make Payment's banks come with its invoices (a POST), from the page's script.
    expect(firstPageGets('makePayment', {})).toEqual([]);
    expect(firstPageGets('toString', {})).toEqual([]);
  });
});
