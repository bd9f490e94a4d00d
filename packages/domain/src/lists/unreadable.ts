import { z } from 'zod';

/**
 * The fields of a stored row a list could not read: one bad row never breaks the whole list.
 * They are shown blank and the row is flagged with their names; absent on every sound row.
 */
export const unreadableFieldsSchema = z.array(z.string()).optional();

/** Blanks a field may take when its stored value cannot be read, the first the field's schema accepts. */
const BLANKS: readonly unknown[] = [null, 0, '', [], false, {}];

/**
 * A row of a list as the list's schema reads it: a sound row as it is; a row the schema refuses
 * with each refused top-level field blanked and named in `unreadable`. Null when even blanking
 * cannot make it readable (not an object, or a field with no blank).
 */
export function readListRow<T extends object>(
  schema: z.ZodObject,
  row: T,
): (T & { unreadable?: string[] }) | null {
  const checked = schema.safeParse(row);
  if (checked.success) return row;
  const unreadable = [...new Set(checked.error.issues.map((issue) => String(issue.path[0] ?? '')))];
  const shape = schema.shape as Record<string, z.ZodType | undefined>;
  const blanked: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const field of unreadable) {
    const fieldSchema = shape[field];
    blanked[field] = BLANKS.find((blank) => fieldSchema?.safeParse(blank).success);
  }
  if (!schema.safeParse(blanked).success) return null;
  return { ...(blanked as T), unreadable };
}
