import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { bankBodySchema } from './billing/billing-api.schema.ts';
import { fieldLabel, fieldSentence, requiredMessage } from './field-messages.ts';

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
