import { z } from 'zod';
import { justDateSchema } from '../dates/just-date.schema.ts';
import { boundedNumber, RANGES } from '../numbers/bounds.ts';
import { purchaseOrderItemSchema } from '../purchase-orders/purchase-order.schema.ts';

const id = z.coerce.number().int().positive();
/** The file name in the path is for the browser's "save as"; the server names the file itself. */
const fileName = z.string().min(1).max(300);

/** A document of a job named in the path, the job's id in the query (quote, tactile schedule). */
export const documentFileParamsSchema = z.object({ file: fileName });
export const jobDocumentQuerySchema = z.object({ id });

/** A bracketed comma list of whole numbers: quantities=[1,2,3]. */
const bracketedList = z
  .string()
  .max(20_000)
  .regex(/^\[\s*(\d+\s*(,\s*\d+\s*)*)?\]$/, 'give a bracketed list of whole numbers, e.g. [1,2,3]')
  .transform((text) =>
    text
      .slice(1, -1)
      .split(',')
      .filter((n) => n.trim())
      .map(Number),
  );

/** GET /api/pdf/packagingslip/id/{file}: the job, and what this package holds. */
export const packagingSlipQuerySchema = z.object({
  id,
  quantities: bracketedList
    .pipe(z.array(z.number().int().max(1_000_000)).max(2000))
    .optional()
    .describe('The quantity of each sign in this package, in sign order, as a bracketed list: [1,2,3].'),
  packagingNumber: z
    .string()
    .trim()
    .max(30)
    .regex(/^[\w\- /#.]*$/, 'letters, digits, spaces and - / # . only')
    .transform((value) => value || '00001')
    .default('00001'),
  notes: z.string().max(4000).default(''),
});

/** GET /api/pdf/invoice/{id}/{file}: the job's invoice. */
export const invoiceDocumentParamsSchema = z.object({ id, file: fileName });

/** POST /api/pdf/purchase_order/{id}: a saved purchase order. */
export const purchaseOrderPdfParamsSchema = z.object({ id });

const money = boundedNumber(RANGES.price);
const text = (max: number) => z.string().max(max).default('');
const optionalDate = z.union([justDateSchema, z.literal(''), z.null()]).transform((value) => value || null);

/** POST /api/pdf/purchase_order/: an order as typed in the form, not saved. */
export const purchaseOrderPdfBodySchema = z.object({
  company_name: text(300),
  company_address: text(2000),
  order_date: optionalDate.default(null),
  ship_via: text(200),
  order_by: text(200),
  delivery_date: optionalDate.default(null),
  terms: text(200),
  items: z
    .array(
      purchaseOrderItemSchema
        .pick({ item_number: true, description: true, job_name: true })
        .extend({ quantity: boundedNumber(RANGES.orderQuantity).default(0), unit_price: money.default(0) }),
    )
    .max(1000)
    .default([]),
  sales_tax: money.default(0),
  shipping_charge: money.default(0),
  discount: money.default(0),
  notes: text(4000),
});
export type PurchaseOrderPdfBody = z.infer<typeof purchaseOrderPdfBodySchema>;

const pmJob = z.object({
  id: z.number().int(),
  customer_name: text(300),
  job_name: text(300),
  project_manager_comment: z
    .string()
    .max(4000)
    .nullable()
    .default('')
    .transform((value) => value ?? ''),
});
/** POST /api/pdf/projectmanager/: the PM schedule's sections by title, and whose schedule it is. */
export const projectManagerPdfBodySchema = z.object({
  sections: z
    .record(z.string().max(100), z.array(pmJob).max(5000))
    .refine((sections) => Object.keys(sections).length <= 20, 'at most 20 sections'),
  project_manager: z.union([z.number().int(), z.string().max(200), z.null()]).optional(),
});
export type ProjectManagerPdfBody = z.infer<typeof projectManagerPdfBodySchema>;
export type ProjectManagerPdfRequest = z.input<typeof projectManagerPdfBodySchema>;

/** The id of a one-time download, fetched once at /api/file/onetimeuse/{id}/{name}. */
export const oneTimeDownloadReplySchema = z.object({ id: z.string() });
export type OneTimeDownloadReply = z.infer<typeof oneTimeDownloadReplySchema>;
export const oneTimeDownloadParamsSchema = z.object({ id: z.string().min(1).max(100), name: fileName });
