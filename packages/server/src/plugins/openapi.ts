import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { access, type AccessRule } from '@signshop/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'token' } } },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const rule = (input.route.config as { access?: AccessRule } | undefined)?.access;
      if (!rule) return { ...transformed, schema: { ...transformed.schema, hide: true } };
      const schema = transformed.schema as Record<string, any>;
      return {
        url: transformed.url,
        schema: {
          ...schema,
          description: `Who may call it: ${describeAccess(rule)}.`,
          'x-access': rule,
          ...(rule.kind !== 'anyone' && { security: [{ session: [] }] }),
          response: { ...schema.response, '4XX': errorResponse },
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { config: { access: access.anyone }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
