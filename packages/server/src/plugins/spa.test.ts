import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// Every route of both spec route tables, with ids filled in.
const SPA_ROUTES = [
  '/',
  '/quote',
  '/quote/12',
  '/quotes',
  '/jobs',
  '/job',
  '/job/12',
  '/backlog/12',
  '/scheduler/12',
  '/files/12',
  '/shipping/12',
  '/purchaseorder',
  '/purchaseorder/3',
  '/purchaseorderreadytobeorder',
  '/purchaseorderreadytobedelivered',
  '/purchaseorderdelivered',
  '/backlogreport',
  '/backlogsearch',
  '/production',
  '/releasedforproduction',
  '/projectmanagerschedule',
  '/dailyschedule',
  '/customerreport?filter=All&company=Acme',
  '/customerinformation',
  '/customerinformation/Acme%20Signs',
  '/machine',
  '/machineimperfections',
  '/machineplates',
  '/machineimages',
  '/payment/edit',
  '/payment/makepayment',
  '/payment/accounthistory',
  '/payment/adminpayments',
  '/payment/adminjobpayments',
  '/payment/adminbanks',
  '/payment/openinvoices',
  '/account/login',
  '/account/create',
  '/account/forgotpassword',
  '/account/resetpassword/abc',
  '/account/settings',
  '/admin/accounts',
  '/admin/addons',
];

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>SignShop</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  t = await startTestApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

describe('serving the SPA', () => {
  it.each(SPA_ROUTES)('answers %s with the app page, so a refresh works', async (route) => {
    const response = await fetch(t.baseUrl + route);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<title>SignShop</title>');
  });

  it('serves built files, including ones built after the server started', async () => {
    expect(await (await fetch(`${t.baseUrl}/assets/app.js`)).text()).toBe('console.log(1)');
    fs.writeFileSync(path.join(webDist, 'assets', 'later.js'), 'console.log(2)');
    const later = await fetch(`${t.baseUrl}/assets/later.js`);
    expect(later.headers.get('content-type')).toContain('javascript');
    expect(await later.text()).toBe('console.log(2)');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await fetch(`${t.baseUrl}/api/quote/12/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
