import { z } from 'zod';
import { TEXT_MAX } from '../text/text-limits.ts';

/** The answer to a quote mailed. */
export const EMAIL_SENT = 'Email Sent';
const MAX_RECIPIENTS = 20;

/** One address or several separated by commas or semicolons; blank means none. */
const addressList = z
  .string()
  .max(2000)
  .default('')
  .transform((value) =>
    value
      .split(/[,;]/)
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email('Not a valid email.')).max(MAX_RECIPIENTS));

/** POST /api/email: the saved quote to mail, and how. */
export const emailBodySchema = z.object({
  quote: z.object(
    { id: z.number({ error: 'To email the PDF you must save the quote first.' }).int().positive() },
    { error: 'To email the PDF you must save the quote first.' },
  ),
  email: z.object({
    fromEmail: z
      .union([z.email('Not a valid email.').max(TEXT_MAX.email), z.literal('')])
      .meta({ title: 'From' })
      .default(''),
    // Staff only (a customer's mail is addressed by the server: see emailQuote).
    toEmail: addressList.meta({ title: 'To' }),
    ccEmail: addressList.meta({ title: 'Cc' }),
    subject: z
      .string()
      .max(300)
      .regex(/^[^\r\n]*$/, 'The subject must be one line.')
      .meta({ title: 'Subject' })
      .default(''),
    body: z.string().max(20_000).meta({ title: 'Message' }).default(''),
    /** A customer's note, added to the shop's message. */
    note: z.string().max(TEXT_MAX.line).default(''),
  }),
});
/** The body as a client sends it: every mail field may be left out. */
export type EmailRequest = z.input<typeof emailBodySchema>;

export const emailReplySchema = z.object({ message: z.literal(EMAIL_SENT) });
export type EmailReply = z.infer<typeof emailReplySchema>;
