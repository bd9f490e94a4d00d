import { z } from 'zod';

/** What a form says at an empty required field, and what the server says when one arrives empty. */
export const requiredMessage = (label: string) => `${label} is required.`;

/** The parts of a zod issue a sentence is made from (as zod and the Fastify zod provider give them). */
export interface FieldIssue {
  code?: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  valueType?: z.ZodType;
};
// A route's schema may be plain JSON schema: it has no zod definition, and so no labels.
const defOf = (schema: z.ZodType): Def =>
  (schema as unknown as { _zod?: { def: Def } })._zod?.def ?? { type: 'unknown' };
const titleOf = (schema: z.ZodType) =>
  defOf(schema).type === 'unknown' ? undefined : z.globalRegistry.get(schema)?.title;

/** The schema itself and what it wraps (optional, default, pipe input …), outermost first. */
function layers(schema: z.ZodType): z.ZodType[] {
  const found = [schema];
  for (let def = defOf(schema); def.innerType ?? def.in; def = defOf(found.at(-1)!))
    found.push((def.innerType ?? def.in)!);
  return found;
}

/**
 * The label a field goes by on screen, as its schema gives it (`.meta({ title })`), found by the
 * issue's path inside the request's schema; undefined when the schema names none.
 */
export function fieldLabel(schema: z.ZodType | undefined, path: readonly PropertyKey[]): string | undefined {
  let at = schema;
  for (const key of path) {
    if (!at) return undefined;
    const inner = layers(at).at(-1)!;
    const def = defOf(inner);
    at = def.shape?.[String(key)] ?? def.element ?? def.valueType;
  }
  return at ? layers(at).map(titleOf).find(Boolean) : undefined;
}

const readable = (message: string) => {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
};

/** A validation issue of a labelled field as a sentence that names the field as the user sees it. */
export function fieldSentence(label: string, issue: FieldIssue): string {
  const { code, origin, minimum, maximum } = issue;
  if (code === 'invalid_type' && /received undefined|received null/.test(issue.message))
    return requiredMessage(label);
  if (code === 'too_small' && origin === 'string')
    return Number(minimum) <= 1 ? requiredMessage(label) : `${label} needs at least ${minimum} characters.`;
  if (code === 'too_big' && origin === 'string') return `${label} can be at most ${maximum} characters long.`;
  if (code === 'too_small' && origin === 'number')
    return `${label} must be ${issue.inclusive === false ? 'more than' : 'at least'} ${minimum}.`;
  if (code === 'too_big' && origin === 'number')
    return `${label} must be ${issue.inclusive === false ? 'less than' : 'at most'} ${maximum}.`;
  if (code === 'invalid_type' && issue.expected === 'number') return `${label} must be a number.`;
  if (code === 'invalid_type') return `${label} is not valid.`;
  return `${label}: ${readable(issue.message)}`;
}
