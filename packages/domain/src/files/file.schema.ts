import { z } from 'zod';

/** The folders every job starts with. */
export const DEFAULT_FOLDERS = [
  'Estimator',
  'Estimator/Quotes',
  'Project Management',
  'Project Management/Art Files',
  'Project Management/Emails',
  'Project Management/POs',
  'Project Management/Proofs',
  'Project Management/Quotes',
  'Production',
  'Shipping + Billing',
] as const;

/** True for a relative file name that stays inside its job folder: no '..', no leading '/', no NUL or '\\'. */
export function isSafeFileName(name: string): boolean {
  if (name.trim() === '' || name.startsWith('/') || /[\0\\]/.test(name)) return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** A job file: its name carries its folder path inside the job's folder. */
export const jobFileSchema = z.object({
  id: z.number().int(),
  name: z.string().refine(isSafeFileName, 'Not a valid file name.'),
  quote_id: z.number().int(),
});
export type JobFile = z.infer<typeof jobFileSchema>;
