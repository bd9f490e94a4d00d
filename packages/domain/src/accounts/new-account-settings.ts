export interface NewAccountNames {
  first_name: string;
  last_name: string;
  company: string;
  email: string;
}

/** Default quote number prefix: the first 3 letters of the contact first name, uppercased (spec part 2 §3). */
export function defaultQuoteNumberPrefix(firstName: string): string {
  return firstName.trim().slice(0, 3).toUpperCase();
}

/** Settings of a new account: its names copied into the asante, contact and shipping blocks (spec part 2 §5). */
export function newAccountSettings(names: NewAccountNames) {
  const { first_name, last_name, company, email } = names;
  return {
    excel_arrow_keys: false,
    numbers_calculator_show: false,
    auto_type_sign_type: true,
    sign_editing_top: false,
    quote_number_prefix: defaultQuoteNumberPrefix(first_name),
    asante_contact_info: { first_name, last_name, email },
    contact_info: { first_name, last_name, company, email },
    shipping_info: { first_name, last_name, company, email },
  };
}
