import { formatMoney, fromCents, lineTotalCents, purchaseOrderTotals, type JustDate } from '@signshop/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ShopIdentity } from '../../config.ts';
import {
  dataTable,
  longDate,
  notesBlock,
  partyBlocks,
  plainNumber,
  shopDocument,
  totalsBlock,
} from '../layout.ts';

export interface PurchaseOrderDocumentData {
  shop: ShopIdentity;
  order: {
    /** The shown number (1,000,000 + id); null for an order not saved yet. */
    number: number | null;
    vendor_name: string;
    vendor_address: string;
    /** Where to ship; the shop's own address when empty. */
    ship_to: string;
    terms: string;
    ship_via: string;
    order_by: string;
    order_date: JustDate | null;
    delivery_date: JustDate | null;
    /** The dates planned, printed as such while the order is not yet ordered or delivered. */
    expected_order_date?: JustDate | null;
    expected_delivery_date?: JustDate | null;
    items: Array<{
      item_number: string;
      description: string;
      job_name: string;
      quantity: number;
      unit_price: number;
    }>;
    sales_tax: number;
    shipping_charge: number;
    discount: number;
    notes: string;
  };
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A date the order has, or the one expected under its own label ('Expected Delivery'); none prints a dash. */
const dateFact = (
  label: string,
  done: JustDate | null,
  expected: JustDate | null | undefined,
): [string, string] =>
  !done && expected ? [`Expected ${label}`, longDate(expected)] : [`${label} Date`, longDate(done)];

/** A purchase order to a vendor: number, dates, items with line totals, and the order total. */
export function purchaseOrderDocument({ shop, order }: PurchaseOrderDocumentData): TDocumentDefinitions {
  const totals = purchaseOrderTotals(order);
  const shipTo = lines(order.ship_to);
  return shopDocument({
    shop,
    title: 'PURCHASE ORDER',
    reference: `Purchase order ${order.number ?? '(not saved)'}`,
    facts: [
      ['PO Number', order.number === null ? 'not saved yet' : String(order.number)],
      dateFact('Order', order.order_date, order.expected_order_date),
      dateFact('Delivery', order.delivery_date, order.expected_delivery_date),
      ...(order.terms ? [['Terms', order.terms] as [string, string]] : []),
      ...(order.ship_via ? [['Ship Via', order.ship_via] as [string, string]] : []),
      ...(order.order_by ? [['Ordered By', order.order_by] as [string, string]] : []),
    ],
    content: [
      partyBlocks([
        { heading: 'Vendor', lines: [order.vendor_name, ...lines(order.vendor_address)].filter(Boolean) },
        { heading: 'Ship To', lines: shipTo.length ? shipTo : [shop.name, ...shop.addressLines] },
      ]),
      dataTable(
        [
          { header: 'Item #', width: 60 },
          { header: 'Description', width: '*' },
          { header: 'Job', width: 110 },
          { header: 'Quantity', width: 50, align: 'right' },
          { header: 'Unit Price', width: 62, align: 'right' },
          { header: 'Line Total', width: 68, align: 'right' },
        ],
        order.items.map((item) => [
          item.item_number,
          item.description,
          item.job_name,
          plainNumber(item.quantity),
          formatMoney(item.unit_price),
          formatMoney(fromCents(lineTotalCents(item))),
        ]),
        { emptyText: 'This order has no items.' },
      ),
      totalsBlock([
        { label: 'Sub Total', value: formatMoney(totals.subTotal) },
        { label: 'Sales Tax', value: formatMoney(order.sales_tax) },
        { label: 'Shipping', value: formatMoney(order.shipping_charge) },
        { label: 'Discount', value: formatMoney(-order.discount) },
        { label: 'Total', value: formatMoney(totals.total), strong: true },
      ]),
      ...notesBlock('Notes', order.notes),
    ],
  });
}
