import { Role } from '@signshop/domain';
import {
  addons,
  millingPlates,
  purchaseOrderItems,
  purchaseOrders,
  scheduleLines,
  signTypes,
} from '../db/schema/index.ts';
import { uploadFile } from '../features/files/multipart-upload.ts';
import { insertAccount, insertQuote } from '../test/factories.ts';
import type { TestApp } from '../test/test-app.ts';
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
  });
  const spareQuoteOfB = await insertQuote(t.db, { customer_name: COMPANY_B, job_name: `Spare ${B_MARKER}` });
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
  };
}
