/** Suggestions (customer and company names) start only after more than one typed character. */
export const MIN_SUGGESTION_LENGTH = 2;
