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
  format?: string;
  keys?: readonly string[];
  divisor?: number;
}

/** The parts of a zod schema's definition that labels are looked up through. */
export type SchemaDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  options?: z.ZodType[];
};
// A route's schema may be plain JSON schema: it has no zod definition, and so no labels.
export const schemaDef = (schema: z.ZodType): SchemaDef =>
  (schema as unknown as { _zod?: { def: SchemaDef } })._zod?.def ?? { type: 'unknown' };
const titleOf = (schema: z.ZodType) =>
  schemaDef(schema).type === 'unknown' ? undefined : z.globalRegistry.get(schema)?.title;

/** The schema itself and what it wraps (optional, default, pipe input, lazy …), outermost first. */
export function schemaLayers(schema: z.ZodType): z.ZodType[] {
  const found = [schema];
  for (;;) {
    const def = schemaDef(found.at(-1)!);
    // A pipe is read at its input, unless that only transforms what comes (z.preprocess).
    const piped = def.in && schemaDef(def.in).type === 'transform' ? def.out : def.in;
    const inner = def.innerType ?? piped ?? def.getter?.();
    if (!inner || found.length > 20) return found;
    found.push(inner);
  }
}

/** The schema of each step of `path` inside `schema` (undefined past what the schema describes). */
function schemasAlong(
  schema: z.ZodType | undefined,
  path: readonly PropertyKey[],
): (z.ZodType | undefined)[] {
  const along: (z.ZodType | undefined)[] = [];
  let at = schema;
  for (const key of path) {
    if (at) {
      const def = schemaDef(schemaLayers(at).at(-1)!);
      at = def.shape?.[String(key)] ?? def.element ?? def.valueType;
    }
    along.push(at);
  }
  return along;
}
const labelOf = (schema: z.ZodType | undefined) =>
  schema ? schemaLayers(schema).map(titleOf).find(Boolean) : undefined;

/**
 * The label a field goes by on screen, as its schema gives it (`.meta({ title })`), found by the
 * issue's path inside the request's schema; undefined when the schema names none.
 */
export function fieldLabel(schema: z.ZodType | undefined, path: readonly PropertyKey[]): string | undefined {
  if (!path.length) return labelOf(schema);
  return labelOf(schemasAlong(schema, path).at(-1));
}

/** Field names whose words on screen are not the name's own words. */
const FIELD_NAMES: Record<string, string> = {
  addons: 'Add-ons',
  subsigns: 'Sub-parts',
  inuse: 'In Use',
  confirmpassword: 'Confirm Password',
  phonenumber: 'Phone',
  page_count: 'Rows Per Page',
};
/** Words of our field names written as people write them. */
const WORDS: Record<string, string> = {
  id: 'ID',
  pm: 'PM',
  po: 'PO',
  cc: 'CC',
  url: 'URL',
  csv: 'CSV',
  pdf: 'PDF',
};
/** The noun of one entry of a list, by the list's field name, where dropping a final s is not it. */
const NOUNS: Record<string, string> = {
  addons: 'Add-on',
  subsigns: 'Sub-part',
  lines: 'Tactile Line',
  ids: 'ID',
  payment_history: 'Payment',
  tracking_number: 'Tracking Number',
  imperfections: 'Imperfection',
};

/** A field name as words: `nick_name` → 'Nick Name', `toEmail` → 'To Email'. */
export function humanFieldName(name: string): string {
  if (FIELD_NAMES[name]) return FIELD_NAMES[name];
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
const nounOf = (listName: string, list: z.ZodType | undefined) =>
  labelOf(list) ?? NOUNS[listName] ?? humanFieldName(listName).replace(/(?<=[^s])s$/, '');

const stopped = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const readable = (message: string) => stopped(message.charAt(0).toUpperCase() + message.slice(1));
/** zod's own wording (its English messages), never shown as it is. */
const ZOD_WORDING = /^(Invalid |Too (big|small)\b|Unrecognized key)/;
const isSentence = (message: string) => /^[A-Z]/.test(message);

/** A validation issue of a labelled field as a sentence that names the field as the user sees it. */
export function fieldSentence(label: string, issue: FieldIssue): string {
  const { code, origin, minimum, maximum } = issue;
  const message = issue.message ?? '';
  const own = message !== '' && !ZOD_WORDING.test(message) && code !== 'unrecognized_keys';
  // Our own message: "Not a …" follows the label; a sentence of its own stands as it is.
  const notValid = own ? /^Not (an? .*)$/.exec(message) : null;
  if (notValid) return `${label} is not ${stopped(notValid[1]!)}`;
  if (own && isSentence(message)) return readable(message);
  if (code === 'invalid_type' && /received undefined|received null/.test(message))
    return requiredMessage(label);
  if (code === 'too_small' && origin === 'string' && Number(minimum) <= 1) return requiredMessage(label);
  // A part of a sentence follows the label.
  if (own && message.startsWith('must ')) return `${label} ${stopped(message)}`;
  if (own) return `${label}: ${readable(message)}`;
  if (code === 'too_small' && origin === 'string') return `${label} needs at least ${minimum} characters.`;
  if (code === 'too_big' && origin === 'string') return `${label} can be at most ${maximum} characters long.`;
  if (code === 'too_small' && origin === 'number')
    return `${label} must be ${issue.inclusive === false ? 'more than' : 'at least'} ${minimum}.`;
  if (code === 'too_big' && origin === 'number')
    return `${label} must be ${issue.inclusive === false ? 'less than' : 'at most'} ${maximum}.`;
  if (code === 'too_small')
    return `${label} needs at least ${minimum} ${Number(minimum) === 1 ? 'entry' : 'entries'}.`;
  if (code === 'too_big')
    return `${label} can have at most ${maximum} ${Number(maximum) === 1 ? 'entry' : 'entries'}.`;
  if (code === 'invalid_type' && issue.expected === 'number') return `${label} must be a number.`;
  if (code === 'invalid_type' && issue.expected === 'int') return `${label} must be a whole number.`;
  if (code === 'invalid_type' && issue.expected === 'boolean') return `${label} must be yes or no.`;
  if (code === 'invalid_type' && issue.expected === 'string') return `${label} must be text.`;
  if (code === 'invalid_value') return `${label} is not one of the choices.`;
  if (code === 'invalid_format' && issue.format === 'email') return `${label} is not a valid email address.`;
  if (code === 'invalid_format' && issue.format === 'url') return `${label} is not a valid web address.`;
  if (code === 'invalid_format') return `${label} is not in the expected format.`;
  if (code === 'not_multiple_of') return `${label} must be a multiple of ${issue.divisor}.`;
  if (code === 'unrecognized_keys') {
    const keys = (issue.keys ?? []).map(humanFieldName).join(', ');
    return `${label} has ${issue.keys?.length === 1 ? 'a field' : 'fields'} it does not take: ${keys}.`;
  }
  return `${label} is not valid.`;
}

/** What the whole request is called when the problem is the request itself (no field). */
export const WHOLE_REQUEST = 'The request';

const typedAsText = (schema: z.ZodType | undefined) =>
  !!schema && schemaLayers(schema).some((layer) => schemaDef(layer).type === 'string');

/**
 * A validation issue at `path` inside a request's `schema`, as a sentence: the field named by its
 * label on screen (`.meta({ title })`), else by its name in words; an entry of a list by its noun
 * and number first ("Sign 2: Height must be at most 999."), as are the labelled groups it is in.
 */
export function issueSentence(
  schema: z.ZodType | undefined,
  path: readonly PropertyKey[],
  issue: FieldIssue,
): string {
  const along = schemasAlong(schema, path);
  const where: string[] = [];
  let label = labelOf(schema) ?? WHOLE_REQUEST;
  const isIndex = (key: PropertyKey | undefined) => typeof key === 'number' || /^\d+$/.test(String(key));
  path.forEach((key, i) => {
    const last = i === path.length - 1;
    // A list of lists numbers its entries 1.1, 1.2, … under the outer list's noun.
    if (isIndex(key) && i > 0 && isIndex(path[i - 1])) {
      if (last) label = `${where.pop()}.${Number(key) + 1}`;
      else where.push(`${where.pop()}.${Number(key) + 1}`);
      return;
    }
    const name = isIndex(key)
      ? `${nounOf(String(path[i - 1] ?? ''), along[i - 1])} ${Number(key) + 1}`
      : undefined;
    // A list typed as one text (addresses separated by commas) is one field on screen.
    if (last && isIndex(key) && typedAsText(along[i - 1]))
      label = labelOf(along[i - 1]) ?? humanFieldName(String(path[i - 1]));
    else if (last) label = labelOf(along[i]) ?? name ?? humanFieldName(String(key));
    else if (name) where.push(name);
    else if (!isIndex(path[i + 1]) && labelOf(along[i])) where.push(labelOf(along[i])!);
  });
  const sentence = fieldSentence(label, issue);
  return where.length ? `${where.join(', ')}: ${sentence}` : sentence;
}

/**
 * Every problem of a refused request as sentences, once each; at a field of the wrong type only
 * that (zod also checks a wrong value's length, which would say the same field twice).
 */
export function requestProblems(
  schema: z.ZodType | undefined,
  issues: readonly (FieldIssue & { path: readonly PropertyKey[] })[],
): string[] {
  const at = (issue: { path: readonly PropertyKey[] }) => issue.path.map(String).join('/');
  const wrongType = new Set(issues.filter((issue) => issue.code === 'invalid_type').map(at));
  const kept = issues.filter((issue) => issue.code === 'invalid_type' || !wrongType.has(at(issue)));
  return [...new Set(kept.map((issue) => issueSentence(schema, issue.path, issue)))];
}
