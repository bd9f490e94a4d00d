import { formatMoney } from '@signshop/domain';
import type { Content } from 'pdfmake/interfaces';
import { COLORS, dataTable, moneyCents, plainNumber, type Cell, type TotalLine } from '../layout.ts';
import type { AdjustmentLine, QuoteView, SignLine } from '../quote-lines.ts';

/** The Sign cell: sub-parts indented under their sign. */
export function signLabelCell(line: SignLine): Cell {
  return { text: line.label || '—', bold: line.depth === 0, margin: [line.depth * 8, 0, 0, 0] };
}

/** A sign's tactile lines, each with its Braille beside it. */
function tactileTexts(line: SignLine) {
  return (line.tactile?.lines ?? [])
    .filter((tactile) => tactile.text.trim() !== '')
    .map((tactile) => ({ text: `${tactile.text}   ${tactile.braille}`, fontSize: 8 }));
}

/**
 * The Description cell: the process's pdf_label, then add-ons, then the tactile text and its
 * Braille, then "n per X" for sub-parts.
 */
export function descriptionCell(line: SignLine): Cell {
  const extra = [
    ...(line.addons.length ? [{ text: line.addons.join(', '), fontSize: 8, color: COLORS.muted }] : []),
    ...tactileTexts(line),
    ...(line.depth > 0
      ? [
          {
            text: `${plainNumber(line.quantity)} per ${line.parentLabel || 'sign'}`,
            fontSize: 8,
            color: COLORS.muted,
          },
        ]
      : []),
  ];
  return { stack: [{ text: line.process || 'No process' }, ...extra], margin: [line.depth * 8, 0, 0, 0] };
}

/** The priced sign table of quotes and invoices; its rows add up to the signs total. */
export function pricedSignTable(view: QuoteView): Content {
  return dataTable(
    [
      { header: 'Sign', width: 64 },
      { header: 'Description', width: '*' },
      { header: 'Width (in)', width: 44, align: 'right' },
      { header: 'Height (in)', width: 46, align: 'right' },
      { header: 'Quantity', width: 44, align: 'right' },
      { header: 'Unit Price', width: 60, align: 'right' },
      { header: 'Total Price', width: 66, align: 'right' },
    ],
    view.lines.map((line) => [
      signLabelCell(line),
      descriptionCell(line),
      plainNumber(line.width),
      plainNumber(line.height),
      plainNumber(line.totalQuantity),
      moneyCents(line.unitCents),
      moneyCents(line.lineCents),
    ]),
    { emptyText: 'This quote has no signs.' },
  );
}

function adjustmentLabel(adjustment: AdjustmentLine): string {
  const parts = [
    ...(adjustment.percent ? [`${plainNumber(adjustment.percent)}%`] : []),
    ...(adjustment.dollar && adjustment.percent ? [moneyCents(Math.round(adjustment.dollar * 100))] : []),
  ];
  const label = adjustment.label.trim() || 'Adjustments';
  return parts.length ? `${label} (${parts.join(' and ')})` : label;
}

/**
 * Signs total, each adjustment, shipping and the total, as the quote's totals lines; a quote with
 * tax then shows its tax line (the rate's name and percent) and the total with tax, what is billed.
 */
export function quoteTotalLines(view: QuoteView, totalLabel = 'Total'): TotalLine[] {
  return [
    {
      label: `Signs (${plainNumber(view.signCount)} ${view.signCount === 1 ? 'sign' : 'signs'})`,
      value: moneyCents(view.signsTotalCents),
    },
    ...view.adjustments
      .filter((adjustment) => adjustment.percent !== 0 || adjustment.dollar !== 0)
      .map((adjustment) => ({
        label: adjustmentLabel(adjustment),
        value: moneyCents(adjustment.amountCents),
      })),
    { label: 'Shipping', value: moneyCents(view.shippingCents) },
    { label: totalLabel, value: moneyCents(view.totalCents), strong: !view.tax },
    ...(view.tax
      ? [
          { label: view.tax.label, value: formatMoney(view.tax.tax) },
          { label: `${totalLabel} with tax`, value: formatMoney(view.tax.billed), strong: true },
        ]
      : []),
  ];
}
