import { access } from '@signshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the app', () => {
  it('declares who may call every /api route (the access table)', () => {
    const table = Object.fromEntries(
      t.app.accessTable
        .filter((r) => !r.url.startsWith('/api/docs'))
        .map((r) => [`${r.method} ${r.url}`, r.access]),
    );
    expect(table).toEqual({
      'GET /api/openapi.json': access.anyone,
      'POST /api/approval/quote/:id': access.approvals,
      'POST /api/approval/proof/:id': access.staff,
      'GET /api/approval/quote/:id': access.approvals,
      'POST /api/approval/quote/:id/answer': access.approvalAnswer,
      'GET /api/approve/:token': access.anyone,
      'GET /api/approve/:token/pdf': access.anyone,
      'GET /api/approve/:token/file': access.anyone,
      'POST /api/approve/:token': access.anyone,
      'GET /api/health': access.anyone,
      'GET /api/accounting/invoices.csv': access.staff,
      'GET /api/shop': access.signedIn,
      'PUT /api/admin/shop': access.admin,
      'POST /api/admin/shop/logo': access.admin,
      'DELETE /api/admin/shop/logo': access.admin,
      'GET /api/shop/logo/:version': access.signedIn,
      'GET /api/accounting/payments.csv': access.staff,
      'GET /api/aging': access.receivables,
      'GET /api/aging/report.csv': access.receivables,
      'GET /api/aging/report.pdf': access.receivables,
      'GET /api/aging/mine': access.ownReceivables,
      'GET /api/aging/statement.pdf': access.statements,
      'GET /api/ready': access.anyone,
      'POST /api/account/login/': access.anyone,
      'POST /api/account': access.anyone,
      'POST /api/account/finishsignup/:token': access.anyone,
      'GET /api/account/me': access.signedIn,
      'GET /api/account/session': access.anyone,
      'POST /api/account/sendresetpasswordemail/:email': access.anyone,
      'PUT /api/account/resetpassword/:id': access.anyone,
      'GET /api/account/logout': access.anyone,
      'POST /api/account/logout': access.anyone,
      'PUT /api/account/settings': access.signedIn,
      'GET /api/admin/accounts': access.admin,
      'GET /api/admin/company': access.admin,
      'PUT /api/admin/accounts/:id': access.admin,
      'GET /api/quote/signtypes': access.signedIn,
      'GET /api/quote/addons': access.signedIn,
      'GET /api/quote/addons/:typeId': access.signedIn,
      'GET /api/quote/alladdons': access.admin,
      'POST /api/admin/alladdons': access.admin,
      'PUT /api/admin/alladdons': access.admin,
      'DELETE /api/admin/alladdons/:id': access.admin,
      'PUT /api/admin/alladdonscostorderindex': access.admin,
      'POST /api/admin/signtype': access.admin,
      'PUT /api/admin/signtype': access.admin,
      'DELETE /api/admin/signtype/:id': access.admin,
      'GET /api/quote': access.signedIn,
      'POST /api/quote/query': access.signedIn,
      'POST /api/quote/queryByBacklog': access.signedIn,
      'GET /api/quote/:id': access.signedIn,
      'POST /api/quote': access.signedIn,
      'PUT /api/quote/:id': access.signedIn,
      'DELETE /api/quote/:id': access.signedIn,
      'GET /api/quote/:id/history': access.signedIn,
      'GET /api/quote/customerName/:name': access.signedIn,
      'POST /api/quote/contactInformation': access.signedIn,
      'GET /api/quote/asanteContactInformation/:text': access.staff,
      'GET /api/backlog': access.signedIn,
      'GET /api/backlog/:quoteId': access.signedIn,
      'PUT /api/backlog': access.staff,
      'GET /api/board': access.board,
      'GET /api/dashboard': access.dashboard,
      'POST /api/board/move': access.board,
      'GET /api/live': access.board,
      'POST /api/purchase_order/purchase_order': access.staff,
      'GET /api/purchase_order/purchase_order/:id': access.staff,
      'PUT /api/purchase_order/purchase_order/:id': access.staff,
      'POST /api/purchase_order/search/all': access.staff,
      'POST /api/purchase_order/search/description': access.staff,
      'GET /api/schedule/assign_to': access.staffVerified,
      'GET /api/schedule/:quoteId': access.signedIn,
      'PUT /api/schedule/:quoteId': access.staff,
      'PUT /api/dailyschedule/:id': access.staff,
      'GET /api/account/project_managers': access.staff,
      'GET /api/file/:id': access.signedIn,
      'POST /api/file/getQuotesFiles': access.signedIn,
      'POST /api/file/:id': access.fileUpload,
      'PUT /api/file/:id': access.signedIn,
      'DELETE /api/file/:id': access.signedIn,
      'GET /api/file/:fileId/:name': access.signedIn,
      'POST /api/dailyschedule': access.signedIn,
      'GET /api/backlog/report/:label': access.signedIn,
      'POST /api/backlog/search': access.signedIn,
      'GET /api/production/ready': access.signedIn,
      'GET /api/production/released': access.signedIn,
      'GET /api/projectmanagerschedule': access.staff,
      'GET /api/customerreport': access.signedIn,
      'GET /api/csv/:name': access.signedIn,
      'GET /api/milling/machine/:machine': access.machineVerified,
      'POST /api/milling/machine/:machine': access.machineVerified,
      'GET /api/milling/job/:name': access.machineVerified,
      'GET /api/milling/images': access.machineVerified,
      'PUT /api/milling/file': access.machineVerified,
      'GET /api/capacity/week': access.capacityPlan,
      'PATCH /api/capacity/tasks/:id': access.capacityPlan,
      'POST /api/capacity/plan': access.capacityPlan,
      'GET /api/capacity/at-risk': access.capacityPlan,
      'GET /api/capacity/resources': access.floorSettings,
      'PUT /api/capacity/resources': access.floorSettings,
      'GET /api/capacity/estimates': access.floorSettings,
      'PUT /api/capacity/estimates': access.floorSettings,
      'GET /api/admin/reminders': access.messages,
      'PUT /api/admin/reminders': access.messages,
      'POST /api/admin/reminders/scan': access.messages,
      'GET /api/messages': access.messages,
      'POST /api/messages/:id/resend': access.messages,
      'GET /api/admin/notifications': access.notificationTemplates,
      'PUT /api/admin/notifications/:event': access.notificationTemplates,
      'POST /api/admin/notifications/:event/preview': access.notificationTemplates,
      'POST /api/admin/notifications/:event/test': access.notificationTemplates,
      'POST /api/admin/notifications/scan': access.notificationTemplates,
      'GET /api/notifications/opt_ins': access.notificationOptIns,
      'PUT /api/notifications/opt_ins': access.notificationOptIns,
      'GET /api/notifications/unsubscribe/:token': access.anyone,
      'POST /api/notifications/unsubscribe/:token': access.anyone,
      'GET /api/time-tracking/timer': access.staff,
      'POST /api/time-tracking/timer': access.staff,
      'POST /api/time-tracking/timer/stop': access.staff,
      'GET /api/time-tracking/job/:quoteId': access.staff,
      'GET /api/time-tracking/report': access.staff,
      'GET /api/time-tracking/report.csv': access.staff,
      'GET /api/time-tracking/report.pdf': access.staff,
      'POST /api/time-tracking/report/adopt': access.admin,
      'GET /api/bank/public_key': access.signedIn,
      'GET /api/bank/': access.customerVerified,
      'POST /api/bank/': access.customerVerified,
      'DELETE /api/bank/:id': access.customerVerified,
      'GET /api/bank/company/:company': access.adminVerified,
      'DELETE /api/bank/remove_private_info/:id': access.adminVerified,
      'GET /api/company_info/:name': access.companyInfo,
      'POST /api/company_info': access.companyInfo,
      'PUT /api/company_info': access.companyInfo,
      'POST /api/company_info/get_company_infos': access.companySearch,
      'GET /api/company_info/names/:text': access.companySearch,
      'POST /api/company_info/exemption_file/:name': access.companySearch,
      'GET /api/company_info/exemption_file/:name': access.companyInfo,
      'DELETE /api/company_info/exemption_file/:name': access.companySearch,
      'GET /api/tax_rates': access.taxRatesRead,
      'POST /api/admin/tax_rates': access.taxRatesEdit,
      'PUT /api/admin/tax_rates/:id': access.taxRatesEdit,
      'DELETE /api/admin/tax_rates/:id': access.taxRatesEdit,
      'POST /api/job/query': access.invoiceQuery,
      'POST /api/job/payments': access.adminVerified,
      'POST /api/job/:id/payment': access.customerVerified,
      'PUT /api/job/:id/admin_paid': access.adminVerified,
      'PUT /api/job/:id/payment_history/:index': access.adminVerified,
      'GET /api/pdf/id/:file': access.signedIn,
      'GET /api/pdf/packagingslip/id/:file': access.signedIn,
      'GET /api/pdf/tactileschedule/id/:file': access.staff,
      'GET /api/pdf/invoice/:id/:file': access.signedIn,
      'GET /api/pdf/open_invoices/invoice.pdf': access.signedIn,
      'GET /api/pdf/customerreport.pdf': access.signedIn,
      'POST /api/pdf/projectmanager/': access.staff,
      'POST /api/pdf/purchase_order/:id': access.staff,
      'POST /api/pdf/purchase_order/': access.staff,
      'GET /api/file/onetimeuse/:id/:name': access.signedIn,
      'POST /api/email': access.signedIn,
    });
  });

  it('refuses to register an /api route without an access rule', async () => {
    const { buildApp } = await import('./app.ts');
    const app = await buildApp(t.config, {
      db: t.db,
      mailer: { send: async () => undefined },
      sessionSecret: 'x'.repeat(32),
      logger: false,
    });
    expect(() => app.get('/api/unguarded', async () => 'open')).toThrow(/declares no access rule/);
    await app.close();
  });

  it('sends security headers on API responses', async () => {
    const response = await t.client().get('/api/account/me');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when reached over HTTPS behind a trusted proxy', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      const response = await fetch(`${proxied.baseUrl}/api/account/me`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await proxied.close();
    }
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.client().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      err: 'There is no GET /api/no-such-thing in the API.',
      code: 'NOT_FOUND',
    });
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await t.client().request('POST', '/api/account/login/', '{"account":');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    expect(response.body.err).toMatch(/JSON/i);
  });
});
