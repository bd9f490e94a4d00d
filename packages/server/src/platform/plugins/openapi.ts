import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { access, signSchema, type AccessRule } from '@signshop/domain';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOWNLOAD_HEADERS, operationIdOf, summaryOf } from './openapi-operations.ts';

/** Says in words who may call a route, from its declared access rule. */
export function describeAccess(rule: AccessRule): string {
  if (rule.kind === 'anyone') return 'anyone, signed in or not';
  if (rule.kind === 'signedIn') return 'any signed-in user';
  if (rule.kind === 'verified') return 'verified users';
  const roles = Object.entries({ Customer: 1, Asante: 2, Admin: 4, PM: 8, Quoter: 16, Machine: 32 })
    .filter(([, flag]) => (rule.anyOf & flag) !== 0)
    .map(([name]) => name);
  return `users with the role ${roles.join(' or ')}${rule.verified ? ', verified' : ''}`;
}

const errorResponse = {
  description: 'The request was refused; `err` says why in words a person can act on.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['err', 'code'],
        properties: { err: { type: 'string' }, code: { type: 'string' } },
      },
    },
  },
};

/**
 * Recursive schemas are named components: a sign's subsigns are signs, which an inlined schema
 * cannot say (it left a dangling `schema0` reference). Input and output get `SignInput` and `Sign`.
 */
if (!z.globalRegistry.has(signSchema)) z.globalRegistry.add(signSchema, { id: 'Sign' });

type Responses = Record<string, { content?: Record<string, unknown>; headers?: unknown }>;

/** Download replies (any media type but JSON) name their Content-Disposition header. */
function withDownloadHeaders(responses: Responses): Responses {
  return Object.fromEntries(
    Object.entries(responses).map(([status, reply]) => {
      const types = Object.keys(reply?.content ?? {});
      const download = types.length > 0 && !types.includes('application/json');
      return [status, download ? { ...reply, headers: DOWNLOAD_HEADERS } : reply];
    }),
  );
}

type Document = { paths?: Record<string, Record<string, { tags?: string[]; parameters?: any[] }>> };

/**
 * Object query parameters are sent as deepObject (quote_date[min]=2026-01-01), the form generated
 * clients write; the server also keeps taking the JSON form (quote_date={"min":…}).
 * Paths declared with a trailing slash are documented without it (the router takes both).
 * Tags used by operations are declared at the top.
 */
function finishDocument(document: Document & Record<string, unknown>) {
  const paths: NonNullable<Document['paths']> = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
    paths[bare] = { ...paths[bare], ...operations };
  }
  const tags = new Set<string>();
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      operation.tags?.forEach((tag) => tags.add(tag));
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' || parameter.schema?.type !== 'object') continue;
        parameter.style = 'deepObject';
        parameter.explode = true;
        parameter.description ??= `Sent as ${parameter.name}[key]=value; ${parameter.name}=<the object as JSON> is also taken.`;
      }
    }
  }
  return {
    ...document,
    paths,
    tags: [...tags].sort().map((name) => ({ name, description: `The ${name} feature.` })),
  };
}
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The one file a multipart/form-data route takes, for the OpenAPI document (never validated). */
    upload?: UploadDoc;
  }
}

interface UploadDoc {
  field: string;
  description: string;
  /** The largest file the route takes, documented as the field's maxLength (bytes). */
  maxBytes: number;
}

/** A multipart/form-data request body with one file field, as the document describes it. */
const uploadBody = ({ field, description, maxBytes }: UploadDoc) => ({
  consumes: ['multipart/form-data'],
  body: {
    type: 'object',
    required: [field],
    properties: { [field]: { type: 'string', format: 'binary', maxLength: maxBytes, description } },
  },
});

const transformObjectWithComponents = createJsonSchemaTransformObject({});

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, served at /api/openapi.json with a UI at
 * /api/docs. Each operation carries its access rule (`x-access`) and the shared error shape.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SignShop API',
        version: '1.0.0',
        description: 'Quoting, production, purchasing, billing and machine monitoring for a sign shop.',
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'token' } } },
    },
    transformObject: (input) =>
      finishDocument(
        transformObjectWithComponents(input) as Document & Record<string, unknown>,
      ) as ReturnType<typeof transformObjectWithComponents>,
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const rule = (input.route.config as { access?: AccessRule } | undefined)?.access;
      if (!rule) return { ...transformed, schema: { ...transformed.schema, hide: true } };
      const schema = transformed.schema as Record<string, any>;
      const method = [input.route.method].flat()[0]!;
      const own = typeof schema.description === 'string' ? schema.description : undefined;
      const upload = (input.route.config as { upload?: UploadDoc } | undefined)?.upload;
      return {
        url: transformed.url,
        schema: {
          ...schema,
          ...(upload && uploadBody(upload)),
          operationId: schema.operationId ?? operationIdOf(method, input.route.url),
          summary: schema.summary ?? summaryOf(method, input.route.url, own),
          description: `Who may call it: ${describeAccess(rule)}.${own ? `\n\n${own}` : ''}`,
          'x-access': rule,
          security: rule.kind === 'anyone' ? [] : [{ session: [] }],
          response: { ...withDownloadHeaders(schema.response ?? {}), '4XX': errorResponse },
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { config: { access: access.anyone }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
