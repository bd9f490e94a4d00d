import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH } from './account-rules.ts';

/**
 * The weakest zxcvbn score a new password may have: 3 ("safely unguessable", about 10^8
 * guesses). Below it are the ~49,000 common and breached passwords of @zxcvbn-ts/language-common
 * (ASVS 5 asks for the top 3,000 at least) and anything close to them, simple patterns (repeats,
 * sequences, keyboard rows, dates) and the person's own name, email or company.
 */
export const MIN_PASSWORD_SCORE = 3;

/** How a password rates, from 0 (Very weak) to 4 (Very strong). */
export const PASSWORD_SCORE_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

export const PASSWORD_TOO_EASY =
  'Your password is too easy to guess: it is a common password or close to one, a simple pattern (a repeat, a sequence, a keyboard row, a date) or your own name, email or company. Choose a longer one, such as three or four unrelated words.';

/** Words every account's password is also compared with. */
const SHOP_WORDS = ['signshop', 'sign', 'shop', 'signs'];

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator with its dictionaries, loaded once on first use: a dynamic import, so the browser
 * fetches the ~1 MB of word lists only when someone types a new password.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
        useLevenshteinDistance: true,
      }),
  );
  return estimator;
}

export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  label: (typeof PASSWORD_SCORE_LABELS)[number];
  /** Why the password is refused (too short or too easy to guess), or null when it is accepted. */
  problem: string | null;
}

/**
 * How strong a new password is and whether it is accepted: at least MIN_PASSWORD_LENGTH
 * characters and a zxcvbn score of MIN_PASSWORD_SCORE, compared with the common-password lists
 * and with `personal` (the person's email, names, company).
 */
export async function passwordStrength(
  password: string,
  personal: ReadonlyArray<string | undefined> = [],
): Promise<PasswordStrength> {
  const words = [...SHOP_WORDS, ...personalWords(personal)];
  const { score } = (await loadEstimator()).check(password, words);
  const label = PASSWORD_SCORE_LABELS[score];
  if (password.length < MIN_PASSWORD_LENGTH)
    return { score, label, problem: ACCOUNT_MESSAGES.passwordTooShort };
  return { score, label, problem: score < MIN_PASSWORD_SCORE ? PASSWORD_TOO_EASY : null };
}

/** The person's details as words: each value, and an email's name and domain parts as well. */
function personalWords(values: ReadonlyArray<string | undefined>): string[] {
  return values
    .map((value) => value?.trim().toLowerCase() ?? '')
    .filter(Boolean)
    .flatMap((value) => [value, ...value.split(/[@.\s_-]+/).filter((part) => part.length >= 3)]);
}
