/** The ten imperfection keys of a plate with their labels. */
export const IMPERFECTIONS = {
  floor_deeper: 'Webbing',
  floor_lines: 'Lines',
  pitted_lines: 'Pitted Lines',
  pitts: 'Pitts',
  chipped_letters: 'Chipped Letters',
  floor_shallow: 'Reverse Webbing',
  flat_braille: 'Flat Braille',
  sharp_braille: 'Sharp Braille',
  dwel_marks: 'Dwel Marks',
  remake: 'Remake',
} as const;
export type ImperfectionKey = keyof typeof IMPERFECTIONS;

/** The imperfection keys in table order. */
export const IMPERFECTION_KEYS = Object.keys(IMPERFECTIONS) as ImperfectionKey[];

/** True for one of the ten keys (a stored plate may hold others, which nothing counts or shows). */
export function isImperfectionKey(key: string): key is ImperfectionKey {
  return Object.hasOwn(IMPERFECTIONS, key);
}

/** The label of an imperfection key: 'floor_deeper' → 'Webbing'. */
export function imperfectionLabel(key: ImperfectionKey): string {
  return IMPERFECTIONS[key];
}

/**
 * A job name or plate file name as the imperfections search compares them: lower case, with
 * spaces, underscores and dashes all the same (one space). 'Gymnasium_Room-ID' → 'gymnasium room id'.
 */
export function jobSearchKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}
