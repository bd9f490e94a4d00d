import type { JobInvoiceRow } from '@signshop/domain';
import { setApiErrorHandler } from '../../app/api-client.ts';
import { showError } from '../../app/shell/message-dialog.tsx';

/** An invoice row as POST /api/job/query sends it; shipped, nothing paid, unless told otherwise. */
export function invoiceRow(overrides: Partial<JobInvoiceRow> = {}): JobInvoiceRow {
  return {
    id: 7,
    quote_sequence: 1,
    given_id: 'ANN-0007',
    job_name: 'Lobby signs',
    customer_name: 'Ann Signs',
    total_price: 704.64,
    left_to_pay: 704.64,
    shipped_date: '2026-05-08',
    last_date_paid: null,
    payment_history: [],
    payment_nick_name: '',
    admin_paid: false,
    is_shipped: true,
    shipping_cost: 25,
    tracking_number: [],
    shipping_method: 'UPS',
    cost_without_shipping: 679.64,
    expected_ship_date: '2026-05-08',
    lastest_step_label: 'Shipped',
    payment_terms_text: 'Net 30',
    payment_days: 30,
    due_date: '2026-06-07',
    interest: 12.34,
    total_due: 716.98,
    ...overrides,
  };
}

/** Failed calls open the Error dialog, as the app's shell arranges (App.tsx). */
export function showErrorsInDialog() {
  setApiErrorHandler((error) => void showError(error.message));
}

function toPem(label: string, der: ArrayBuffer) {
  const base64 = btoa(String.fromCharCode(...new Uint8Array(der)));
  return `-----BEGIN ${label}-----\n${base64.replace(/(.{64})/g, '$1\n')}\n-----END ${label}-----\n`;
}

/** A fresh RSA-OAEP SHA-256 key pair as PEM (spki public, pkcs8 private), like npm run keys:bank makes. */
export async function makeBankKeys(modulusLength = 2048) {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return {
    publicPem: toPem('PUBLIC KEY', await crypto.subtle.exportKey('spki', pair.publicKey)),
    privatePem: toPem('PRIVATE KEY', await crypto.subtle.exportKey('pkcs8', pair.privateKey)),
  };
}
