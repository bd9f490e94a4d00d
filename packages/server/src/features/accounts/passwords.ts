import { AppError, passwordStrength } from '@signshop/domain';
import argon2 from 'argon2';

// argon2id with OWASP's floor (19 MiB, 2 passes).
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The rule every new password goes through (sign-up, reset, the first admin): at least 8
 * characters and not common, patterned or the person's own details (the domain's
 * passwordStrength); otherwise 400 with the reason.
 */
export async function requireStrongPassword(
  password: string,
  personal: ReadonlyArray<string | undefined>,
): Promise<void> {
  const { problem } = await passwordStrength(password, personal);
  if (problem) throw new AppError('VALIDATION_ERROR', problem);
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

// Checked when the email is unknown, so a wrong email takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** True when `password` matches `hash`; with no hash, spends the same time and answers false. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword('decoy-password-never-matches');
    await argon2.verify(await decoyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
