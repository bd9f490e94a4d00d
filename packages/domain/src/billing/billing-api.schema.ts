import { z } from 'zod';
import { RANGES, boundedNumber } from '../numbers/bounds.ts';
import { reportPageTerms, pagedReplyFields } from '../reports/report-page.schema.ts';
import { BANK_NICK_NAME_MAX, bankListItemSchema } from './bank.schema.ts';
import { jobInvoiceQuerySchema, jobInvoiceRowSchema, jobInvoiceTotalsSchema } from './job-invoice.schema.ts';
import { idempotencyKeySchema } from './payment-key.schema.ts';
import { paymentHistoryEntrySchema } from './payment-history.schema.ts';

export const billingIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A bank of the reader's own company, as listed to it. */
export const ownBankSchema = bankListItemSchema.omit({ company: true });
export type OwnBank = z.infer<typeof ownBankSchema>;
const cipher = (title: string) => z.string().min(1).max(4000).meta({ title });
/** A new bank: its private fields arrive as ciphertext only; each is named by its label on the Banks page. */
export const bankBodySchema = z.object({
  nick_name: z.string().trim().min(1).max(BANK_NICK_NAME_MAX).meta({ title: 'Nick Name' }),
  ada_routing_number: cipher('ADA Routing Number'),
  account_number: cipher('Account Number'),
  account_title: cipher('Account Title'),
});
export type BankBody = z.input<typeof bankBodySchema>;
/** The answer while the bank key is not set up. */
export const bankUnavailableSchema = z.object({ err: z.string(), code: z.string() });
export const bankPublicKeyReplySchema = z.object({ public_key: z.string() });
export type BankPublicKeyReply = z.infer<typeof bankPublicKeyReplySchema>;
export const bankDeletedReplySchema = z.object({ id: z.number().int() });
export type BankDeletedReply = z.infer<typeof bankDeletedReplySchema>;
export const companyBanksParamsSchema = z.object({ company: z.string().trim().min(1).max(200) });

/** The jobs-as-invoices query: the filters, and the page terms for a paged reply. */
export const jobInvoiceQueryBodySchema = jobInvoiceQuerySchema.extend(reportPageTerms).prefault({});
export type JobInvoiceQueryBody = z.input<typeof jobInvoiceQueryBodySchema>;
export const jobInvoicesPageSchema = z
  .object({
    jobs: z.array(jobInvoiceRowSchema),
    ...pagedReplyFields,
    totals: jobInvoiceTotalsSchema.describe(
      'The money of every job the query finds: total_price, billed (with sales tax) and left_to_pay of all; open_count, interest and total_due of those not paid off, interest as of today (the sums of what their rows show).',
    ),
  })
  .describe('Asked with page or page_count: one page of the jobs, with the count and totals of all.');
/** A page of the jobs-as-invoices query (asked with page or page_count), with the whole result's count and money. */
export type JobInvoicePage = z.infer<typeof jobInvoicesPageSchema> & {
  count: number;
  page: number;
  page_count: number;
};
/** Every job, or asked with page or page_count, one page of them. */
export const jobInvoicesReplySchema = z.union([z.array(jobInvoiceRowSchema), jobInvoicesPageSchema]);

export const jobPaymentHeadersSchema = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });
/** A payment on Make Payment: each field named by its label there. */
export const jobPaymentBodySchema = z.object({
  payment: boundedNumber(RANGES.signedMoney).meta({ title: 'Payment' }),
  nick_name: z
    .string()
    .trim()
    .min(1, 'choose the bank to pay from')
    .max(BANK_NICK_NAME_MAX)
    .meta({ title: 'Payment Method' }),
});
export type JobPaymentBody = z.input<typeof jobPaymentBodySchema>;
export const adminPaidBodySchema = z.object({ admin_paid: z.boolean() });
export type AdminPaidBody = z.input<typeof adminPaidBodySchema>;
export const paymentHistoryParamsSchema = billingIdParamsSchema.extend({
  index: z.coerce.number().int().min(0).max(100_000),
});

/** One line of Admin payments: a payment-history entry with its job and its place in that history. */
export const paymentEntrySchema = z.object({
  job: jobInvoiceRowSchema,
  index: z.number().int(),
  entry: paymentHistoryEntrySchema,
});
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;
/**
 * A page of the payments made on the jobs a billing query finds, newest payment first: the page's
 * payments, the count of every payment (the unit the pager counts) and the jobs' count and money.
 */
export const paymentEntriesPageSchema = z.object({
  payments: z.array(paymentEntrySchema),
  count: z.number().int().describe('Every payment the query finds.'),
  page: z.number().int(),
  page_count: z.number().int(),
  jobs: z.number().int().describe('The jobs those payments were made on.'),
  totals: jobInvoiceTotalsSchema
    .pick({ total_price: true, billed: true, left_to_pay: true })
    .describe('What those jobs were billed and what is left to pay on them.'),
});
export type PaymentEntriesPage = z.infer<typeof paymentEntriesPageSchema>;
