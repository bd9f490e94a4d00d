import { withoutBidiControls } from '../text/bidi.ts';

/** C0 and C1 control characters and DEL, except NUL, which isSafeFileName refuses outright. */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose
const CONTROL_CHARACTERS = /[\u0001-\u001f\u007f-\u009f]+/g;

/**
 * A job file name as it is kept, whether it comes from an upload or a rename: bidirectional
 * controls removed (they disguise a name), each run of other control characters (line breaks,
 * tabs, escapes) turned into one space, and the ends trimmed. Whether the result is a safe name is
 * isSafeFileName's rule.
 */
export function cleanFileName(name: string): string {
  return withoutBidiControls(name).replace(CONTROL_CHARACTERS, ' ').trim();
}
