import { memo, type Dispatch } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { formatMoney, fromCents, isNumeric, type QuotePrice } from '@signshop/domain';
import { DecimalInput } from '../../../../ui/DecimalInput.tsx';
import type { AdjustmentRow, EditorAction } from '../quote-editor-state.ts';

interface AdjustmentsSectionProps {
  adjustments: AdjustmentRow[];
  shipping: string;
  price: QuotePrice;
  dispatch: Dispatch<EditorAction>;
}

const money = (cents: number) => formatMoney(fromCents(cents));

/** A number typed with its unit beside it; marked invalid while it is not a number. */
function AmountInput(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  before?: string;
  after?: string;
}) {
  return (
    <DecimalInput
      size="sm"
      aria-label={props.label}
      autoComplete={undefined}
      className="text-end"
      value={props.value}
      invalid={!isNumeric(props.value)}
      onChange={props.onChange}
      before={props.before}
      after={props.after}
    />
  );
}

/** Adjustments (Label, Percent, Dollar), shipping cost, and the quote total beside them. */
export const AdjustmentsSection = memo(function AdjustmentsSection({
  adjustments,
  shipping,
  price,
  dispatch,
}: AdjustmentsSectionProps) {
  return (
    <Row className="g-4 mb-4">
      <Col lg={7}>
        <section aria-labelledby="adjustments-heading">
          <h2 id="adjustments-heading" className="h5">
            Adjustments
          </h2>
          {adjustments.length === 0 && (
            <p className="text-body-secondary small">
              No adjustments. Add one for a discount or a surcharge.
            </p>
          )}
          {adjustments.map((row, index) => {
            const n = index + 1;
            const edit = (field: 'label' | 'percent' | 'dollar') => (value: string) =>
              dispatch({ type: 'adjustment', index, field, value });
            return (
              <Row key={row.key} className="g-2 mb-2 align-items-center">
                <Col xs={12} sm={5}>
                  <Form.Control
                    size="sm"
                    aria-label={`Adjustment ${n} Label`}
                    value={row.label}
                    onChange={(e) => edit('label')(e.target.value)}
                  />
                </Col>
                <Col xs={5} sm={3}>
                  <AmountInput
                    label={`Adjustment ${n} Percent`}
                    value={row.percent}
                    onChange={edit('percent')}
                    after="%"
                  />
                </Col>
                <Col xs={5} sm={3}>
                  <AmountInput
                    label={`Adjustment ${n} Dollar`}
                    value={row.dollar}
                    onChange={edit('dollar')}
                    before="$"
                  />
                </Col>
                <Col xs={2} sm={1} className="text-end">
                  <Button
                    variant="outline-danger"
                    size="sm"
                    aria-label={`Remove adjustment ${n}`}
                    onClick={() => dispatch({ type: 'removeAdjustment', index })}
                  >
                    ✕
                  </Button>
                </Col>
              </Row>
            );
          })}
          <Button variant="outline-primary" size="sm" onClick={() => dispatch({ type: 'addAdjustment' })}>
            + Add Adjustment
          </Button>
          <Form.Group controlId="quote-shipping-cost" className="mt-3" style={{ maxWidth: '14rem' }}>
            <Form.Label>Shipping Cost</Form.Label>
            <div className="input-group">
              <span className="input-group-text">$</span>
              <Form.Control
                inputMode="decimal"
                className="text-end"
                value={shipping}
                isInvalid={!isNumeric(shipping)}
                onChange={(e) => dispatch({ type: 'shipping', value: e.target.value })}
              />
            </div>
          </Form.Group>
        </section>
      </Col>
      <Col lg={5}>
        <section className="quote-totals border rounded-3 p-3 bg-body-tertiary" aria-label="Quote totals">
          <dl className="row mb-0">
            <dt className="col-7 fw-normal">Signs</dt>
            <dd className="col-5 text-end mb-1">{money(price.signsTotalCents)}</dd>
            <dt className="col-7 fw-normal">Adjustments ({price.adjustmentPercent}%)</dt>
            <dd className="col-5 text-end mb-1">{money(price.adjustmentPercentCents)}</dd>
            <dt className="col-7 fw-normal">Adjustments ($)</dt>
            <dd className="col-5 text-end mb-1">{money(price.adjustmentDollarCents)}</dd>
            <dt className="col-7 fw-normal">Shipping</dt>
            <dd className="col-5 text-end mb-2">{money(price.shippingCents)}</dd>
            <dt className="col-7 border-top pt-2 h5 mb-0">Total</dt>
            <dd className="col-5 border-top pt-2 text-end h5 mb-0" data-testid="quote-total">
              {money(price.totalCents)}
            </dd>
          </dl>
        </section>
      </Col>
    </Row>
  );
});
