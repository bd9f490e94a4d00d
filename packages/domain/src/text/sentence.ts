/**
 * Ends a sentence after `text` (a name, say): adds a period unless the text already ends with
 * one or with other closing punctuation, so "Riverside Sign Co." does not read "Co..".
 */
export const endSentence = (text: string) =>
  /[.!?]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
