import { describe, expect, it } from 'vitest';
import {
  MISSING_PROCESS_MESSAGE,
  fillEmptyProcesses,
  lacksProcess,
  validateQuote,
  type SignDraft,
} from './quote-validation.ts';

const sign = { type: 1, width: 6, height: 8, quantity: 3 };
const good = {
  job_name: 'Lobby',
  shipping_cost: 25,
  adjustments: [{ percent: 5, dollar: -10 }],
  signs: [sign],
};

describe('validateQuote', () => {
  it('accepts a complete quote, typed text included', () => {
    expect(validateQuote(good)).toBeNull();
    expect(
      validateQuote({ ...good, shipping_cost: '25.00', signs: [{ ...sign, width: '6', quantity: '3' }] }),
    ).toBeNull();
  });

  it('names the bad fields of the first bad row', () => {
    const signs = [sign, { ...sign, width: 'x', quantity: 1.5 }, { ...sign, height: '' }];
    expect(validateQuote({ ...good, signs })).toEqual({
      code: 'sign-fields',
      row: 2,
      fields: ['Quantity', 'Width'],
      message: 'The following fields in the signs table (row 2) must be a number: Quantity, Width',
    });
  });

  it('checks sub-parts and custom add-on fields', () => {
    const custom = { items: [{ square_inch_price: 0.1, square_inch_price_no_size: 'abc', unit_price: '' }] };
    const signs = [{ ...sign, subsigns: [{ ...sign, height: 'tall' }], custom_addons: custom }];
    expect(validateQuote({ ...good, signs })?.message).toBe(
      'The following fields in the signs table (row 1) must be a number: Custom Add-on 1 Square Inch Price, ' +
        'Custom Add-on 1 Unit Price, Sub Part 1 Height',
    );
  });

  it('names a bad custom add-on rate once, by its label on screen (Square Inch Price)', () => {
    const custom = { items: [{ square_inch_price: 'x', square_inch_price_no_size: 'x', unit_price: 1 }] };
    expect(validateQuote({ ...good, signs: [{ ...sign, custom_addons: custom }] })).toMatchObject({
      fields: ['Custom Add-on 1 Square Inch Price'],
    });
  });

  it('asks to set empty processes to Other', () => {
    expect(validateQuote({ ...good, signs: [sign, { ...sign, type: null }] })).toEqual({
      code: 'missing-process',
      message: MISSING_PROCESS_MESSAGE,
    });
    expect(MISSING_PROCESS_MESSAGE).toBe(
      'Every sign needs a process. Would you like to change every empty process to Other? You must hit save again.',
    );
  });

  it('needs a job name and a numeric shipping cost', () => {
    expect(validateQuote({ ...good, job_name: '  ' })?.message).toBe('The quote needs a value in job name.');
    expect(validateQuote({ ...good, shipping_cost: 'free' })?.message).toBe(
      'The quote needs a numeric value in shipping cost.',
    );
  });

  it('names the Nth adjustment whose percent or dollar is not numeric', () => {
    const adjustments = [
      { percent: 1, dollar: 1 },
      { percent: 2, dollar: 2 },
      { percent: '', dollar: 3 },
    ];
    expect(validateQuote({ ...good, adjustments })).toMatchObject({
      code: 'adjustment-percent',
      index: 2,
      message: 'The quote needs a numeric value in the 3rd adjustments for percent value.',
    });
    expect(validateQuote({ ...good, adjustments: [{ percent: 1, dollar: 'x' }] })?.message).toBe(
      'The quote needs a numeric value in the 1st adjustments for dollar value.',
    );
  });
});

describe('empty processes', () => {
  it('finds and fills empty processes in signs and sub-parts', () => {
    const signs: SignDraft[] = [
      { ...sign, type: 2, subsigns: [{ ...sign, type: null }] },
      { ...sign, type: '' },
    ];
    expect(signs.map(lacksProcess)).toEqual([true, true]);
    const filled = fillEmptyProcesses(signs, 9);
    expect(filled.map((s) => s.type)).toEqual([2, 9]);
    expect(filled[0]?.subsigns?.[0]?.type).toBe(9);
    expect(filled.some(lacksProcess)).toBe(false);
  });
});
