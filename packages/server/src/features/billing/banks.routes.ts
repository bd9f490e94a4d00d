import {
  access,
  bankBodySchema as bankBody,
  bankDeletedReplySchema,
  bankPublicKeyReplySchema,
  bankUnavailableSchema as unavailable,
  billingIdParamsSchema as idParams,
  companyBankSchema,
  companyBanksParamsSchema,
  ownBankSchema as listItem,
} from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-type.ts';
import { NO_BANK_KEY_MESSAGE, readBankPublicKey } from './bank-keys.ts';
import { addBank, companyBanks, deleteBank, listBanks, removePrivateInfo } from './banks.service.ts';

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
      schema: { response: { 200: bankPublicKeyReplySchema, 503: unavailable } },
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
      schema: { params: idParams, response: { 200: bankDeletedReplySchema } },
    },
    async (request) => deleteBank(app.db, request.user!.company, request.params.id),
  );

  app.get(
    '/api/bank/company/:company',
    {
      config: admins,
      schema: {
        params: companyBanksParamsSchema,
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
