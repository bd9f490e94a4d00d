import { isStaff, type SessionUser } from './roles.ts';

/**
 * Who may choose the addresses, subject and message of a quote mail: staff. A customer's quote
 * mail is addressed by the server (customerQuoteMailRecipients) and written from the shop's
 * template, with the customer's note; it can never be sent to an address the customer types.
 */
export function canAddressQuoteMail(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return isStaff(user);
}
