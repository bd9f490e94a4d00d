import { companyInfoSchema } from '@signshop/domain';

/** A company's record as the forms use it (defaults filled in), read by the schema. */
export const parseCompanyInfo = (record: unknown) => companyInfoSchema.parse(record);
