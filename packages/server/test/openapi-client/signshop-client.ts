import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './generated/signshop-api.ts';

/**
 * A client an integrator would write from the published OpenAPI document alone: openapi-fetch
 * over the types openapi-typescript generates (the contract test writes ./generated first).
 */

type SignInput = components['schemas']['SignInput'];

/** Keeps the session cookie the sign-in sets, as a browser would. */
function cookieJar(): Middleware {
  let cookie = '';
  return {
    onRequest: ({ request }) => {
      if (cookie) request.headers.set('cookie', cookie);
      return request;
    },
    onResponse: ({ response }) => {
      const set = response.headers.getSetCookie().map((line) => line.split(';')[0]);
      if (set.length > 0) cookie = set.join('; ');
      return response;
    },
  };
}

export interface ClientFlowResult {
  quoteId: number;
  subPartGivenIds: string[];
  totalPrice: number;
  pdf: Uint8Array;
  pdfType: string | null;
}

/** Signs in, creates a quote with a sign holding a sub-part, reads it back and downloads its PDF. */
export async function runClientFlow(
  baseUrl: string,
  credentials: { email: string; password: string },
  processId: number,
): Promise<ClientFlowResult> {
  const api = createClient<paths>({ baseUrl });
  api.use(cookieJar());

  const login = await api.POST('/api/account/login', { body: { account: credentials } });
  if (!login.data) throw new Error(`sign-in refused: ${JSON.stringify(login.error)}`);

  const subPart: SignInput = { given_id: 'A-1', type: processId, width: 3, height: 2, quantity: 1 };
  const sign: SignInput = {
    given_id: 'A',
    type: processId,
    width: 10,
    height: 10,
    quantity: 2,
    subsigns: [subPart],
  };
  const created = await api.POST('/api/quote', {
    body: {
      quote: {
        job_name: 'Typed client',
        customer_name: 'Acme Signs',
        given_id: 'API-1',
        quote_date: '2026-03-15',
        signs: [sign],
      },
    },
  });
  if (!created.data) throw new Error(`quote refused: ${JSON.stringify(created.error)}`);
  const quoteId = created.data.quote.id;

  const read = await api.GET('/api/quote/{id}', { params: { path: { id: quoteId } } });
  if (!read.data) throw new Error(`quote unreadable: ${JSON.stringify(read.error)}`);
  const signs = read.data.quote.signs;

  const pdf = await api.GET('/api/pdf/id/{file}', {
    params: { path: { file: 'Typed client-API-1.pdf' }, query: { id: quoteId } },
    parseAs: 'arrayBuffer',
  });
  if (!pdf.data) throw new Error(`PDF refused: ${JSON.stringify(pdf.error)}`);

  return {
    quoteId,
    subPartGivenIds: signs.flatMap((s) => s.subsigns.map((sub) => sub.given_id)),
    totalPrice: read.data.quote.total_price,
    pdf: new Uint8Array(pdf.data),
    pdfType: pdf.response.headers.get('content-type'),
  };
}
