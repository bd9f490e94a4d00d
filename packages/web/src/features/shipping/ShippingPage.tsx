import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { SHIPPING_METHODS, todayJustDate } from '@signshop/domain';
import { JobWork, useCanWorkOnJobs } from '../job/JobWork.tsx';
import { JobStagePage } from '../job/JobStagePage.tsx';
import type { JobQuote } from '../job/queries.ts';
import { useLeaveGuard } from '../../platform/use-leave-guard.ts';
import { useSaveShipping } from './mutations.ts';
import { ShippedFields, ShippingSaveFooter } from './ShippedFields.tsx';
import {
  addTrackingNumber,
  removeTrackingNumber,
  shippingChanged,
  shippedProblem,
  shippingFormOf,
  shippingSaveBody,
  toggleShipped,
} from './shipping-form.ts';

/** /shipping/{id}: tracking numbers, shipping method and the shipped flag with its date. */
export function ShippingPage() {
  // Outside the editor: a save loads the new version, which starts the editor over.
  const [saved, setSaved] = useState(false);
  return (
    <JobStagePage stage="shipping" title="Shipping and Billing">
      {(quote) => <ShippingEditor key={quote.version} quote={quote} saved={saved} onSaved={setSaved} />}
    </JobStagePage>
  );
}

const LEAVE_MESSAGE = 'This shipping information has changes that are not saved. Leave without saving them?';

interface ShippingEditorProps {
  quote: JobQuote;
  saved: boolean;
  onSaved(saved: boolean): void;
}

function ShippingEditor({ quote, saved, onSaved }: ShippingEditorProps) {
  const [form, setForm] = useState(() => shippingFormOf(quote));
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const save = useSaveShipping(quote.id);
  const canWork = useCanWorkOnJobs();
  useLeaveGuard(shippingChanged(quote, addTrackingNumber(form, typed)), LEAVE_MESSAGE);

  const edit = (next: typeof form) => {
    setForm(next);
    setProblem('');
    onSaved(false);
  };
  const addTyped = () => {
    edit(addTrackingNumber(form, typed));
    setTyped('');
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // A number typed but not added yet is saved too.
        const withTyped = addTrackingNumber(form, typed);
        const issue = shippedProblem(withTyped);
        if (issue) {
          setProblem(issue);
          return;
        }
        setForm(withTyped);
        setTyped('');
        save.mutate(shippingSaveBody(withTyped, quote.version), { onSuccess: () => onSaved(true) });
      }}
    >
      <JobWork>
        <div className="row g-4 mb-4">
          <div className="col-12 col-lg-6">
            <Card className="h-100">
              <Card.Body>
                <Card.Title as="h2" className="h6 mb-3">
                  Tracking Numbers
                </Card.Title>
                {form.tracking_number.length === 0 ? (
                  <p className="text-body-secondary small">No tracking numbers yet.</p>
                ) : (
                  <ul className="list-group mb-3" aria-label="Tracking numbers">
                    {form.tracking_number.map((number, index) => (
                      <li key={number} className="list-group-item d-flex align-items-center gap-2">
                        <span className="font-monospace text-break me-auto">{number}</span>
                        <Button
                          size="sm"
                          variant="outline-danger"
                          aria-label={`Remove ${number}`}
                          onClick={() => edit(removeTrackingNumber(form, index))}
                        >
                          Remove
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
                <Form.Label htmlFor="tracking-new">New Tracking Number</Form.Label>
                <div className="d-flex gap-2">
                  <Form.Control
                    id="tracking-new"
                    value={typed}
                    maxLength={100}
                    autoComplete="off"
                    onChange={(event) => setTyped(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        addTyped();
                      }
                    }}
                  />
                  <Button variant="outline-primary" disabled={!typed.trim()} onClick={addTyped}>
                    Add
                  </Button>
                </div>
              </Card.Body>
            </Card>
          </div>
          <div className="col-12 col-lg-6">
            <Card className="h-100">
              <Card.Body>
                <Card.Title as="h2" className="h6 mb-3">
                  Shipment
                </Card.Title>
                <Form.Group className="mb-3" controlId="shipping-method" style={{ maxWidth: '16rem' }}>
                  <Form.Label>Shipping Method</Form.Label>
                  <Form.Select
                    value={form.shipping_method}
                    onChange={(event) => edit({ ...form, shipping_method: event.target.value })}
                  >
                    <option value="">—</option>
                    {form.shipping_method &&
                      !(SHIPPING_METHODS as readonly string[]).includes(form.shipping_method) && (
                        <option value={form.shipping_method}>{form.shipping_method}</option>
                      )}
                    {SHIPPING_METHODS.map((method) => (
                      <option key={method} value={method}>
                        {method}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
                <ShippedFields
                  idPrefix="shipping"
                  state={form}
                  onShipped={(checked) => edit(toggleShipped(form, checked, todayJustDate()))}
                  onDate={(shipped_date) => edit({ ...form, shipped_date })}
                />
              </Card.Body>
            </Card>
          </div>
        </div>
      </JobWork>
      {canWork && (
        <ShippingSaveFooter
          quoteId={quote.id}
          problem={problem}
          error={save.error}
          saving={save.isPending}
          saved={saved}
        />
      )}
    </Form>
  );
}
