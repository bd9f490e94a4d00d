import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  encryptBankField,
  IDEMPOTENCY_KEY_HEADER,
  type BankDeletedReply,
  type OwnBank,
  type BankPublicKeyReply,
  type CompanyBank,
  type JobInvoicePage,
  type JobInvoiceRow,
  type PaymentEntriesPage,
} from '@signshop/domain';
import { api, ApiError } from '../../platform/api/api-client.ts';
import { showError } from '../../platform/dialogs/message-dialog.tsx';
import { billingKeys } from './billing-keys.ts';

/** What the user types on /payment/edit; the last three are encrypted before they leave the browser. */
export interface BankForm {
  nick_name: string;
  ada_routing_number: string;
  account_number: string;
  account_title: string;
}

/**
 * Fetches the shop's public key (a missing key answers with the server's message), encrypts the
 * three private fields with RSA-OAEP in the browser, then saves; only ciphertext is sent.
 */
export async function encryptBank(form: BankForm) {
  const { public_key } = await api.get<BankPublicKeyReply>('/api/bank/public_key');
  const [ada_routing_number, account_number, account_title] = await Promise.all(
    [form.ada_routing_number, form.account_number, form.account_title].map((clear) =>
      encryptBankField(public_key, clear),
    ),
  );
  return { nick_name: form.nick_name.trim(), ada_routing_number, account_number, account_title };
}

export function useAddBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: BankForm) => api.post<OwnBank>('/api/bank/', await encryptBank(form)),
    onSuccess: (bank) => {
      queryClient.setQueryData<OwnBank[]>(billingKeys.banks(), (banks) => [
        ...(banks ?? []).filter((b) => b.id !== bank.id),
        bank,
      ]);
    },
  });
}

/**
 * Deletes a bank. The row leaves the list at once and is not put back when the call fails: the
 * Error dialog says what happened and a reload shows the truth.
 */
export function useDeleteBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<BankDeletedReply>(`/api/bank/${id}`),
    onMutate: (id) => {
      queryClient.setQueryData<OwnBank[]>(billingKeys.banks(), (banks) =>
        banks?.filter((bank) => bank.id !== id),
      );
    },
  });
}

/** Admin: clears a bank's three private fields for good. */
export function useRemoveBankInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<CompanyBank>(`/api/bank/remove_private_info/${id}`),
    onSuccess: (cleared) => {
      queryClient.setQueriesData<CompanyBank[]>(
        { queryKey: [...billingKeys.all, 'company-banks'] },
        (banks) => banks?.map((bank) => (bank.id === cleared.id ? { ...bank, ...cleared } : bank)),
      );
    },
  });
}

/** Puts a row the server sent back into every cached page, where it is already listed. */
function useReplaceRow() {
  const queryClient = useQueryClient();
  return (row: JobInvoiceRow) => {
    queryClient.setQueriesData<JobInvoicePage>(
      { queryKey: [...billingKeys.all, 'invoices'] },
      (page) => page && { ...page, jobs: page.jobs.map((old) => (old.id === row.id ? row : old)) },
    );
    queryClient.setQueriesData<PaymentEntriesPage>(
      { queryKey: [...billingKeys.all, 'payments'] },
      (page) =>
        page && {
          ...page,
          payments: page.payments.map((line) =>
            line.job.id === row.id
              ? { ...line, job: row, entry: row.payment_history[line.index] ?? line.entry }
              : line,
          ),
        },
    );
  };
}

/** One payment click: the key goes with every attempt of that click, so a retry never pays twice. */
export interface PaymentClick {
  id: number;
  payment: number;
  nick_name: string;
  idempotencyKey: string;
}

/** A fresh key for one click of Make Payment. */
export const newPaymentKey = () => crypto.randomUUID();

/** Attempts of one payment click that got no answer at all (the reply may be lost after the commit). */
export const PAYMENT_ATTEMPTS = 3;

/**
 * Pays part or all of an invoice from one of the company's banks; the pages and their totals load
 * again afterwards.
 * A call that got no answer is sent again with the same Idempotency-Key (the server answers a
 * repeat with the first result), and only the last failure is shown.
 */
export function useMakePayment() {
  const queryClient = useQueryClient();
  const replaceRow = useReplaceRow();
  return useMutation({
    mutationFn: ({ id, payment, nick_name, idempotencyKey }: PaymentClick) =>
      api.post<JobInvoiceRow>(
        `/api/job/${id}/payment`,
        { payment, nick_name },
        { silent: true, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
      ),
    retry: (failures, error) =>
      failures < PAYMENT_ATTEMPTS - 1 && error instanceof ApiError && error.status === 0,
    retryDelay: (failures) => 500 * 2 ** failures,
    onSuccess: (row) => {
      replaceRow(row);
      void queryClient.invalidateQueries({ queryKey: [...billingKeys.all, 'invoices'] });
      void queryClient.invalidateQueries({ queryKey: [...billingKeys.all, 'payments'] });
    },
    onError: (error) => void showError(error.message),
  });
}

/**
 * Admin confirmation of one payment-history entry (`index` given) or of the whole job; saved at
 * once. The row stays on screen with its new tick, so a slip can be undone before leaving the page.
 */
export function useConfirmPayment() {
  const replaceRow = useReplaceRow();
  return useMutation({
    mutationFn: ({ id, index, admin_paid }: { id: number; index?: number; admin_paid: boolean }) =>
      index === undefined
        ? api.put<JobInvoiceRow>(`/api/job/${id}/admin_paid`, { admin_paid })
        : api.put<JobInvoiceRow>(`/api/job/${id}/payment_history/${index}`, { admin_paid }),
    onSuccess: replaceRow,
  });
}
