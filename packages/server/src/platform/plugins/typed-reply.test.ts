import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { typedReplySerializer } from './typed-reply.ts';

const app = Fastify().withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
const reply = z.object({ jobs: z.array(z.object({ id: z.number(), name: z.string() })) });
let answer: unknown = {};
app.get(
  '/typed',
  { schema: { response: { 200: reply } }, serializerCompiler: typedReplySerializer },
  async () => answer as z.infer<typeof reply>,
);
afterAll(() => app.close());

describe('the typed reply serializer', () => {
  it('answers the reply as JSON, the same as the schema would encode it', async () => {
    answer = { jobs: [{ id: 1, name: 'Lobby' }] };
    const response = await app.inject('/typed');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"jobs":[{"id":1,"name":"Lobby"}]}');
  });

  it('under the tests, refuses a reply the schema would have changed (an extra column)', async () => {
    answer = { jobs: [{ id: 1, name: 'Lobby', password_hash: 'x' }] };
    const response = await app.inject('/typed');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('password_hash');
  });
});
