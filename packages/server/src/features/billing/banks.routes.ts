import { access, BANK_NICK_NAME_MAX, bankListItemSchema, companyBankSchema } from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-type.ts';
import { NO_BANK_KEY_MESSAGE, readBankPublicKey } from './bank-keys.ts';
import { addBank, companyBanks, deleteBank, listBanks, removePrivateInfo } from './banks.service.ts';

const listItem = bankListItemSchema.omit({ company: true });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const cipher = z.string().min(1).max(4000);
const bankBody = z.object({
  nick_name: z.string().trim().min(1).max(BANK_NICK_NAME_MAX),
  ada_routing_number: cipher,
  account_number: cipher,
  account_title: cipher,
});
const unavailable = z.object({ err: z.string(), code: z.string() });
const noKey = { err: NO_BANK_KEY_MESSAGE, code: 'UNAVAILABLE' };
const customers = { access: access.customerVerified };
const admins = { access: access.adminVerified };

/**
 * Bank accounts: a verified customer manages its own company's banks; the
 * private fields arrive as ciphertext and only ever leave as ciphertext, to admins.
 */
export async function bankRoutes(app: App) {
  const publicKey = () => readBankPublicKey(app.config.bankPublicKeyFile);

  app.get(
    '/api/bank/public_key',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: z.object({ public_key: z.string() }), 503: unavailable } },
    },
    async (_request, reply) => {
      const key = publicKey();
      return key ? { public_key: key.pem } : reply.code(503).send(noKey);
    },
  );

  app.get(
    '/api/bank/',
    { config: customers, schema: { response: { 200: z.array(listItem) } } },
    async (request) => listBanks(app.db, request.user!.company),
  );

  app.post(
    '/api/bank/',
    { config: customers, schema: { body: bankBody, response: { 200: listItem, 503: unavailable } } },
    async (request, reply) => {
      const key = publicKey();
      if (!key) return reply.code(503).send(noKey);
      return addBank(app.db, request.user!.company, request.body, key.modulusBytes);
    },
  );

  app.delete(
    '/api/bank/:id',
    {
      config: customers,
      schema: { params: idParams, response: { 200: z.object({ id: z.number().int() }) } },
    },
    async (request) => deleteBank(app.db, request.user!.company, request.params.id),
  );

  app.get(
    '/api/bank/company/:company',
    {
      config: admins,
      schema: {
        params: z.object({ company: z.string().trim().min(1).max(200) }),
        response: { 200: z.array(companyBankSchema) },
      },
    },
    async (request) => companyBanks(app.db, request.params.company),
  );

  app.delete(
    '/api/bank/remove_private_info/:id',
    { config: admins, schema: { params: idParams, response: { 200: companyBankSchema } } },
    async (request) => removePrivateInfo(app.db, request.params.id),
  );
}
