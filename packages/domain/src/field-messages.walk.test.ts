import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';
import { schemaDef, schemaLayers, requestProblems } from './field-messages.ts';

/** Every request schema the domain exports: a route's body, querystring or path parameters. */
const REQUEST_SCHEMAS = (Object.entries(domain) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] =>
    /(Body|Query|Params)Schema$/.test(entry[0]) && entry[1] instanceof z.ZodType,
);

const unwrapped = (schema: z.ZodType) => schemaLayers(schema).at(-1)!;

/** The path of every field a request may carry (an array's first entry, a record's one key). */
function leafPaths(schema: z.ZodType, at: (string | number)[] = []): (string | number)[][] {
  if (at.length > 7) return [];
  const inner = unwrapped(schema);
  const def = schemaDef(inner);
  if (def.shape) return Object.entries(def.shape).flatMap(([key, field]) => leafPaths(field, [...at, key]));
  if (def.type === 'array' && def.element) return [at, ...leafPaths(def.element, [...at, 0])];
  if (def.type === 'record' && def.valueType) return [at, ...leafPaths(def.valueType, [...at, 'Waiting'])];
  if (def.type === 'union' && def.options) {
    const objects = def.options.filter((option) => schemaDef(unwrapped(option)).shape);
    return objects.length ? [at, ...objects.flatMap((option) => leafPaths(option, at)).slice(1)] : [at];
  }
  return [at];
}

/** A body that holds `value` at `path` (and nothing else). */
function holding(path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [key, ...rest] = path;
  return typeof key === 'number' ? [holding(rest, value)] : { [key as string]: holding(rest, value) };
}

const BAD_VALUES = [{ not: 'a value' }, 'x'.repeat(100_001), -1e15, 1e15, '', [], undefined, null, true];
/** zod's own wording, or a field as the code names it (nick_name, signs.0.tactile). */
const UNREADABLE =
  /Invalid (input|option|string|number|key|value)|Too (small|big)|expected (string|number|object|array|boolean)|Unrecognized key|\b[a-z_]+\.\d+\b|\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z]\w*\b/;

describe('every request schema refuses in sentences a person can read', () => {
  it('finds the request schemas', () => expect(REQUEST_SCHEMAS.length).toBeGreaterThan(40));

  it.each(REQUEST_SCHEMAS)(
    '%s: each field with a bad value',
    (_name, schema) => {
      const said = new Set<string>();
      for (const path of leafPaths(schema)) {
        for (const value of BAD_VALUES) {
          const result = schema.safeParse(holding(path, value));
          const issues = (result.success ? [] : result.error.issues) as unknown as Parameters<
            typeof requestProblems
          >[1];
          for (const sentence of requestProblems(schema, issues)) said.add(sentence);
        }
      }
      for (const sentence of said) {
        expect(sentence, sentence).not.toMatch(UNREADABLE);
        expect(sentence, sentence).toMatch(/^[A-Z].*[.!?)]$/);
      }
    },
    30_000,
  );
});
