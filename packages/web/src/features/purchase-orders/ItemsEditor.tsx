import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { formatMoney } from '@signshop/domain';
import { Suggest } from '../../ui/Suggest.tsx';
import { AmountInput } from './AmountInput.tsx';
import { pickedJob, pickedPastItem, typedJobName, unitPriceText, type ItemDraft } from './po-form.ts';
import { searchJobs, searchPastItems } from './queries.ts';

interface ItemsEditorProps {
  items: ItemDraft[];
  /** Line totals in dollars, in the order of `items`. */
  lines: number[];
  onItemChange(key: string, changes: Partial<Omit<ItemDraft, 'key'>>): void;
  onAdd(): void;
  onRemove(key: string): void;
}

/** Column headings on wide screens; on narrow ones each field carries its own label. */
const HEADINGS = [
  { label: 'Item Number', lg: 2 },
  { label: 'Description', lg: 3 },
  { label: 'Job', lg: 3 },
  { label: 'Quantity', lg: 1 },
  { label: 'Unit Price', lg: 1 },
  { label: 'Line Total', lg: 1, end: true },
];

function ItemRow({
  item,
  index,
  line,
  onItemChange,
  onRemove,
}: { item: ItemDraft; index: number; line: number } & Pick<ItemsEditorProps, 'onItemChange' | 'onRemove'>) {
  const id = `po-${item.key}`;
  const change = (changes: Partial<ItemDraft>) => onItemChange(item.key, changes);
  return (
    <Row role="group" aria-label={`Item ${index + 1}`} className="po-item g-2 align-items-start">
      <Col xs={5} sm={4} lg={2}>
        <Form.Group controlId={`${id}-number`}>
          <Form.Label>Item Number</Form.Label>
          <Form.Control
            value={item.item_number}
            onChange={(event) => change({ item_number: event.target.value })}
          />
        </Form.Group>
      </Col>
      <Col xs={7} sm={8} lg={3}>
        <Suggest
          id={`${id}-description`}
          label="Description"
          value={item.description}
          onChange={(description) => change({ description })}
          suggest={searchPastItems}
          textOf={(past) => past.description}
          detailOf={(past) => [past.item_number, unitPriceText(past.unit_price)].filter(Boolean).join(' · ')}
          onPick={(past) => change(pickedPastItem(item, past))}
        />
      </Col>
      <Col xs={12} lg={3}>
        <Suggest
          id={`${id}-job`}
          label="Job"
          value={item.job_name}
          onChange={(jobName) => change(typedJobName(jobName))}
          suggest={searchJobs}
          textOf={(quote) => quote.job_name}
          detailOf={(quote) => [quote.given_id, quote.customer_name].filter(Boolean).join(' · ')}
          onPick={(quote) => change(pickedJob(quote))}
        />
        {item.quote_id !== null && (
          <Link to={`/quote/${item.quote_id}`} className="po-item-job small">
            Quote #{item.quote_id}
          </Link>
        )}
      </Col>
      <Col xs={4} lg={1}>
        <AmountInput
          id={`${id}-quantity`}
          label="Quantity"
          value={item.quantity}
          onChange={(quantity) => change({ quantity })}
        />
      </Col>
      <Col xs={4} lg={1}>
        <AmountInput
          id={`${id}-price`}
          label="Unit Price"
          value={item.unit_price}
          onChange={(unit_price) => change({ unit_price })}
        />
      </Col>
      <Col xs={4} lg={1} className="text-end">
        <div className="form-label" id={`${id}-total-label`}>
          Line Total
        </div>
        <output aria-labelledby={`${id}-total-label`} className="po-line-total d-block fw-medium">
          {formatMoney(line)}
        </output>
      </Col>
      <Col xs={12} lg={1} className="text-end po-item-remove">
        <Button
          variant="outline-danger"
          size="sm"
          aria-label={`Remove item ${index + 1}`}
          onClick={() => onRemove(item.key)}
        >
          Remove
        </Button>
      </Col>
    </Row>
  );
}

/** The lines of the order: number, description (past items suggested), job, quantity, price. */
export function ItemsEditor({ items, lines, onItemChange, onAdd, onRemove }: ItemsEditorProps) {
  return (
    <section aria-labelledby="po-items-heading" className="mb-4">
      <h2 id="po-items-heading" className="h5 mb-3">
        Items
      </h2>
      <div className="po-items border rounded-3">
        <Row className="po-items-head g-2 d-none d-lg-flex" aria-hidden="true">
          {HEADINGS.map(({ label, lg, end }) => (
            <Col key={label} lg={lg} className={end ? 'text-end' : undefined}>
              {label}
            </Col>
          ))}
        </Row>
        {items.map((item, index) => (
          <ItemRow
            key={item.key}
            item={item}
            index={index}
            line={lines[index] ?? 0}
            onItemChange={onItemChange}
            onRemove={onRemove}
          />
        ))}
      </div>
      <Button variant="outline-primary" className="mt-2" onClick={onAdd}>
        <span aria-hidden="true">+ </span>Add item
      </Button>
    </section>
  );
}
