import { jobFieldAccessOf } from '../access/job-fields.ts';
import type { SessionUser } from '../access/roles.ts';
import { nextSequenceName } from './quote-naming.ts';
import { quoteNumberKey } from './quote-number.ts';

/** The customer name a quote carries: typed by those who may name any customer, else the user's own company. */
export function customerNameFor(
  user: Pick<SessionUser, 'role' | 'company'> | null | undefined,
  typed: string,
): string {
  return user && !jobFieldAccessOf(user).customerName ? user.company : typed;
}

/** The job name of a copied quote: 'Duplicate' appended. */
export function duplicateJobName(jobName: string): string {
  return jobName.trim() === '' ? 'Duplicate' : `${jobName.trimEnd()} Duplicate`;
}

/** A quote PDF's file name, '{job_name}-{given_id}.pdf', with percent signs stripped. */
export function quotePdfFileName(jobName: string, givenId: string): string {
  return `${jobName.replace(/%/g, '')}-${givenId.replace(/%/g, '')}.pdf`;
}

/**
 * Copies contact fields from another quote: only into empty fields, or over all when forced.
 * The first name is always copied, even over a typed one.
 */
export function copyContactFields<T extends { first_name: string }>(
  target: T,
  source: Partial<T>,
  force: boolean,
): T {
  const result = { ...target };
  for (const key of Object.keys(source) as (keyof T)[]) {
    const value = source[key];
    if (value === undefined) continue;
    const empty = result[key] === undefined || result[key] === null || result[key] === '';
    if (force || empty || key === 'first_name') result[key] = value as T[keyof T];
  }
  return result;
}

/**
 * The quote number of a copy (list Copy or New Job): the next by sequence naming after the last
 * number taken in the family — the source's own number counts as the first, so its copies are
 * '-2', '-3', … — skipping any number already `taken` (case-insensitive).
 * 'SAM11252026CED' → 'SAM11252026CED-2'; with '-2' taken → '-3'; 'X-2' → 'X-3'.
 */
export function copyGivenId(source: string, taken: readonly string[]): string {
  const used = new Set(taken.map(quoteNumberKey));
  const base = source.trim();
  let next = /-\d+$/.test(base) ? nextSequenceName(base) : `${base}-2`;
  while (used.has(quoteNumberKey(next))) next = nextSequenceName(next);
  return next;
}
