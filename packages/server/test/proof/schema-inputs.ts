import fc from 'fast-check';
import { hostileScalar } from './hostile-inputs.ts';

/** A JSON Schema node as the OpenAPI document of the running server gives it. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
};

/**
 * Values shaped like the schema but with hostile leaves mixed in: each field is either plausible
 * or hostile, so the request gets past the outer validation and hits the deeper rules and SQL.
 */
export function schemaInput(
  schema: JsonSchema | undefined,
  refs: Record<string, JsonSchema>,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return hostileScalar;
  const plausible = plausibleFor(schema, refs, depth);
  return fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: hostileScalar, weight: 1 });
}

function plausibleFor(
  schema: JsonSchema,
  refs: Record<string, JsonSchema>,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.$ref) return schemaInput(refs[schema.$ref.split('/').pop()!], refs, depth + 1);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => schemaInput(v, refs, depth + 1)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, child]) => [
            key,
            schemaInput(child, refs, depth + 1),
          ]),
        ),
        { requiredKeys: [] },
      );
    case 'array':
      return fc.array(schemaInput(schema.items, refs, depth + 1), { maxLength: 3 });
    case 'integer':
      return fc.integer({ min: -5, max: 100_000 });
    case 'number':
      return fc.double({ min: -1e6, max: 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('2026-03-15', 'a@b.co', 'HAAS1'));
    default:
      return hostileScalar;
  }
}
