import { settingsSchema, type Settings } from './settings.schema.ts';

export interface NewAccountNames {
  first_name: string;
  last_name: string;
  company: string;
  email: string;
}

/** Settings of a new account: its names copied into the asante, contact and shipping blocks. */
export function newAccountSettings(names: NewAccountNames): Settings {
  const { first_name, last_name, company, email } = names;
  return settingsSchema.parse({
    asante_contact_info: { first_name, last_name, email },
    contact_info: { first_name, last_name, company, email },
    shipping_info: { first_name, last_name, company, email },
  });
}
