import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

// Every client route of the app, with ids filled in.
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

const APP_PAGE =
  '<!doctype html><title>SignShop</title><link rel="modulepreload" crossorigin href="/assets/react-a1.js">' +
  '<body><div id="root"><p>Loading SignShop…</p></div>\n</body>';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), APP_PAGE);
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(
    path.join(webDist, 'route-preloads.json'),
    JSON.stringify([
      {
        path: '/quote/:id',
        screen: 'quote',
        signedIn: true,
        files: ['assets/QuoteEditorPage-a1.js', 'assets/ui-kit-b2.js'],
      },
      {
        path: '/dailyschedule',
        screen: 'dailySchedule',
        signedIn: true,
        files: ['assets/DailySchedulePage-c3.js'],
      },
      { path: '/account/logout', screen: 'logout', signedIn: false, files: [] },
    ]),
  );
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

  it("names the screen's page code in a Link header, so the browser fetches it with the page", async () => {
    const link = (url: string) => fetch(t.baseUrl + url).then((response) => response.headers.get('link'));
    expect(await link('/quote/12')).toBe(
      '</assets/QuoteEditorPage-a1.js>; rel=modulepreload, </assets/ui-kit-b2.js>; rel=modulepreload',
    );
    expect(await link('/dailyschedule?equip=Laser')).toBe(
      '</assets/DailySchedulePage-c3.js>; rel=modulepreload',
    );
    for (const none of ['/quote/12/extra', '/quotes', '/account/logout']) expect(await link(none)).toBeNull();
  });

  it("names the reads the page starts with for a visitor with a session cookie, so they are answered while the page's code downloads", async () => {
    const link = (url: string) =>
      fetch(t.baseUrl + url, { headers: { cookie: 'token=whatever' } }).then((response) =>
        response.headers.get('link'),
      );
    const read = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;
    expect(await link('/quote/12')).toBe(
      [
        read('/api/account/session'),
        read('/api/shop'),
        read('/api/quote/signtypes'),
        read('/api/quote/12'),
        '</assets/QuoteEditorPage-a1.js>; rel=modulepreload',
        '</assets/ui-kit-b2.js>; rel=modulepreload',
      ].join(', '),
    );
    // A POST read (the daily schedule's tasks) is the page's own to send.
    expect(await link('/dailyschedule')).toBe(
      [
        read('/api/account/session'),
        read('/api/shop'),
        '</assets/DailySchedulePage-c3.js>; rel=modulepreload',
      ].join(', '),
    );
    // A screen open to anyone, or no screen: only the session check every page makes.
    expect(await link('/account/logout')).toBe(read('/api/account/session'));
    expect(await link('/quotes/nothing/here')).toBe(read('/api/account/session'));
  });

  it("paints a screen's first view from the page (its heading and info after the stylesheet, #root hidden), and the frame elsewhere", async () => {
    const page = (url: string, cookie?: string) =>
      fetch(t.baseUrl + url, { headers: cookie ? { cookie } : {} }).then(async (response) => ({
        status: response.status,
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control'),
        html: await response.text(),
      }));
    const schedule = await page('/dailyschedule?equip=Laser', 'token=whatever');
    expect(schedule).toMatchObject({ status: 200, cache: 'no-cache' });
    expect(schedule.type).toContain('text/html');
    const { html } = schedule;
    expect(html).toContain('<div id="root" hidden><p>Loading SignShop…</p></div>');
    expect(html).toContain('<h1 class="h3 mb-0" tabindex="-1">Daily Schedule</h1>');
    expect(html).toContain(
      '<div role="alert" class="fade py-2 small alert alert-info show">This view lists all tasks of jobs whose In Production backlog date is today or earlier and that are not shipped.</div>',
    );
    expect(html.indexOf('data-first-view')).toBeGreaterThan(html.indexOf('id="root"'));
    expect(html.trimEnd().endsWith('</body>')).toBe(true);
    // The stylesheet has the link to itself: the app's code is asked for once the view has painted.
    expect(html).not.toContain('modulepreload');
    // A screen without a first view, a path no screen has, and a signed-in screen asked for without a
    // session (the app sends that visitor to the sign-in page): the page as built.
    for (const [url, cookie] of [
      ['/quote/12', 'token=whatever'],
      ['/quotes/nothing/here', 'token=whatever'],
      ['/dailyschedule', undefined],
    ] as const) {
      expect((await page(url, cookie)).html).toBe(APP_PAGE);
    }
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await fetch(`${t.baseUrl}/api/quote/12/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('compressed and cached files', () => {
  const script = `console.log(${JSON.stringify('SignShop '.repeat(400))});`;
  const get = (url: string, encoding: string) =>
    fetch(t.baseUrl + url, { headers: { 'accept-encoding': encoding } });

  it("sends a built file's precompressed copy the browser accepts, kept for good by its hashed name", async () => {
    fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), script);
    fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.gz'), zlib.gzipSync(script));
    for (const [accepted, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get('/assets/main-abc123.js', accepted);
      expect(response.headers.get('content-encoding')).toBe(sent);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(script);
    }
    const plain = await get('/assets/main-abc123.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('has the browser check the app page every time, since it names the current files', async () => {
    for (const route of ['/', '/quotes']) {
      expect((await get(route, 'br')).headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('compresses API replies of 1 kB and more, and leaves small ones alone', async () => {
    const large = await get('/api/openapi.json', 'gzip');
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect((await large.json()).openapi).toMatch(/^3\./);
    const small = await get('/api/quote/12/nothing', 'gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

describe('content security policy of the app page', () => {
  const directive = (policy: string | null, name: string) =>
    policy?.split(/;\s*/).find((part) => part.startsWith(`${name} `));
  const themed = (url: string) => ({
    settings: { theme_settings: { external_themes: [{ name: 'Remote', url }] } },
  });

  it('allows only same-origin stylesheets and no inline <style> when signed out', async () => {
    const policy = (await fetch(`${t.baseUrl}/account/login`)).headers.get('content-security-policy');
    expect(directive(policy, 'style-src')).toBe("style-src 'self'");
    expect(directive(policy, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    expect(directive(policy, 'font-src')).toBe("font-src 'self' data:");
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
  });

  it("adds the signed-in user's external stylesheet origins, for that user only", async () => {
    const owner = await signIn(t.client(), (await insertAccount(t.db)).email);
    const other = await signIn(t.client(), (await insertAccount(t.db)).email);
    expect((await owner.put('/api/account/settings', themed('https://cdn.example.com/a/t.css'))).status).toBe(
      200,
    );
    for (const route of ['/', '/account/settings']) {
      const policy = (await owner.get(route)).headers.get('content-security-policy');
      expect(directive(policy, 'style-src')).toBe("style-src 'self' https://cdn.example.com");
      expect(directive(policy, 'font-src')).toBe("font-src 'self' data: https://cdn.example.com");
    }
    const otherPolicy = (await other.get('/')).headers.get('content-security-policy');
    expect(directive(otherPolicy, 'style-src')).toBe("style-src 'self'");
    const apiPolicy = (await owner.get('/api/account/me')).headers.get('content-security-policy');
    expect(directive(apiPolicy, 'style-src')).toBe("style-src 'self'");
  });
});
