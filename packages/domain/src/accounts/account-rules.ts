/** A standard email pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 8;

export const ACCOUNT_MESSAGES = {
  badEmail: 'Not a valid email.',
  passwordMismatch: 'Your passwords do not match.',
  passwordTooShort: `Your password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
  /** The one answer to a sign-up, whether or not the email already has an account. */
  signUpMailed: 'Check your email to finish signing up.',
} as const;

/** First problem with a new or changed password (passwords that differ, then one too short), or null. */
export function validatePasswordChange(input: { password: string; confirmpassword: string }): string | null {
  if (input.password !== input.confirmpassword) return ACCOUNT_MESSAGES.passwordMismatch;
  if (input.password.length < MIN_PASSWORD_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  return null;
}

/** First problem with a create-account form (email pattern, then the password checks), or null. */
export function validateNewAccount(input: {
  email: string;
  password: string;
  confirmpassword: string;
}): string | null {
  if (!EMAIL_PATTERN.test(input.email.trim())) return ACCOUNT_MESSAGES.badEmail;
  return validatePasswordChange(input);
}
