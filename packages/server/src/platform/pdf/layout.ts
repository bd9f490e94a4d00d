import { formatLongDate, formatMoney, fromCents, type Address, type JustDate } from '@signshop/domain';
import type {
  Alignment,
  Content,
  CustomTableLayout,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import type { ShopIdentity } from '../config.ts';
import { DOCUMENT_FONT } from './document-font.ts';

/**
 * The template layer every document is built from: a letterhead with the shop's logo, name and
 * address (the admin's Shop page), party blocks (customer, ship to, vendor), tables whose header row repeats
 * on every page they break across, a totals block that never splits, and "Page n of m".
 */

export const COLORS = {
  ink: '#1d2733',
  muted: '#5f6b7a',
  accent: '#1f3a5f',
  rule: '#c9d1db',
  zebra: '#f3f6f9',
  alert: '#a12a1f',
} as const;

const PAGE_MARGINS: [number, number, number, number] = [40, 48, 40, 48];

/** Money in cents as the documents show it: $1,234.50. */
export const moneyCents = (cents: number) => formatMoney(fromCents(cents));
/** Dates as the documents show them: 'March 15, 2026'; an empty value prints as a dash. */
export const longDate = (date: JustDate | null | undefined) => (date ? formatLongDate(date) : '—');
/** A size or quantity without trailing zeros: 6, 8.5, 0.125. */
export const plainNumber = (value: number) => String(Number(value.toFixed(3)));

export interface DocumentFrame {
  shop: ShopIdentity;
  /** The document's kind in capitals, e.g. QUOTE. */
  title: string;
  /** Short reference for the running header of later pages, e.g. 'Quote PAT-03152026ACM'. */
  reference: string;
  /** Label and value pairs under the title (number, date, terms …). */
  facts: Array<[string, string]>;
  content: Content[];
  orientation?: 'portrait' | 'landscape';
}

/** The logo's box in the letterhead, in points: it is scaled to fit, keeping its proportions. */
const LOGO_BOX: [number, number] = [180, 60];
const LOGO_IMAGE = 'shop-logo';

/**
 * The shop's contact lines under its name: phone and email on one line, the website on its own,
 * so an address (or a long email) never breaks inside itself.
 */
function contactLines(shop: ShopIdentity): Content[] {
  const lines = [[shop.phone, shop.email].filter(Boolean).join('   ·   '), shop.website ?? ''];
  return lines.filter(Boolean).map((text) => ({ text, color: COLORS.muted, noWrap: true }));
}

function letterhead(frame: DocumentFrame): Content {
  const { shop } = frame;
  return {
    columns: [
      {
        width: '*',
        stack: [
          ...(shop.logo ? [{ image: LOGO_IMAGE, fit: LOGO_BOX, margin: [0, 0, 0, 6] } as Content] : []),
          { text: shop.name, fontSize: 17, bold: true, color: COLORS.accent },
          ...shop.addressLines.map((line) => ({ text: line, color: COLORS.muted })),
          ...contactLines(shop),
        ],
      },
      {
        width: 'auto',
        stack: [
          { text: frame.title, fontSize: 20, bold: true, color: COLORS.accent, alignment: 'right' },
          {
            margin: [0, 4, 0, 0],
            table: {
              // A label or a date is one line: "Packaging Number", "September 30, 2026".
              body: frame.facts.map(([label, value]) => [
                { text: label, color: COLORS.muted, alignment: 'right', noWrap: true },
                { text: value, bold: true, alignment: 'right', noWrap: true },
              ]),
            },
            layout: 'noBorders',
          },
        ],
      },
    ],
    columnGap: 24,
    margin: [0, 0, 0, 14],
  };
}

/** A whole document: letterhead on page 1, a running header after it, page numbers in the footer. */
export function shopDocument(frame: DocumentFrame): TDocumentDefinitions {
  return {
    pageSize: 'LETTER',
    pageOrientation: frame.orientation ?? 'portrait',
    pageMargins: PAGE_MARGINS,
    info: { title: frame.reference, author: frame.shop.name, creator: 'SignShop' },
    defaultStyle: { font: DOCUMENT_FONT, fontSize: 9, color: COLORS.ink, lineHeight: 1.15 },
    header: (currentPage) =>
      currentPage === 1
        ? null
        : {
            columns: [
              { text: frame.shop.name, bold: true, color: COLORS.accent },
              { text: `${frame.reference} (continued)`, alignment: 'right', color: COLORS.muted },
            ],
            margin: [PAGE_MARGINS[0], 22, PAGE_MARGINS[2], 0],
            fontSize: 8,
          },
    footer: (currentPage, pageCount) => ({
      columns: [
        {
          text: [frame.shop.name, frame.shop.phone, frame.shop.email].filter(Boolean).join('  ·  '),
          color: COLORS.muted,
        },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', color: COLORS.muted },
      ],
      margin: [PAGE_MARGINS[0], 16, PAGE_MARGINS[2], 0],
      fontSize: 8,
    }),
    content: [letterhead(frame), ...frame.content],
    ...(frame.shop.logo && { images: { [LOGO_IMAGE]: frame.shop.logo.dataUrl } }),
  };
}

/** A block of lines under a small heading: an address, a contact, a vendor. */
export interface PartyBlock {
  heading: string;
  lines: string[];
}

/** The lines of an address or contact block, skipping what is empty. */
export function addressLines(address: Partial<Address> | null | undefined): string[] {
  if (!address) return [];
  const name = [address.first_name, address.last_name].filter((part) => part?.trim()).join(' ');
  const cityLine = [address.city, [address.state, address.zip].filter((p) => p?.trim()).join(' ')]
    .filter((part) => part?.trim())
    .join(', ');
  return [
    address.company,
    name,
    address.street_address,
    address.apartment,
    cityLine,
    address.phonenumber,
    address.email,
  ].flatMap((line) => (line?.trim() ? [line.trim()] : []));
}

/** Side-by-side party blocks (customer, ship to …); blocks without lines are left out. */
export function partyBlocks(blocks: PartyBlock[]): Content {
  const shown = blocks.filter((block) => block.lines.length > 0);
  if (shown.length === 0) return { text: '' };
  return {
    columns: shown.map((block) => ({
      width: '*',
      stack: [sectionLabel(block.heading), ...block.lines.map((line, i) => ({ text: line, bold: i === 0 }))],
    })),
    columnGap: 18,
    margin: [0, 0, 0, 12],
  };
}

/** A small capitalised label above a block. */
export function sectionLabel(text: string): Content {
  return {
    text: text.toUpperCase(),
    fontSize: 7.5,
    bold: true,
    color: COLORS.muted,
    characterSpacing: 0.6,
    margin: [0, 0, 0, 3],
  };
}

export interface TableColumn {
  header: string;
  width: number | '*' | 'auto';
  align?: Alignment;
}

export type Cell = string | Exclude<Content, string | Content[]>;

function tableLayout(headerRows: number): CustomTableLayout {
  const header = headerRows - 1;
  return {
    fillColor: (row) =>
      row < header ? null : row === header ? COLORS.accent : (row - header) % 2 === 0 ? COLORS.zebra : null,
    hLineWidth: (row, node) => (row <= headerRows || row === node.table.body.length ? 0 : 0.5),
    hLineColor: () => COLORS.rule,
    vLineWidth: () => 0,
    paddingLeft: () => 5,
    paddingRight: () => 5,
    paddingTop: (row) => (row < header ? 0 : 3.5),
    paddingBottom: (row) => (row < header ? 4 : 3.5),
  };
}

export interface DataTableOptions {
  /** Shown when there are no rows. */
  emptyText?: string;
  /** A heading kept with the table: above its first rows, and again on every page it continues on. */
  caption?: string;
}

/**
 * A data table: its header row (and caption) repeats at the top of every page it runs onto, the
 * header never ends a page alone, and a row never splits across pages. Cells take their column's
 * alignment unless they set their own.
 */
export function dataTable(columns: TableColumn[], rows: Cell[][], options: DataTableOptions = {}): Content {
  const span = (cell: TableCell): TableCell[] => [
    { ...(cell as object), colSpan: columns.length } as TableCell,
    ...columns.slice(1).map(() => ({})),
  ];
  const header: TableCell[] = columns.map((column) => ({
    text: column.header,
    bold: true,
    color: '#ffffff',
    alignment: column.align ?? 'left',
  }));
  const body: TableCell[][] = rows.map((row) =>
    row.map((cell, i) => {
      const alignment = columns[i]?.align ?? 'left';
      return typeof cell === 'string'
        ? { text: cell, alignment }
        : ({ alignment, ...(cell as object) } as TableCell);
    }),
  );
  if (body.length === 0) {
    body.push(span({ text: options.emptyText ?? 'Nothing to show.', italics: true, color: COLORS.muted }));
  }
  const caption = options.caption
    ? [span({ text: options.caption, fontSize: 12, bold: true, color: COLORS.accent })]
    : [];
  const headerRows = caption.length + 1;
  return {
    table: {
      headerRows,
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: columns.map((column) => column.width),
      body: [...caption, header, ...body],
    },
    layout: tableLayout(headerRows),
    margin: [0, caption.length ? 8 : 0, 0, 10],
  };
}

export interface TotalLine {
  label: string;
  value: string;
  /** The bottom line: bold, with a rule above. */
  strong?: boolean;
  /** Shown in red (interest, overdue amounts). */
  alert?: boolean;
}

/** The totals block at the right, kept on one page. */
export function totalsBlock(lines: TotalLine[]): Content {
  return {
    unbreakable: true,
    columns: [
      { width: '*', text: '' },
      {
        width: 250,
        table: {
          widths: ['*', 'auto'],
          body: lines.map((line) => {
            const style = {
              bold: !!line.strong,
              fontSize: line.strong ? 11 : 9,
              color: line.alert ? COLORS.alert : COLORS.ink,
            };
            return [
              { text: line.label, ...style },
              { text: line.value, alignment: 'right', ...style },
            ];
          }),
        },
        layout: {
          hLineWidth: (row, node) => (row > 0 && row < node.table.body.length && lines[row]?.strong ? 1 : 0),
          hLineColor: () => COLORS.ink,
          vLineWidth: () => 0,
          paddingTop: () => 2.5,
          paddingBottom: () => 2.5,
        },
      },
    ],
    margin: [0, 2, 0, 10],
  };
}

/** Free text (comments, notes) under a label; nothing when empty. */
export function notesBlock(label: string, text: string | null | undefined): Content[] {
  if (!text?.trim()) return [];
  return [{ unbreakable: true, stack: [sectionLabel(label), { text: text.trim() }], margin: [0, 4, 0, 10] }];
}
