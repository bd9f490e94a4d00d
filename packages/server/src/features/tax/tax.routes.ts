import {
  access,
  savedIdSchema,
  taxRateBodySchema,
  taxRateParamsSchema,
  taxRateReplySchema,
  taxRatesReplySchema,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { createTaxRate, deleteTaxRate, listTaxRates, updateTaxRate } from './tax-rates.service.ts';

const readers = { access: access.taxRatesRead };
const editors = { access: access.taxRatesEdit };

/** Sales tax rates: admins keep them, staff read them for the editor and company information. */
export async function taxRoutes(app: App) {
  app.get(
    '/api/tax_rates',
    {
      config: readers,
      schema: { description: 'Every sales tax rate, by name.', response: { 200: taxRatesReplySchema } },
    },
    async () => ({ tax_rates: await listTaxRates(app.db) }),
  );

  app.post(
    '/api/admin/tax_rates',
    {
      config: editors,
      schema: {
        description: 'Adds a sales tax rate: name, percent (up to 4 decimals) and whether it taxes shipping.',
        body: taxRateBodySchema,
        response: { 200: taxRateReplySchema },
      },
    },
    async (request) => ({ tax_rate: await createTaxRate(app.db, request.user!.id, request.body) }),
  );

  app.put(
    '/api/admin/tax_rates/:id',
    {
      config: editors,
      schema: {
        description: 'Renames or changes a rate; quotes saved with it keep the tax frozen on them.',
        params: taxRateParamsSchema,
        body: taxRateBodySchema,
        response: { 200: taxRateReplySchema },
      },
    },
    async (request) => ({
      tax_rate: await updateTaxRate(app.db, request.user!.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/tax_rates/:id',
    {
      config: editors,
      schema: {
        description: 'Removes a rate; companies with it as default get none, saved quotes keep their tax.',
        params: taxRateParamsSchema,
        response: { 200: savedIdSchema },
      },
    },
    async (request) => deleteTaxRate(app.db, request.params.id),
  );
}
