import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { bankBodySchema } from './billing/billing-api.schema.ts';
import {
  fieldLabel,
  fieldSentence,
  humanFieldName,
  issueSentence,
  requestProblems,
  requiredMessage,
} from './field-messages.ts';
import { quoteCreateBodySchema } from './quotes/quote-save.schema.ts';
import { createAddonBodySchema } from './sign-types/sign-types-api.schema.ts';

describe('field labels in messages', () => {
  it('finds the label a schema gives a field, through optional, default and arrays', () => {
    expect(fieldLabel(bankBodySchema, ['nick_name'])).toBe('Nick Name');
    expect(fieldLabel(bankBodySchema, ['account_number'])).toBe('Account Number');
    const nested = z
      .object({ lines: z.array(z.object({ price: z.number().meta({ title: 'Unit Price' }).optional() })) })
      .prefault({ lines: [] });
    expect(fieldLabel(nested, ['lines', '0', 'price'])).toBe('Unit Price');
    expect(fieldLabel(nested, ['lines', '0', 'other'])).toBeUndefined();
    expect(fieldLabel(z.object({ plain: z.string() }), ['plain'])).toBeUndefined();
    const jsonSchema = { type: 'object', properties: { a: { type: 'string' } } } as unknown as z.ZodType;
    expect(fieldLabel(jsonSchema, ['a'])).toBeUndefined();
  });

  it('says each kind of problem in a sentence naming the field', () => {
    const tooShort = { code: 'too_small', origin: 'string', minimum: 1, message: 'Too small' };
    expect(fieldSentence('Nick Name', tooShort)).toBe('Nick Name is required.');
    expect(requiredMessage('Nick Name')).toBe('Nick Name is required.');
    expect(fieldSentence('Nick Name', { code: 'too_big', origin: 'string', maximum: 100, message: '' })).toBe(
      'Nick Name can be at most 100 characters long.',
    );
    expect(
      fieldSentence('Account Title', {
        code: 'invalid_type',
        message: 'Invalid input: expected string, received undefined',
      }),
    ).toBe('Account Title is required.');
    expect(
      fieldSentence('Payment', { code: 'invalid_type', expected: 'number', message: 'Invalid input' }),
    ).toBe('Payment must be a number.');
    expect(
      fieldSentence('Payment', {
        code: 'too_small',
        origin: 'number',
        minimum: 0,
        inclusive: false,
        message: '',
      }),
    ).toBe('Payment must be more than 0.');
    expect(fieldSentence('Bank', { code: 'custom', message: 'choose the bank to pay from' })).toBe(
      'Bank: Choose the bank to pay from.',
    );
  });
});

describe('a refused request in sentences', () => {
  const parsed = (schema: z.ZodType, body: unknown) => {
    const result = schema.safeParse(body);
    return requestProblems(schema, result.success ? [] : result.error.issues);
  };

  it('names an empty bank field by its label, once, without zod wording', () => {
    expect(
      parsed(bankBodySchema, {
        nick_name: '',
        account_title: 'A',
        account_number: 'B',
        ada_routing_number: 'C',
      }),
    ).toEqual(['Nick Name is required.']);
  });

  it('names an entry of a list by its noun and number, and a field without a label by its name in words', () => {
    const quote = {
      quote_date: '2026-01-02',
      signs: [{}, { height: 10_001, subsigns: [{ quantity: 1.5 }] }],
    };
    expect(parsed(quoteCreateBodySchema, { quote })).toEqual([
      'Sign 2: Height must be a number from 0 to 10,000 in.',
      'Sign 2, Sub-part 1: Quantity must be a whole number from 0 to 1,000,000.',
    ]);
    expect(parsed(quoteCreateBodySchema, { quote: { quote_date: '2026-13-40', given_id: 7 } })).toEqual([
      'Quote Number must be text.',
      'Date is not a valid date (yyyy-mm-dd).',
    ]);
  });

  it("names a custom add-on's bad rate once, as Square Inch Price", () => {
    const items = [{ square_inch_price_no_size: -1, square_inch_price: -1 }];
    const quote = { quote_date: '2026-01-02', signs: [{ custom_addons: { items } }] };
    expect(parsed(quoteCreateBodySchema, { quote })).toEqual([
      'Sign 1, Custom Add-on 1: Square Inch Price must be a number from 0 to 100,000,000.',
    ]);
  });

  it('says a wrong type once, an unknown field in words and a wrong choice without the codes', () => {
    expect(
      parsed(bankBodySchema, {
        nick_name: [],
        account_title: 'A',
        account_number: 'B',
        ada_routing_number: 'C',
      }),
    ).toEqual(['Nick Name must be text.']);
    expect(
      requestProblems(undefined, [{ path: [], code: 'unrecognized_keys', keys: ['nick_name'], message: '' }]),
    ).toEqual(['The request has a field it does not take: Nick Name.']);
    expect(
      issueSentence(undefined, ['save_as'], {
        code: 'invalid_value',
        message: 'Invalid option: expected one of "update"',
      }),
    ).toBe('Save As is not one of the choices.');
    expect(humanFieldName('toEmail')).toBe('To Email');
    const options = { addon: { cost_label: 'X', options: [[{}, { square_inch_price: 'cheap' }]] } };
    expect(parsed(createAddonBodySchema, options)).toEqual([
      'Option 1.2: Square Inch Price must be a number from 0 to 100,000,000.',
    ]);
    expect(humanFieldName('project_manager_id')).toBe('Project Manager ID');
  });
});
