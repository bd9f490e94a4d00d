import { randomUUID } from 'node:crypto';
import { COMPANY_B } from './personas.ts';
import type { SeededRecords } from './seed.ts';

/** How the access matrix calls one route: values for its path parameters, a query and a body. */
export interface RouteFixture {
  path?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** Request headers the route needs (a payment's Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * The parameters name company B's records. 'scoped': a customer of company A must get 404 (or
   * an empty answer) and B's own customer a 2xx; 'shared': the route may answer A (e.g. 400 for
   * the made-up body) but never with B's data. Every answer to A is searched for B's marker.
   * Deleting and renaming routes name spare records, so the others still find theirs.
   */
  ofB?: 'scoped' | 'shared';
}

/**
 * One entry per /api route with path parameters (routes without any are called with no
 * parameters and need no entry). Add yours here when you add a route with parameters: pick the
 * ids of seeded records (see seed.ts) so the matrix proves who may reach them.
 */
export const ROUTE_FIXTURES: Record<string, (s: SeededRecords) => RouteFixture> = {
  'POST /api/account/login/': () => ({ body: {} }),
  'POST /api/account': () => ({ body: {} }),
  'POST /api/account/finishsignup/:token': () => ({ path: { token: 'no-such-link' } }),
  'PUT /api/account/settings': () => ({ body: { settings: 'not an object' } }),
  'POST /api/account/sendresetpasswordemail/:email': () => ({ path: { email: 'nobody@example.com' } }),
  'PUT /api/account/resetpassword/:id': () => ({ path: { id: 'no-such-reset' }, body: {} }),
  'PUT /api/admin/accounts/:id': (s) => ({ path: { id: s.accountOfB }, body: {} }),
  'GET /api/quote/addons/:typeId': (s) => ({ path: { typeId: s.signType } }),
  'DELETE /api/admin/alladdons/:id': () => ({ path: { id: 999_999 } }),
  'DELETE /api/admin/signtype/:id': () => ({ path: { id: 999_999 } }),
  'PUT /api/admin/tax_rates/:id': () => ({ path: { id: 999_999 }, body: {} }),
  'DELETE /api/admin/tax_rates/:id': () => ({ path: { id: 999_999 } }),
  // Company B has no certificate file: the matrix checks who is let through and that nothing of B shows.
  'GET /api/company_info/exemption_file/:name': () => ({ path: { name: COMPANY_B } }),
  'POST /api/company_info/exemption_file/:name': () => ({ path: { name: COMPANY_B } }),
  'DELETE /api/company_info/exemption_file/:name': () => ({ path: { name: COMPANY_B } }),
  // Company B's statement: B's customer and staff get it, a customer of A a 404.
  'GET /api/aging/statement.pdf': () => ({
    query: { company: COMPANY_B, from: '2020-01-01', to: '2030-12-31' },
    ofB: 'scoped',
  }),
  'GET /api/quote/:id': (s) => ({ path: { id: s.quoteOfB }, ofB: 'scoped' }),
  'GET /api/quote/:id/history': (s) => ({ path: { id: s.quoteOfB }, ofB: 'scoped' }),
  'PUT /api/quote/:id': (s) => ({ path: { id: s.quoteOfB }, body: { comments: 'x' }, ofB: 'scoped' }),
  'DELETE /api/quote/:id': (s) => ({ path: { id: s.spareQuoteOfB }, ofB: 'scoped' }),
  'GET /api/quote/customerName/:name': () => ({ path: { name: 'Bolt' }, ofB: 'scoped' }),
  'POST /api/quote/contactInformation': () => ({
    body: { where_variable: 'contact_info', customer_name: 'Bolt Dental', first_name: 'Brenda' },
    ofB: 'scoped',
  }),
  'GET /api/quote/asanteContactInformation/:text': () => ({ path: { text: 'a' } }),
  'GET /api/backlog/:quoteId': (s) => ({ path: { quoteId: s.quoteOfB }, ofB: 'scoped' }),
  'PUT /api/backlog': () => ({ body: { backlogs: [] } }),
  'GET /api/purchase_order/purchase_order/:id': (s) => ({ path: { id: s.purchaseOrder } }),
  'PUT /api/purchase_order/purchase_order/:id': (s) => ({ path: { id: s.purchaseOrder }, body: {} }),
  'GET /api/schedule/:quoteId': (s) => ({ path: { quoteId: s.quoteOfB }, ofB: 'scoped' }),
  'PUT /api/schedule/:quoteId': (s) => ({ path: { quoteId: s.quoteOfB }, body: {}, ofB: 'shared' }),
  'PUT /api/dailyschedule/:id': (s) => ({ path: { id: s.scheduleLine }, body: {} }),
  'PATCH /api/capacity/tasks/:id': (s) => ({ path: { id: s.scheduleLine }, body: {} }),
  // No message is seeded: an admin gets 404, everyone else is refused before the id is looked up.
  'POST /api/messages/:id/resend': () => ({ path: { id: 999999 } }),
  // Stage notifications: an admin gets 400 for the empty body; everyone else is refused first.
  'PUT /api/admin/notifications/:event': () => ({ path: { event: 'shipped' } }),
  'POST /api/admin/notifications/:event/preview': () => ({ path: { event: 'shipped' } }),
  'POST /api/admin/notifications/:event/test': () => ({ path: { event: 'shipped' } }),
  // Company B's opt-ins: staff and B's customer reach them, a customer of A gets 404.
  'GET /api/notifications/opt_ins': () => ({ query: { company: COMPANY_B }, ofB: 'scoped' }),
  'PUT /api/notifications/opt_ins': () => ({ body: { company: COMPANY_B, opt_ins: {} }, ofB: 'scoped' }),
  // The public unsubscribe link: a token the server did not sign answers 404 to everyone.
  'GET /api/notifications/unsubscribe/:token': () => ({ path: { token: 'no-such-token' } }),
  'POST /api/notifications/unsubscribe/:token': () => ({ path: { token: 'no-such-token' } }),
  'GET /api/time-tracking/job/:quoteId': (s) => ({ path: { quoteId: s.quoteOfB } }),
  'GET /api/file/:id': (s) => ({ path: { id: s.quoteOfB }, ofB: 'scoped' }),
  'POST /api/file/getQuotesFiles': (s) => ({ body: { ids: [s.quoteOfB] }, ofB: 'scoped' }),
  'POST /api/file/:id': (s) => ({ path: { id: s.quoteOfB }, body: {}, ofB: 'shared' }),
  'PUT /api/file/:id': (s) => ({
    path: { id: s.spareFileOfB },
    body: { name: 'renamed.txt' },
    ofB: 'scoped',
  }),
  'DELETE /api/file/:id': (s) => ({ path: { id: s.spareFileOfB }, ofB: 'scoped' }),
  'GET /api/file/:fileId/:name': (s) => ({
    path: { fileId: s.fileOfB.id, name: s.fileOfB.name },
    ofB: 'scoped',
  }),
  'GET /api/shop/logo/:version': () => ({ path: { version: 'no-logo-yet' } }),
  'GET /api/backlog/report/:label': () => ({ path: { label: 'In Production' }, ofB: 'scoped' }),
  'POST /api/backlog/search': () => ({ body: {}, ofB: 'scoped' }),
  'GET /api/production/ready': () => ({ ofB: 'scoped' }),
  'GET /api/production/released': () => ({ ofB: 'scoped' }),
  'POST /api/dailyschedule': () => ({ body: {}, ofB: 'scoped' }),
  'GET /api/csv/:name': () => ({ path: { name: 'releasedforproduction.csv' }, ofB: 'shared' }),
  'GET /api/accounting/invoices.csv': () => ({ query: { from: '2026-01-01', to: '2026-12-31' } }),
  'GET /api/accounting/payments.csv': () => ({ query: { from: '2026-01-01', to: '2026-12-31' } }),
  'GET /api/milling/machine/:machine': () => ({ path: { machine: 'HAAS1' } }),
  'POST /api/milling/machine/:machine': () => ({ path: { machine: 'HAAS1' }, body: { start: 0, end: 2e9 } }),
  'GET /api/milling/job/:name': () => ({ path: { name: 'ZQXB' } }),
  'GET /api/pdf/id/:file': (s) => ({
    path: { file: 'quote.pdf' },
    query: { id: String(s.quoteOfB) },
    ofB: 'scoped',
  }),
  'GET /api/pdf/packagingslip/id/:file': (s) => ({
    path: { file: 'slip.pdf' },
    query: { id: String(s.quoteOfB) },
    ofB: 'scoped',
  }),
  'GET /api/pdf/tactileschedule/id/:file': (s) => ({
    path: { file: 'tactile.pdf' },
    query: { id: String(s.quoteOfB) },
    ofB: 'scoped',
  }),
  'GET /api/pdf/invoice/:id/:file': (s) => ({ path: { id: s.quoteOfB, file: 'invoice.pdf' }, ofB: 'scoped' }),
  'POST /api/pdf/purchase_order/:id': (s) => ({ path: { id: s.purchaseOrder } }),
  'GET /api/file/onetimeuse/:id/:name': () => ({ path: { id: 'no-such-download', name: 'x.pdf' } }),
  'DELETE /api/bank/:id': (s) => ({ path: { id: s.spareBankOfB }, ofB: 'scoped' }),
  'GET /api/bank/company/:company': () => ({ path: { company: COMPANY_B } }),
  'DELETE /api/bank/remove_private_info/:id': (s) => ({ path: { id: s.bankOfB.id } }),
  'GET /api/company_info/:name': () => ({ path: { name: COMPANY_B }, ofB: 'scoped' }),
  'GET /api/company_info/names/:text': () => ({ path: { text: 'Bolt' } }),
  'POST /api/job/:id/payment': (s) => ({
    path: { id: s.shippedJobOfB },
    body: { payment: 1, nick_name: s.bankOfB.nick_name },
    headers: { 'Idempotency-Key': randomUUID() },
    ofB: 'scoped',
  }),
  'PUT /api/job/:id/admin_paid': (s) => ({ path: { id: s.shippedJobOfB }, body: { admin_paid: true } }),
  'PUT /api/job/:id/payment_history/:index': (s) => ({
    path: { id: s.shippedJobOfB, index: 0 },
    body: { admin_paid: true },
  }),
  'POST /api/approval/quote/:id': (s) => ({ path: { id: s.quoteOfB }, ofB: 'scoped' }),
  'GET /api/approval/quote/:id': (s) => ({ path: { id: s.quoteOfB }, ofB: 'scoped' }),
  // B's quote has no waiting approval: 404 for everyone, company A included.
  'POST /api/approval/quote/:id/answer': (s) => ({
    path: { id: s.quoteOfB },
    body: { decision: 'request_changes', comment: 'probe' },
  }),
  'POST /api/approval/proof/:id': (s) => ({ path: { id: s.fileOfB.id } }),
  // The public approval link's routes: a token that opens nothing answers 404 to everyone.
  'GET /api/approve/:token': () => ({ path: { token: '1.no-such-token' } }),
  'GET /api/approve/:token/pdf': () => ({ path: { token: '1.no-such-token' } }),
  'GET /api/approve/:token/file': () => ({ path: { token: '1.no-such-token' } }),
  'POST /api/approve/:token': () => ({
    path: { token: '1.no-such-token' },
    body: { decision: 'request_changes', comment: 'probe' },
  }),
  'POST /api/email': (s) => ({
    // No addresses: a customer's mail is addressed by the server (staff answer 400 without one).
    body: { quote: { id: s.quoteOfB }, email: {} },
    ofB: 'scoped',
  }),
};

const PARAM = /:([A-Za-z0-9_]+)/g;

/** The route's URL with its parameters filled, its body and query, or an error telling what to add. */
export function requestFor(method: string, url: string, seeded: SeededRecords) {
  const key = `${method} ${url}`;
  const params = [...url.matchAll(PARAM)].map((m) => m[1]!);
  const fixture = ROUTE_FIXTURES[key]?.(seeded) ?? {};
  const missing = params.filter((name) => fixture.path?.[name] === undefined);
  if (missing.length > 0) {
    throw new Error(
      `The access matrix cannot call ${key}: add an entry for it to ROUTE_FIXTURES in ` +
        `packages/server/test/proof/route-fixtures.ts giving its path parameter(s) ${missing.join(', ')} ` +
        '(ids of records seeded by proof/seed.ts, e.g. s.quoteOfB).',
    );
  }
  const path = url.replace(PARAM, (_, name: string) => encodeURIComponent(String(fixture.path![name])));
  const query = fixture.query ? `?${new URLSearchParams(fixture.query)}` : '';
  const body = fixture.body ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
  return { key, path: path + query, body, headers: fixture.headers, ofB: fixture.ofB };
}
