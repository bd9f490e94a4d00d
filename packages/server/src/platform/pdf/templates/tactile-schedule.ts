import type { JustDate, TactileSummary } from '@signshop/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ShopIdentity } from '../../config.ts';
import { COLORS, dataTable, longDate, plainNumber, shopDocument, type Cell } from '../layout.ts';
import { jobLine, type QuoteFacts } from './quote.ts';

/** A sign or sub-part with tactile text, as production needs it. */
export interface TactileScheduleSign {
  label: string;
  process: string;
  depth: number;
  width: number;
  height: number;
  totalQuantity: number;
  summary: TactileSummary;
}

export interface TactileScheduleData {
  shop: ShopIdentity;
  quote: Pick<QuoteFacts, 'given_id' | 'job_name' | 'customer_name'>;
  signs: TactileScheduleSign[];
  /** The cell pitch the lengths are measured at, in inches. */
  cellPitch: number;
  date: JustDate;
}

/** One entry per tactile line, all columns at one size so a line's cells sit level with its text. */
const stacked = (texts: string[], style: object = { fontSize: 11 }): Cell => ({
  stack: texts.map((text) => ({ text, ...style })),
});

function signCell(sign: TactileScheduleSign): Cell {
  return {
    stack: [
      { text: sign.label || '—', bold: sign.depth === 0 },
      { text: sign.process || 'No process', fontSize: 8, color: COLORS.muted },
      {
        text: `${plainNumber(sign.width)} × ${plainNumber(sign.height)} in, ${plainNumber(sign.totalQuantity)} made`,
        fontSize: 8,
        color: COLORS.muted,
      },
    ],
    margin: [sign.depth * 8, 0, 0, 0],
  };
}

/**
 * The Tactile schedule: each sign's tactile text, its Grade 2 Braille cells, the cell
 * count and line length at the shop's cell pitch, and the ADA §703 warnings, for the people who raise it.
 */
export function tactileScheduleDocument(data: TactileScheduleData): TDocumentDefinitions {
  const { quote, signs } = data;
  return shopDocument({
    shop: data.shop,
    title: 'TACTILE SCHEDULE',
    reference: `Tactile schedule ${quote.given_id}`,
    orientation: 'landscape',
    facts: [
      ['Quote Number', quote.given_id || '—'],
      ['Customer', quote.customer_name || '—'],
      ['Date', longDate(data.date)],
    ],
    content: [
      jobLine(quote),
      {
        text: `Grade 2 Unified English Braille (liblouis en-ueb-g2). Lengths at ${plainNumber(data.cellPitch)} in per cell.`,
        color: COLORS.muted,
        margin: [0, 0, 0, 8],
      },
      dataTable(
        [
          { header: 'Sign', width: 110 },
          { header: 'Text', width: 100 },
          { header: 'Braille wording', width: 100 },
          { header: 'Braille', width: '*' },
          { header: 'Cells', width: 34, align: 'right' },
          { header: 'Length (in)', width: 52, align: 'right' },
          { header: 'Warnings', width: 170 },
        ],
        signs.map((sign) => [
          signCell(sign),
          stacked(sign.summary.lines.map((line) => line.text)),
          stacked(sign.summary.lines.map((line) => line.wording)),
          stacked(sign.summary.lines.map((line) => line.braille || '—')),
          stacked(sign.summary.lines.map((line) => String(line.cells))),
          stacked(sign.summary.lines.map((line) => plainNumber(Number(line.length.toFixed(2))))),
          sign.summary.warnings.length
            ? stacked(sign.summary.warnings, { fontSize: 8, color: COLORS.alert })
            : { text: 'None', color: COLORS.muted },
        ]),
        { emptyText: 'No sign of this job has tactile text.' },
      ),
    ],
  });
}
