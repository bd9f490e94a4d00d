import { formatMoney } from '@signshop/domain';
import { AmountInput } from './AmountInput.tsx';
import type { AmountField, PurchaseOrderDraft } from './po-form.ts';

const AMOUNTS: { field: AmountField; label: string }[] = [
  { field: 'sales_tax', label: 'Sales Tax' },
  { field: 'shipping_charge', label: 'Shipping Charge' },
  { field: 'discount', label: 'Discount' },
];

function Figure({
  id,
  label,
  value,
  strong,
}: {
  id: string;
  label: string;
  value: number;
  strong?: boolean;
}) {
  return (
    <div
      className={`d-flex justify-content-between align-items-baseline ${strong ? 'fs-5 fw-semibold' : ''}`}
    >
      <span id={id}>{label}</span>
      <output aria-labelledby={id} className="po-figure">
        {formatMoney(value)}
      </output>
    </div>
  );
}

/** Sub total, the amounts added or taken off, and the order total, worked out as they are typed. */
export function TotalsPanel({
  draft,
  totals,
  onChange,
}: {
  draft: PurchaseOrderDraft;
  totals: { subTotal: number; total: number };
  onChange(changes: Partial<PurchaseOrderDraft>): void;
}) {
  return (
    <section aria-label="Totals" className="border rounded-3 bg-body-tertiary p-3">
      <div className="mb-2">
        <Figure id="po-sub-total" label="Sub Total" value={totals.subTotal} />
      </div>
      {AMOUNTS.map(({ field, label }) => (
        <AmountInput
          key={field}
          id={`po-${field}`}
          label={label}
          value={draft[field]}
          onChange={(value) => onChange({ [field]: value })}
          money
          inline
        />
      ))}
      <hr className="my-2" />
      <Figure id="po-total" label="Order Total" value={totals.total} strong />
    </section>
  );
}
