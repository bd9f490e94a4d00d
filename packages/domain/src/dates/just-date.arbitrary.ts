import fc from 'fast-check';
import { justDateOf, type JustDate } from './just-date.ts';

/** Test helper: any real calendar day from 1900 to 2199. */
export const justDateArbitrary: fc.Arbitrary<JustDate> = fc
  .date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true })
  .map(justDateOf);
