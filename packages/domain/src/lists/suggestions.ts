import { SUGGESTION_LIMIT } from './constants.ts';

/** Name suggestions start only once more than 1 character is typed. */
export function shouldSuggest(typed: string): boolean {
  return typed.trim().length > 1;
}

/** Options containing the typed text (case-insensitive), those starting with it first, at most `limit`. */
export function suggestFrom(
  options: readonly string[],
  typed: string,
  limit: number = SUGGESTION_LIMIT,
): string[] {
  const needle = typed.trim().toLowerCase();
  const matches = options.filter((option) => option.toLowerCase().includes(needle));
  const starts = matches.filter((option) => option.toLowerCase().startsWith(needle));
  const rest = matches.filter((option) => !option.toLowerCase().startsWith(needle));
  return [...starts, ...rest].slice(0, limit);
}
