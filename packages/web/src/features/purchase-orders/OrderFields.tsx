import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { DateMaskInput } from '../../ui/DateMaskInput.tsx';
import { Suggest } from '../../ui/Suggest.tsx';
import { DATE_FIELD_LABELS, DATE_FIELDS } from './list-search.ts';
import { listSuggestions, type PurchaseOrderDraft, type TextField } from './po-form.ts';
import { useShopIdentity } from '../shop/queries.ts';

interface OrderFieldsProps {
  draft: PurchaseOrderDraft;
  onChange(changes: Partial<PurchaseOrderDraft>): void;
  /** Terms and ship via used on past orders, suggested after the fixed lists. */
  past: { terms: string[]; ship_via: string[] };
}

const SUGGESTED = [
  { field: 'terms', label: 'Terms' },
  { field: 'ship_via', label: 'Ship Via' },
] as const;

/** The shop's own address field is labelled with the shop's name (API: asante_shipping_address). */
const addressFields = (shopName: string) =>
  [
    { field: 'asante_shipping_address', label: `${shopName} Shipping Address` },
    { field: 'vendor_shipping_address', label: 'Vendor Shipping Address' },
  ] as const;

function TextInput({
  field,
  label,
  draft,
  onChange,
}: { field: TextField; label: string } & OrderFieldsProps) {
  return (
    <Form.Group controlId={`po-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control value={draft[field]} onChange={(event) => onChange({ [field]: event.target.value })} />
    </Form.Group>
  );
}

/** Vendor, terms, ship via, who orders, the four dates and both shipping addresses. */
export function OrderFields(props: OrderFieldsProps) {
  const { draft, onChange, past } = props;
  const shopName = useShopIdentity().data?.name || 'Shop';
  return (
    <section aria-labelledby="po-order-heading" className="mb-4">
      <h2 id="po-order-heading" className="h5 mb-3">
        Vendor and dates
      </h2>
      <Row className="g-3 align-items-end">
        <Col xs={12} md={6} lg={3}>
          <TextInput field="vendor_name" label="Vendor Name" {...props} />
        </Col>
        {SUGGESTED.map(({ field, label }) => (
          <Col key={field} xs={6} lg={3}>
            <Suggest
              id={`po-${field}`}
              label={label}
              value={draft[field]}
              onChange={(value) => onChange({ [field]: value })}
              suggest={(typed) => Promise.resolve(listSuggestions(field, past[field], typed))}
              textOf={(value) => value}
            />
          </Col>
        ))}
        <Col xs={12} md={6} lg={3}>
          <TextInput field="order_by" label="Order By" {...props} />
        </Col>
        {DATE_FIELDS.map((field) => (
          <Col key={field} xs={6} lg={3}>
            <DateMaskInput
              id={`po-${field}`}
              label={DATE_FIELD_LABELS[field]}
              value={draft[field]}
              onChange={(value) => onChange({ [field]: value })}
            />
          </Col>
        ))}
        {addressFields(shopName).map(({ field, label }) => (
          <Col key={field} xs={12} md={6}>
            <Form.Group controlId={`po-${field}`}>
              <Form.Label>{label}</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                value={draft[field]}
                onChange={(event) => onChange({ [field]: event.target.value })}
              />
            </Form.Group>
          </Col>
        ))}
      </Row>
    </section>
  );
}
