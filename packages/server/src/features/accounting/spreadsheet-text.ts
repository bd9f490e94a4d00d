/** A cell a spreadsheet would run as a formula: it starts with = + - @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** An amount or quantity as the export writes it ("-12.50"): a number, never a formula. */
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/**
 * A text cell as an accounting program should import it: a customer name or job typed as
 * "=HYPERLINK(…)" gets a leading ' so a spreadsheet shows it as text, while amounts keep their sign
 * (csv-stringify's escape_formulas would turn "-12.50" into text QuickBooks cannot add up).
 */
export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}
