/** TanStack Query keys of the billing pages: one family, so a payment or a bank change reloads them all. */
export const billingKeys = {
  all: ['billing'] as const,
  banks: () => [...billingKeys.all, 'banks'] as const,
  companyBanks: (company: string) => [...billingKeys.all, 'company-banks', company] as const,
  invoices: (filter: object) => [...billingKeys.all, 'invoices', filter] as const,
  payments: (filter: object) => [...billingKeys.all, 'payments', filter] as const,
  companyInfos: (names: readonly string[]) => [...billingKeys.all, 'company-infos', names] as const,
};
