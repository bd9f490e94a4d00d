import { isDeepStrictEqual } from 'node:util';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';

type SerializerRoute = Parameters<typeof serializerCompiler>[0];

/**
 * The reply serializer of hot read routes whose handler already builds the reply in the shape of
 * its response schema (the type provider checks the handler's return type against it, and the
 * rows are built field by field or read through the row schema): JSON.stringify alone, without
 * zod encoding the reply a second time. The schema still documents the reply in OpenAPI.
 * Under the tests every reply is also encoded by the schema and must come out the same, so the
 * route tests show the shortcut changes no reply.
 */
export function typedReplySerializer<Schema>(route: FastifyRouteSchemaDef<Schema>) {
  // The route's response schema (a zod type), as the library's own serializer reads it.
  const checked = process.env.VITEST ? serializerCompiler(route as unknown as SerializerRoute) : undefined;
  return (data: unknown): string => {
    const text = JSON.stringify(data);
    if (checked && !isDeepStrictEqual(JSON.parse(checked(data)), JSON.parse(text)))
      throw new Error(`The reply of ${route.method} ${route.url} is not what its response schema encodes.`);
    return text;
  };
}
