import { backlogStageId, Role, type BacklogStageKey } from '@signshop/domain';
import {
  addons,
  banks,
  companyInfos,
  millingPlates,
  purchaseOrderItems,
  purchaseOrders,
  scheduleLines,
  signTypes,
} from '../../src/db/schema/index.ts';
import { uploadFile } from '../../src/features/files/multipart-upload.ts';
import { insertAccount, insertQuote } from '../support/factories.ts';
import type { TestApp } from '../support/test-app.ts';
import { COMPANY_A, COMPANY_B, mintCookie } from './personas.ts';

/** Written into every record of company B: no answer to a customer of company A may contain it. */
export const B_MARKER = 'ZQXB-private-7731';

/** Ids of the records the access matrix fills path parameters with. */
export interface SeededRecords {
  quoteOfA: number;
  quoteOfB: number;
  fileOfB: { id: number; name: string };
  /** For the routes that delete or rename. */
  spareQuoteOfB: number;
  spareFileOfB: number;
  purchaseOrder: number;
  scheduleLine: number;
  accountOfB: number;
  signType: number;
  addon: number;
  /** A shipped job of B with one payment from B's bank, so billing routes have something to leak. */
  shippedJobOfB: number;
  bankOfB: { id: number; nick_name: string };
  spareBankOfB: number;
}

/** Company A and company B each with a quote; B's quote has a file, a schedule line, a PO line and a contact, all marked. */
export async function seedTwoCompanies(t: TestApp): Promise<SeededRecords> {
  const accountOfB = await insertAccount(t.db, {
    company: COMPANY_B,
    role: Role.Customer,
    firstName: `Brenda ${B_MARKER}`,
    email: `brenda-${B_MARKER.toLowerCase()}@bolt.example`,
  });
  const quoteOfA = await insertQuote(t.db, { customer_name: COMPANY_A, job_name: 'Acme lobby' });
  const contact = { first_name: `Brenda ${B_MARKER}`, email: `${B_MARKER}@bolt.example`, phone: '555' };
  const quoteOfB = await insertQuote(t.db, {
    customer_name: COMPANY_B,
    job_name: `Clinic ${B_MARKER}`,
    given_id: `BRE-${B_MARKER}`,
    comments: B_MARKER,
    contact_info: contact as never,
    shipping_info: { ...contact, address: `1 ${B_MARKER} Way` } as never,
    invoicing_contact_info: { ...contact, address: `1 ${B_MARKER} Way` } as never,
    created_by: accountOfB.id,
    is_thermoformed: true,
  });
  const spareQuoteOfB = await insertQuote(t.db, { customer_name: COMPANY_B, job_name: `Spare ${B_MARKER}` });
  const readyQuoteOfB = await insertQuote(t.db, { customer_name: COMPANY_B, job_name: `Ready ${B_MARKER}` });
  const shipDateQuoteOfB = await insertQuote(t.db, {
    customer_name: COMPANY_B,
    job_name: `Ship date ${B_MARKER}`,
  });
  const cookieOfB = await mintCookie(t, accountOfB);
  const uploadToB = async (filename: string) => {
    const upload = await uploadFile({
      baseUrl: t.baseUrl,
      path: `/api/file/${quoteOfB.id}`,
      cookie: cookieOfB,
      filename,
      content: `drawing of ${B_MARKER}`,
    });
    if (upload.status !== 200) throw new Error(`seeding B's file failed: ${JSON.stringify(upload.body)}`);
    return upload.body.file as { id: number; name: string };
  };
  const file = await uploadToB(`plan-${B_MARKER}.txt`);
  const spareFile = await uploadToB(`spare-${B_MARKER}.txt`);
  const [po] = await t.db
    .insert(purchaseOrders)
    .values({ vendor_name: 'Vinyl Co', notes: B_MARKER })
    .returning();
  await t.db.insert(purchaseOrderItems).values({
    purchase_order_id: po!.id,
    position: 0,
    description: B_MARKER,
    job_name: quoteOfB.job_name,
    quote_id: quoteOfB.id,
  });
  const [line] = await t.db
    .insert(scheduleLines)
    .values({ quote_id: quoteOfB.id, short_description: B_MARKER, equip: 'Router', assign_to: 'Ana' })
    .returning();
  await t.db
    .insert(millingPlates)
    .values({ machine: 'HAAS1', file_name: `${B_MARKER}.nc`, start_time: 1_700_000_000 });
  await putInProduction(t, {
    [quoteOfB.id]: ['customer_ship_date', 'ready_for_production', 'in_production'],
    [readyQuoteOfB.id]: ['customer_ship_date', 'ready_for_production'],
    // On /production: a ship date, not yet Ready For Production.
    [shipDateQuoteOfB.id]: ['customer_ship_date'],
  });
  const billing = await seedBillingOfB(t);
  const [signType] = await t.db.select({ id: signTypes.id }).from(signTypes).orderBy(signTypes.id).limit(1);
  const [addon] = await t.db.select({ id: addons.id }).from(addons).orderBy(addons.id).limit(1);
  return {
    quoteOfA: quoteOfA.id,
    quoteOfB: quoteOfB.id,
    fileOfB: { id: file.id, name: file.name },
    spareQuoteOfB: spareQuoteOfB.id,
    spareFileOfB: spareFile.id,
    purchaseOrder: po!.id,
    scheduleLine: line!.id,
    accountOfB: accountOfB.id,
    signType: signType?.id ?? 1,
    addon: addon?.id ?? 1,
    ...billing,
  };
}

/**
 * Checks backlog stages of B's jobs (dated in the past) through the staff's own route, so the
 * job-list reports and the daily schedule have B's jobs to show, or to leak.
 */
async function putInProduction(t: TestApp, stagesByQuote: Record<number, BacklogStageKey[]>) {
  const staff = await insertAccount(t.db, { role: Role.Asante, company: 'Asante Signs' });
  const backlogs = Object.entries(stagesByQuote).flatMap(([quoteId, keys]) =>
    keys.map((key) => ({
      quote_id: Number(quoteId),
      type_id: backlogStageId(key),
      is_checked: true,
      date_given: '2026-01-05',
    })),
  );
  const response = await fetch(`${t.baseUrl}/api/backlog`, {
    method: 'PUT',
    headers: { cookie: await mintCookie(t, staff), 'content-type': 'application/json' },
    body: JSON.stringify({ backlogs }),
  });
  if (response.status !== 200) throw new Error(`seeding B's backlog failed: ${await response.text()}`);
}

/** B's company information, two banks and a shipped job with one payment, all marked. */
async function seedBillingOfB(t: TestApp) {
  await t.db.insert(companyInfos).values({
    company: COMPANY_B,
    billing_info: `Billing ${B_MARKER}`,
    address: `1 ${B_MARKER} Way`,
    contact_person: `Brenda ${B_MARKER}`,
  });
  const bank = (nick_name: string) => ({
    company: COMPANY_B,
    nick_name,
    ada_routing_number: B_MARKER,
    account_number: B_MARKER,
    account_title: B_MARKER,
  });
  const [bankOfB, spareBank] = await t.db
    .insert(banks)
    .values([bank(`Checking ${B_MARKER}`), bank(`Spare ${B_MARKER}`)])
    .returning({ id: banks.id, nick_name: banks.nick_name });
  const shipped = await insertQuote(t.db, {
    customer_name: COMPANY_B,
    job_name: `Shipped ${B_MARKER}`,
    is_shipped: true,
    shipped_date: '2026-03-20',
    total_price: 1000,
    left_to_pay: 900,
    last_date_paid: '2026-03-25',
    payment_history: [{ payment: 100, date: '2026-03-25', nick_name: bankOfB!.nick_name, admin_paid: false }],
  });
  return { shippedJobOfB: shipped.id, bankOfB: bankOfB!, spareBankOfB: spareBank!.id };
}
