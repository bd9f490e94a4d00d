import { z } from 'zod';
import { listApprovalSchema } from '../approvals/approval.ts';
import { justDateSchema } from '../dates/just-date.schema.ts';
import { unreadableFieldsSchema } from '../lists/unreadable.ts';
import { addressSchema, asanteContactInfoSchema } from './contact.schema.ts';
import { quoteSearchSchema } from './quote-search.schema.ts';
import { quoteSchema } from './quote.schema.ts';

export const quoteIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A whole quote as replies carry it: every stored field plus `version` for concurrent edits. */
export const quoteDtoSchema = quoteSchema.extend({ id: z.number().int(), version: z.number().int() });
export type QuoteDto = z.infer<typeof quoteDtoSchema>;
export const quoteReplySchema = z.object({ quote: quoteDtoSchema });
export type QuoteReply = z.infer<typeof quoteReplySchema>;

/** A row of a quote list (the editor loads the rest by id). */
export const quoteListRowSchema = quoteSchema
  .pick({
    given_id: true,
    job_name: true,
    customer_name: true,
    quote_date: true,
    total_price: true,
    is_shipped: true,
    shipped_date: true,
    quote_sequence: true,
  })
  .extend({
    id: z.number().int(),
    unreadable: unreadableFieldsSchema,
    /** The quote's approval: its latest request's state, who approved it and when. */
    approval: listApprovalSchema.optional(),
  });
export type QuoteListRow = z.infer<typeof quoteListRowSchema>;
export const quoteListReplySchema = z.object({
  quotes: z.array(quoteListRowSchema),
  count: z.number().int(),
  page: z.number().int(),
  page_count: z.number().int(),
});
export type QuoteListReply = z.infer<typeof quoteListReplySchema>;

/** POST /api/quote/query body: the search, every filter optional. */
export const quoteQueryBodySchema = z.object({ search: quoteSearchSchema.prefault({}) });
export type QuoteQueryBody = z.input<typeof quoteQueryBodySchema>;

const stageIds = z.array(z.number().int().positive()).max(50).default([]);
/** POST /api/quote/queryByBacklog body: the jobs by their backlog stages on `date` (default today). */
export const quoteByBacklogBodySchema = z.object({
  backlogs_required: stageIds,
  backlogs_required_today: stageIds,
  latest_backlogs: stageIds,
  date: justDateSchema.optional(),
});
export const quoteRowsReplySchema = z.object({ quotes: z.array(quoteListRowSchema) });
export type QuoteRowsReply = z.infer<typeof quoteRowsReplySchema>;

/** The id of the quote deleted. */
export const quoteDeletedReplySchema = z.object({ id: z.number().int() });
export type QuoteDeletedReply = z.infer<typeof quoteDeletedReplySchema>;

/** GET /api/quote/customerName/{name}: the customer names containing `name`. */
export const customerNameParamsSchema = z.object({ name: z.string().max(200) });
export const customerNamesReplySchema = z.object({ customer_names: z.array(z.string()) });
export type CustomerNamesReply = z.infer<typeof customerNamesReplySchema>;

/** The quote's contact blocks earlier quotes can fill in. */
export const CONTACT_BLOCKS = ['contact_info', 'shipping_info', 'invoicing_contact_info'] as const;
export type ContactBlock = (typeof CONTACT_BLOCKS)[number];
/** POST /api/quote/contactInformation body: which block, of which customer, for which first name. */
export const contactSuggestionBodySchema = z.object({
  where_variable: z.enum(CONTACT_BLOCKS),
  customer_name: z.string().max(200),
  first_name: z.string().max(100),
});
export type ContactSuggestionBody = z.input<typeof contactSuggestionBodySchema>;
export const contactSuggestionsReplySchema = z.object({ info: z.array(addressSchema.partial()) });
export type ContactSuggestionsReply = z.infer<typeof contactSuggestionsReplySchema>;

/** GET /api/quote/asanteContactInformation/{text}: staff contacts matching `text`, with their use count. */
export const staffContactParamsSchema = z.object({ text: z.string().max(100) });
export const staffContactsReplySchema = z.object({
  info: z.array(asanteContactInfoSchema.extend({ count: z.number().int() })),
});
export type StaffContactsReply = z.infer<typeof staffContactsReplySchema>;
