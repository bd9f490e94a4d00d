/** Rounds half away from zero after removing float noise (1.005 → 1.01 at 2 decimals). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** Dollars to integer cents, rounded half away from zero. */
export function toCents(dollars: number): number {
  return roundTo(dollars * 100, 0);
}

/** Integer cents to dollars. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** Rounds dollars to whole cents. */
export function roundCents(dollars: number): number {
  return fromCents(toCents(dollars));
}

/** Rounds an add-on price (a rate) to 3 decimals, as add-on prices are kept. */
export function roundRate(rate: number): number {
  return roundTo(rate, 3);
}

/** A whole number with thousands separators: 1234567 → '1,234,567'. */
const withThousands = (whole: number) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Dollars shown with two decimals and thousands separators: 1234.5 → '$1,234.50', -3 → '-$3.00'. */
export function formatMoney(dollars: number): string {
  const cents = toCents(dollars);
  const abs = Math.abs(cents);
  const whole = withThousands(Math.floor(abs / 100));
  const fraction = (abs % 100).toString().padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${whole}.${fraction}`;
}

/** Dollars as spreadsheets read them: two decimals, no sign of currency, no separators (4742.7 → '4742.70'). */
export function plainMoney(dollars: number): string {
  const cents = toCents(dollars);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${(abs % 100).toString().padStart(2, '0')}`;
}

/**
 * A rate (add-on or square-inch price) in dollars with three decimals, as add-on prices are kept
 * to the thousandth: 0.8 → '$0.800', 1.5484 → '$1.548', 1234.5 → '$1,234.500'.
 */
export function formatRate(rate: number): string {
  const thousandths = Math.round(Math.abs(rate) * 1000);
  const whole = withThousands(Math.floor(thousandths / 1000));
  const fraction = (thousandths % 1000).toString().padStart(3, '0');
  return `${rate < 0 && thousandths > 0 ? '-' : ''}$${whole}.${fraction}`;
}
