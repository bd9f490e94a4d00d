import { isNumeric, isWholeNumber, ordinal } from './numeric-input.ts';

/** A sign row as the editor holds it: numbers may still be typed text. */
export interface SignDraft {
  type?: unknown;
  width?: unknown;
  height?: unknown;
  quantity?: unknown;
  subsigns?: readonly SignDraft[];
  custom_addons?: {
    items?: readonly {
      square_inch_price?: unknown;
      square_inch_price_no_size?: unknown;
      unit_price?: unknown;
    }[];
  } | null;
}

/** A quote as the editor holds it before saving. */
export interface QuoteDraft {
  job_name?: unknown;
  shipping_cost?: unknown;
  adjustments?: readonly { percent?: unknown; dollar?: unknown }[];
  signs?: readonly SignDraft[];
}

/** The first reason a quote cannot be saved, with the message the editor shows for it. */
export type QuoteProblem =
  | { code: 'sign-fields'; row: number; fields: string[]; message: string }
  | { code: 'missing-process'; message: string }
  | { code: 'job-name' | 'shipping-cost'; message: string }
  | { code: 'adjustment-percent' | 'adjustment-dollar'; index: number; message: string };

/** Asked when some sign has no process; answering Yes sets them to Other (see fillEmptyProcesses). */
export const MISSING_PROCESS_MESSAGE =
  'Every sign needs a process. Would you like to change every empty process to Other? You must hit save again.';

function badSignFields(sign: SignDraft, prefix: string): string[] {
  const bad: string[] = [];
  if (!isWholeNumber(sign.quantity)) bad.push(`${prefix}Quantity`);
  if (!isNumeric(sign.width)) bad.push(`${prefix}Width`);
  if (!isNumeric(sign.height)) bad.push(`${prefix}Height`);
  (sign.custom_addons?.items ?? []).forEach((item, i) => {
    const name = `${prefix}Custom Add-on ${i + 1}`;
    // The rate as typed (no_size) and as scaled are one field on screen, Square Inch Price: named once.
    if (!isNumeric(item.square_inch_price) || !isNumeric(item.square_inch_price_no_size))
      bad.push(`${name} Square Inch Price`);
    if (!isNumeric(item.unit_price)) bad.push(`${name} Unit Price`);
  });
  (sign.subsigns ?? []).forEach((subsign, i) => {
    bad.push(...badSignFields(subsign, `${prefix}Sub Part ${i + 1} `));
  });
  return bad;
}

/** True when a sign or any of its sub-parts has no process. */
export function lacksProcess(sign: SignDraft): boolean {
  const empty = sign.type === null || sign.type === undefined || sign.type === '';
  return empty || (sign.subsigns ?? []).some(lacksProcess);
}

function signProblem(signs: readonly SignDraft[]): QuoteProblem | null {
  for (const [i, sign] of signs.entries()) {
    const fields = badSignFields(sign, '');
    if (fields.length > 0) {
      const message = `The following fields in the signs table (row ${i + 1}) must be a number: ${fields.join(', ')}`;
      return { code: 'sign-fields', row: i + 1, fields, message };
    }
  }
  return signs.some(lacksProcess) ? { code: 'missing-process', message: MISSING_PROCESS_MESSAGE } : null;
}

function adjustmentProblem(adjustments: QuoteDraft['adjustments'] = []): QuoteProblem | null {
  for (const [i, adjustment] of adjustments.entries()) {
    for (const part of ['percent', 'dollar'] as const) {
      if (isNumeric(adjustment[part])) continue;
      const message = `The quote needs a numeric value in the ${ordinal(i + 1)} adjustments for ${part} value.`;
      return { code: `adjustment-${part}`, index: i, message };
    }
  }
  return null;
}

/** Checks a quote before saving: sign rows in turn, processes, job name, shipping cost, adjustments. */
export function validateQuote(quote: QuoteDraft): QuoteProblem | null {
  const signs = signProblem(quote.signs ?? []);
  if (signs) return signs;
  if (typeof quote.job_name !== 'string' || quote.job_name.trim() === '') {
    return { code: 'job-name', message: 'The quote needs a value in job name.' };
  }
  if (!isNumeric(quote.shipping_cost)) {
    return { code: 'shipping-cost', message: 'The quote needs a numeric value in shipping cost.' };
  }
  return adjustmentProblem(quote.adjustments);
}

/** Sets every empty process (signs and sub-parts) to the given process, e.g. Other's id. */
export function fillEmptyProcesses<T extends SignDraft>(signs: readonly T[], processId: number): T[] {
  return signs.map((sign) => ({
    ...sign,
    type: sign.type === null || sign.type === undefined || sign.type === '' ? processId : sign.type,
    ...(sign.subsigns ? { subsigns: fillEmptyProcesses(sign.subsigns, processId) } : {}),
  }));
}
