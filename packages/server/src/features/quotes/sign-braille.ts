import { loadBrailleTranslator, translateTactile, type BrailleTranslator, type Sign } from '@signshop/domain';

/** The sign and its sub-parts with each tactile line's Braille made here, whatever the client sent. */
function signWithBraille<S extends Sign>(sign: S, translate: BrailleTranslator): S {
  const subsigns = sign.subsigns.map((subsign) => signWithBraille(subsign, translate));
  if (!sign.tactile) return { ...sign, subsigns };
  return { ...sign, subsigns, tactile: translateTactile(sign.tactile, translate).tactile };
}

/**
 * The signs of a save with their Braille translated by the server's liblouis: the
 * stored translation is the reference one, and a line that cannot be translated keeps its text
 * with no Braille. The translator is loaded only when a sign carries tactile text.
 */
export async function signsWithBraille<S extends Sign>(signs: S[]): Promise<S[]>;
export async function signsWithBraille<S extends Sign>(signs: S[] | undefined): Promise<S[] | undefined>;
export async function signsWithBraille<S extends Sign>(signs: S[] | undefined): Promise<S[] | undefined> {
  if (!signs || !signs.some(carriesTactile)) return signs;
  const translate = await loadBrailleTranslator();
  return signs.map((sign) => signWithBraille(sign, translate));
}

const carriesTactile = (sign: Sign): boolean => !!sign.tactile || sign.subsigns.some(carriesTactile);
