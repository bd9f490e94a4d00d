import { z } from 'zod';
import { withoutBidiControls } from './bidi.ts';

/** Text of at most `max` characters. */
export const boundedText = (max: number) => z.string().max(max);

/**
 * Text another user will be shown: at most `max` characters, with bidirectional control
 * characters removed (they make "report\u202Egnp" show as "reportpng").
 */
export const shownText = (max: number) => z.string().max(max).overwrite(withoutBidiControls);
