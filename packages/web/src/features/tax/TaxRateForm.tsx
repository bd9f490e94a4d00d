import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TAX_RATE_NAME_MAX, taxRateInputSchema, type TaxRate } from '@signshop/domain';
import { DecimalInput } from '../../ui/DecimalInput.tsx';
import { showError, showMessage } from '../../platform/dialogs/message-dialog.tsx';
import { useRemoveTaxRate, useSaveTaxRate } from './mutations.ts';

export const PERCENT_PROBLEM = 'Percent must be a number from 0 to 100 with at most 4 decimals.';

/** The typed percent as a number, or null unless 0-100 with at most 4 decimals. */
export function parsePercent(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{0,4})?$/.test(trimmed)) return null;
  const percent = Number(trimmed);
  return percent <= 100 ? percent : null;
}

/** One rate's form (or the new rate's, without `rate`): name, percent, taxes shipping; Save and Remove. */
export function TaxRateForm({ rate }: { rate?: TaxRate }) {
  const key = rate ? `tax-${rate.id}` : 'tax-new';
  const [name, setName] = useState(rate?.name ?? '');
  const [percent, setPercent] = useState(rate ? String(rate.percent) : '');
  const [shipping, setShipping] = useState(rate?.taxes_shipping ?? false);
  const save = useSaveTaxRate();
  const remove = useRemoveTaxRate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePercent(percent);
    if (parsed === null) return void showError(PERCENT_PROBLEM);
    const body = taxRateInputSchema.safeParse({ name, percent: parsed, taxes_shipping: shipping });
    if (!body.success) return void showError('Name is required (at most 60 characters).');
    save.mutate(
      { id: rate?.id ?? null, body: body.data },
      {
        onSuccess: () => {
          if (rate) return;
          setName('');
          setPercent('');
          setShipping(false);
        },
      },
    );
  };
  const confirmRemove = async () => {
    if (!rate) return;
    const answer = await showMessage({
      title: 'Remove tax rate',
      message: `Remove ${rate.name}? Quotes saved with it keep their tax; companies with it as default get none.`,
      buttons: ['Yes', 'No'],
    });
    if (answer === 'Yes') remove.mutate(rate.id);
  };

  return (
    <Form
      onSubmit={submit}
      aria-label={rate ? `Tax rate ${rate.name}` : 'New tax rate'}
      className="row g-2 align-items-end border-bottom pb-3 mb-3"
    >
      <Form.Group className="col-12 col-md-5" controlId={`${key}-name`}>
        <Form.Label>Name</Form.Label>
        <Form.Control value={name} maxLength={TAX_RATE_NAME_MAX} onChange={(e) => setName(e.target.value)} />
      </Form.Group>
      <Form.Group className="col-6 col-md-2" controlId={`${key}-percent`}>
        <Form.Label>Percent</Form.Label>
        <DecimalInput
          value={percent}
          onChange={setPercent}
          invalid={percent !== '' && parsePercent(percent) === null}
          after="%"
        />
      </Form.Group>
      <Form.Group className="col-6 col-md-2 pb-2 text-nowrap" controlId={`${key}-shipping`}>
        <Form.Check
          label="Taxes shipping"
          checked={shipping}
          onChange={(e) => setShipping(e.target.checked)}
        />
      </Form.Group>
      <div className="col-12 col-md-3 d-flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {rate ? 'Save' : 'Add rate'}
        </Button>
        {rate && (
          <Button variant="outline-danger" onClick={() => void confirmRemove()} disabled={remove.isPending}>
            Remove
          </Button>
        )}
      </div>
    </Form>
  );
}
