import { describe, expect, it } from 'vitest';
import { Role } from '../access/roles.ts';
import { canAddressQuoteMail } from '../access/quote-mail-policy.ts';
import { customerQuoteMailRecipients, customerQuoteMailRefusal } from './quote-mail.ts';

const quote = (staff: string | undefined, contact: string | undefined) => ({
  asante_contact_info: staff === undefined ? {} : { email: staff },
  contact_info: contact === undefined ? {} : { email: contact },
});

describe("a customer's quote mail", () => {
  it('goes to the staff contact, or the shop when the quote has none (or a broken one), with a copy to the contact', () => {
    expect(customerQuoteMailRecipients(quote('sam@shop.test', 'pat@acme.test'), 'office@shop.test')).toEqual({
      to: 'sam@shop.test',
      cc: ['pat@acme.test'],
    });
    expect(customerQuoteMailRecipients(quote('', 'pat@acme.test'), 'office@shop.test').to).toBe(
      'office@shop.test',
    );
    expect(customerQuoteMailRecipients(quote('not mail', undefined), 'office@shop.test')).toEqual({
      to: 'office@shop.test',
      cc: [],
    });
    expect(customerQuoteMailRecipients(quote(undefined, 'Office@Shop.test'), 'office@shop.test').cc).toEqual(
      [],
    );
  });

  it('is addressed by staff only; a customer naming an address, subject or message is refused naming it', () => {
    expect(canAddressQuoteMail({ role: Role.Asante })).toBe(true);
    expect(canAddressQuoteMail({ role: Role.Customer })).toBe(false);
    expect(customerQuoteMailRefusal({ toEmail: [], ccEmail: [], subject: ' ', body: '' })).toBeNull();
    expect(customerQuoteMailRefusal({ toEmail: ['x@y.test'] })).toMatch(
      /^To: A customer's quote email goes to the shop/,
    );
    expect(customerQuoteMailRefusal({ body: 'Click here' })).toMatch(
      /^Message: .* leave Message empty and write a note instead\.$/,
    );
  });
});
