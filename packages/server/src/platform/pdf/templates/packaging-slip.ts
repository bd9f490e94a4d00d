import type { JustDate } from '@signshop/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ShopIdentity } from '../../config.ts';
import {
  addressLines,
  COLORS,
  dataTable,
  longDate,
  notesBlock,
  partyBlocks,
  plainNumber,
  shopDocument,
  totalsBlock,
} from '../layout.ts';
import type { SignLine } from '../quote-lines.ts';
import { jobLine, type QuoteFacts } from './quote.ts';
import { descriptionCell, signLabelCell } from './sign-table.ts';

export interface PackagingSlipData {
  shop: ShopIdentity;
  quote: QuoteFacts;
  lines: SignLine[];
  /** Quantity of each top-level sign in this package, in sign order. */
  quantities: number[];
  packagingNumber: string;
  notes: string;
  date: JustDate;
}

/** Sub-parts travel with their sign: n per sign × the signs in the package. */
function packedQuantity(line: SignLine, lines: SignLine[], quantities: number[]): number {
  const packedSigns = quantities[line.signIndex] ?? 0;
  if (line.depth === 0) return packedSigns;
  const sign = lines.find((other) => other.depth === 0 && other.signIndex === line.signIndex);
  if (!sign || sign.quantity === 0) return 0;
  return (line.totalQuantity / sign.quantity) * packedSigns;
}

/** What is in one package of a job: signs, sizes, ordered and packed quantities; no prices. */
export function packagingSlipDocument(data: PackagingSlipData): TDocumentDefinitions {
  const { shop, quote, lines, quantities } = data;
  const packedSigns = quantities.reduce((sum, n) => sum + n, 0);
  return shopDocument({
    shop,
    title: 'PACKAGING SLIP',
    reference: `Packaging slip ${data.packagingNumber}`,
    facts: [
      ['Packaging Number', data.packagingNumber],
      ['Quote Number', quote.given_id || '—'],
      ['Date', longDate(data.date)],
    ],
    content: [
      jobLine(quote),
      partyBlocks([
        { heading: 'Ship To', lines: addressLines(quote.shipping_info) },
        { heading: 'Customer', lines: [quote.customer_name, ...addressLines(quote.contact_info)] },
        {
          heading: 'Shipping',
          lines: [
            ...(quote.shipping_method ? [`Via ${quote.shipping_method}`] : []),
            ...quote.tracking_number.filter((n) => n.trim()).map((n) => `Tracking ${n.trim()}`),
          ],
        },
      ]),
      dataTable(
        [
          { header: 'Sign', width: 64 },
          { header: 'Description', width: '*' },
          { header: 'Size (in)', width: 70, align: 'right' },
          { header: 'Ordered', width: 52, align: 'right' },
          { header: 'In This Package', width: 74, align: 'right' },
        ],
        lines.map((line) => [
          signLabelCell(line),
          descriptionCell(line),
          `${plainNumber(line.width)} × ${plainNumber(line.height)}`,
          plainNumber(line.totalQuantity),
          { text: plainNumber(packedQuantity(line, lines, quantities)), bold: true },
        ]),
        { emptyText: 'This job has no signs.' },
      ),
      totalsBlock([{ label: 'Signs in this package', value: plainNumber(packedSigns), strong: true }]),
      ...notesBlock('Notes', data.notes),
      {
        unbreakable: true,
        margin: [0, 24, 0, 0],
        columns: [
          { text: 'Received by: ________________________________', color: COLORS.muted },
          { text: 'Date: ____________________', color: COLORS.muted, alignment: 'right' },
        ],
      },
    ],
  });
}
