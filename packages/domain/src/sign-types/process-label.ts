const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const DATE_FORMS = [
  `${MONTH}\\s+(?:\\d{1,2},?\\s+)?\\d{4}`, // Jan 2022, January 1, 2022
  '(?:\\d{1,2}[/.-]){1,2}\\d{4}', // 01/2022, 1/1/2022
  '\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2}', // 1/1/22
  '\\d{4}(?:[/.-]\\d{1,2}){0,2}', // 2022, 2022-01, 2022-01-15
];
const DATE_SUFFIX = new RegExp(`\\s*[-–(]?\\s*(?:${DATE_FORMS.join('|')})\\s*\\)?\\s*$`, 'i');

/**
 * A process label without its date suffix: 'Raster Braille (Jan 2022)' → 'Raster Braille'.
 * Suffixes read as dates: a year, month and year, or a full date, optionally after '-' or in '()'.
 */
export function processBaseLabel(label: string): string {
  const base = label.replace(DATE_SUFFIX, '').trim();
  return base === '' ? label.trim() : base;
}

/** True when the process is Other (whatever its date suffix or case). */
export function isOtherProcess(label: string | null | undefined): boolean {
  return !!label && processBaseLabel(label).toLowerCase() === 'other';
}

/** Changing a sign's process resets its add-ons unless only the date suffix of the label differs. */
export function processChangeResetsAddons(fromLabel: string | null | undefined, toLabel: string): boolean {
  if (!fromLabel) return true;
  return processBaseLabel(fromLabel).toLowerCase() !== processBaseLabel(toLabel).toLowerCase();
}

/** The add-ons a sign keeps after its process changes from one label to another. */
export function addonsAfterProcessChange<T>(
  addons: readonly T[],
  fromLabel: string | null | undefined,
  toLabel: string,
): T[] {
  return processChangeResetsAddons(fromLabel, toLabel) ? [] : [...addons];
}

/** How a saved sign shows its process: a process no longer in use gets the suffix 'Outdated'. */
export function processDisplayLabel(process: { label: string; inuse: boolean }): string {
  return process.inuse ? process.label : `${process.label} Outdated`;
}
