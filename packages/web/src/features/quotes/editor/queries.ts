import { useQuery } from '@tanstack/react-query';
import type {
  AddonsReply,
  ContactBlock,
  ContactSuggestionBody,
  ContactSuggestionsReply,
  CustomerNamesReply,
  QuoteReply,
  SignTypesReply,
  StaffContactsReply,
} from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';

export const quoteEditorKeys = {
  signTypes: ['quote', 'signtypes'] as const,
  addons: (typeId: number) => ['quote', 'addons', typeId] as const,
  quote: (id: number) => ['quote', 'one', id] as const,
};

/** Every process, outdated ones included, in the order the server sends them. */
export function useSignTypes() {
  return useQuery({
    queryKey: quoteEditorKeys.signTypes,
    queryFn: async () => (await api.get<SignTypesReply>('/api/quote/signtypes')).types,
    staleTime: 5 * 60_000,
  });
}

/** The add-ons offered for a process (its own and All), in use. */
export function fetchAddons(typeId: number) {
  return api.get<AddonsReply>(`/api/quote/addons/${typeId}`).then((data) => data.addons);
}

export function useQuote(id: number | null) {
  return useQuery({
    queryKey: quoteEditorKeys.quote(id ?? 0),
    queryFn: async () => (await api.get<QuoteReply>(`/api/quote/${id}`)).quote,
    enabled: id !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}

const enc = encodeURIComponent;

export async function suggestCustomerNames(text: string) {
  return (await api.get<CustomerNamesReply>(`/api/quote/customerName/${enc(text)}`)).customer_names;
}

export type SuggestedBlock = ContactBlock;

export async function suggestContacts(where: SuggestedBlock, customerName: string, firstName: string) {
  const body: ContactSuggestionBody = {
    where_variable: where,
    customer_name: customerName,
    first_name: firstName,
  };
  return (await api.post<ContactSuggestionsReply>('/api/quote/contactInformation', body)).info;
}

export async function suggestStaffContacts(text: string) {
  return (await api.get<StaffContactsReply>(`/api/quote/asanteContactInformation/${enc(text)}`)).info;
}
