import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { parsePaymentAmount, type OwnBank, type JobInvoiceRow } from '@signshop/domain';
import { showError } from '../../platform/dialogs/message-dialog.tsx';
import { newPaymentKey, useMakePayment } from './mutations.ts';

/** The same sentence the server answers with, so a typo reads like any other refusal. */
export const AMOUNT_PROBLEM = 'Enter a payment above 0.00.';
export const NO_BANK_PROBLEM = 'Choose the bank to pay from (add one on the Banks page first).';

/** Payment, and Payment Method with Make Payment under it, of an invoice with something left to pay. */
export function PaymentCells({ row, banks }: { row: JobInvoiceRow; banks: OwnBank[] }) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState('');
  const pay = useMakePayment();
  const label = row.given_id || row.job_name;
  const nickName = method || banks[0]?.nick_name || '';

  const submit = () => {
    const payment = parsePaymentAmount(amount);
    if (payment === null) return void showError(AMOUNT_PROBLEM);
    if (!nickName) return void showError(NO_BANK_PROBLEM);
    pay.mutate(
      { id: row.id, payment, nick_name: nickName, idempotencyKey: newPaymentKey() },
      { onSuccess: () => setAmount('') },
    );
  };

  return (
    <>
      <td data-label="Payment">
        <Form.Control
          size="sm"
          className="billing-amount-input"
          inputMode="decimal"
          placeholder="0.00"
          aria-label={`Payment for ${label}`}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
        />
      </td>
      <td data-label="Payment Method">
        <div className="billing-method-stack">
          <Form.Select
            size="sm"
            className="billing-method-select"
            aria-label={`Payment method for ${label}`}
            value={nickName}
            onChange={(event) => setMethod(event.target.value)}
          >
            {banks.length === 0 && <option value="">No bank saved</option>}
            {banks.map((bank) => (
              <option key={bank.id} value={bank.nick_name}>
                {bank.nick_name}
              </option>
            ))}
          </Form.Select>
          <Button size="sm" disabled={pay.isPending} onClick={submit}>
            {pay.isPending ? 'Paying…' : 'Make Payment'}
          </Button>
        </div>
      </td>
    </>
  );
}
