import { boundedText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { isJustDate } from './just-date.ts';

/** zod schema of a JustDate. */
export const justDateSchema = boundedText(TEXT_MAX.date).refine(isJustDate, {
  message: 'Not a valid date (yyyy-mm-dd).',
});
