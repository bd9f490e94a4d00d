import { describe, expect, it } from 'vitest';
import { bankInputSchema, bankListItemSchema } from './bank.schema.ts';

describe('bank schemas', () => {
  it('needs a nick name and the three encrypted fields', () => {
    const bank = {
      nick_name: 'Main',
      ada_routing_number: 'enc1',
      account_number: 'enc2',
      account_title: 'enc3',
    };
    expect(bankInputSchema.parse(bank)).toEqual(bank);
    expect(bankInputSchema.safeParse({ ...bank, nick_name: '' }).success).toBe(false);
    expect(bankInputSchema.safeParse({ nick_name: 'Main' }).success).toBe(false);
  });

  it('lists id and nick name', () => {
    expect(bankListItemSchema.parse({ id: 3, nick_name: 'Main', extra: 1 })).toEqual({
      id: 3,
      nick_name: 'Main',
    });
  });
});
