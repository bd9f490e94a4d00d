import {
  access,
  contactSuggestionBodySchema,
  contactSuggestionsReplySchema,
  customerNameParamsSchema,
  customerNamesReplySchema,
  quoteByBacklogBodySchema,
  quoteCreateBodySchema,
  quoteDeletedReplySchema,
  quoteIdParamsSchema,
  quoteListReplySchema,
  quoteListRowSchema,
  quoteQueryBodySchema,
  quoteReplySchema,
  quoteRowsReplySchema,
  quoteSearchSchema,
  quoteUpdateBodySchema,
  shopToday,
  staffContactParamsSchema,
  staffContactsReplySchema,
} from '@signshop/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { tolerantRows } from '../../db/tolerant-rows.ts';
import { readDb } from '../../platform/read-replicas/read-db.ts';
import { typedReplySerializer } from '../../platform/plugins/typed-reply.ts';
import type { App } from '../../platform/app-type.ts';
import { toQuoteDto } from './quote-dto.ts';
import {
  suggestAsanteContacts,
  suggestContactInformation,
  suggestCustomerNames,
} from './quote-suggestions.service.ts';
import { createQuote, deleteQuote, openQuote, queryByBacklog, updateQuote } from './quotes.service.ts';
import { searchQuotes } from './quote-search.service.ts';
import { withApprovalStates } from '../../job-core/approval-records.ts';

/** A page of the quote list, its malformed rows flagged instead of failing the page. */
function readableList<R extends { quotes: object[] }>(log: FastifyBaseLogger, reply: R): R {
  return { ...reply, quotes: tolerantRows(log, 'quotes', quoteListRowSchema, reply.quotes) };
}

/** Query-string keys containing "date" carry JSON, e.g. quote_date={"min":"2026-01-01"}. */
const jsonInQuery = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};
/**
 * Query keys in deepObject form (quote_date[min]=2026-01-01, what generated clients send, as the
 * OpenAPI document says) folded into the object the JSON form gives.
 */
export function foldDeepObjectKeys(query: Record<string, unknown>): Record<string, unknown> {
  const folded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const match = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (!match) {
      folded[key] ??= value;
      continue;
    }
    const [, name, property] = match as unknown as [string, string, string];
    const existing = folded[name];
    const object = existing && typeof existing === 'object' ? existing : {};
    folded[name] = { ...object, [property]: value };
  }
  return folded;
}

const searchQuery = quoteSearchSchema.extend({
  quote_date: z.preprocess(jsonInQuery, quoteSearchSchema.shape.quote_date),
});

/** The quote API: every call scoped to the quotes the user may see. */
export async function quoteRoutes(app: App) {
  const signedIn = { access: access.signedIn };
  const today = () => shopToday(app.config.shopTimeZone);

  app.get(
    '/api/quote',
    {
      config: signedIn,
      schema: { querystring: searchQuery, response: { 200: quoteListReplySchema } },
      preValidation: async (request) => {
        request.query = foldDeepObjectKeys(request.query as Record<string, unknown>) as typeof request.query;
      },
    },
    async (request) => {
      const db = await readDb(request);
      return readableList(
        request.log,
        await withApprovalStates(db, await searchQuotes(db, request.user!, request.query)),
      );
    },
  );

  app.post(
    '/api/quote/query',
    {
      config: signedIn,
      schema: {
        body: quoteQueryBodySchema,
        response: { 200: quoteListReplySchema },
      },
    },
    async (request) => {
      const db = await readDb(request);
      const found = await searchQuotes(db, request.user!, request.body.search);
      return readableList(request.log, await withApprovalStates(db, found));
    },
  );

  app.post(
    '/api/quote/queryByBacklog',
    {
      config: signedIn,
      schema: {
        body: quoteByBacklogBodySchema,
        response: { 200: quoteRowsReplySchema },
      },
    },
    async (request) => ({
      quotes: await queryByBacklog(await readDb(request), request.user!, {
        ...request.body,
        date: request.body.date ?? shopToday(app.config.shopTimeZone),
      }),
    }),
  );

  app.get(
    '/api/quote/:id',
    {
      config: signedIn,
      schema: { params: quoteIdParamsSchema, response: { 200: quoteReplySchema } },
      // toQuoteDto has already parsed each quote reply with its schema: no second encode.
      serializerCompiler: typedReplySerializer,
    },
    async (request) => ({
      quote: toQuoteDto(await openQuote(app.db, request.user!, request.params.id)),
    }),
  );

  app.post(
    '/api/quote',
    {
      config: signedIn,
      schema: {
        body: quoteCreateBodySchema,
        response: { 201: quoteReplySchema },
      },
      serializerCompiler: typedReplySerializer,
    },
    async (request, reply) => {
      const { quote: input, copy } = request.body;
      const quote = await createQuote(app.db, request.user!, input, today(), copy);
      return reply.status(201).send({ quote: toQuoteDto(quote) });
    },
  );

  app.put(
    '/api/quote/:id',
    {
      config: signedIn,
      schema: {
        params: quoteIdParamsSchema,
        body: quoteUpdateBodySchema,
        response: { 200: quoteReplySchema },
      },
      serializerCompiler: typedReplySerializer,
    },
    async (request) => {
      const { version, save_as, update_prices, ...patch } = request.body;
      const quote = await updateQuote(app.db, request.user!, request.params.id, patch, {
        version,
        save_as,
        update_prices,
        today: today(),
      });
      return { quote: toQuoteDto(quote) };
    },
  );

  app.delete(
    '/api/quote/:id',
    { config: signedIn, schema: { params: quoteIdParamsSchema, response: { 200: quoteDeletedReplySchema } } },
    async (request) => {
      await deleteQuote(app.db, request.user!, request.params.id);
      return { id: request.params.id };
    },
  );

  app.get(
    '/api/quote/customerName/:name',
    {
      config: signedIn,
      schema: {
        params: customerNameParamsSchema,
        response: { 200: customerNamesReplySchema },
      },
    },
    async (request) => ({
      customer_names: await suggestCustomerNames(app.db, request.user!, request.params.name),
    }),
  );

  app.post(
    '/api/quote/contactInformation',
    {
      config: signedIn,
      schema: {
        body: contactSuggestionBodySchema,
        response: { 200: contactSuggestionsReplySchema },
      },
    },
    async (request) => ({ info: await suggestContactInformation(app.db, request.user!, request.body) }),
  );

  app.get(
    '/api/quote/asanteContactInformation/:text',
    {
      config: { access: access.staff },
      schema: {
        params: staffContactParamsSchema,
        response: { 200: staffContactsReplySchema },
      },
    },
    async (request) => ({ info: await suggestAsanteContacts(app.db, request.params.text) }),
  );
}
