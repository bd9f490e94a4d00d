import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { TEXT_MAX } from '@signshop/domain';

const labels = { first_name: 'First name', last_name: 'Last name', company: 'Company', email: 'Email' };
type Field = keyof typeof labels;

interface ContactFieldsProps<T extends Partial<Record<Field, string>>> {
  legend: string;
  idPrefix: string;
  value: T;
  onChange: (value: T) => void;
}

/** One names block of the settings: contact, shipping or staff contact info. */
export function ContactFields<T extends Partial<Record<Field, string>>>({
  legend,
  idPrefix,
  value,
  onChange,
}: ContactFieldsProps<T>) {
  const fields = (Object.keys(labels) as Field[]).filter((field) => field in value);
  return (
    <fieldset className="mb-4">
      <legend className="h5">{legend}</legend>
      <Row className="g-2">
        {fields.map((field) => (
          <Col sm={6} key={field}>
            <Form.Group controlId={`${idPrefix}-${field}`}>
              <Form.Label>{labels[field]}</Form.Label>
              <Form.Control
                type={field === 'email' ? 'email' : 'text'}
                maxLength={TEXT_MAX.settingsContact}
                value={value[field] ?? ''}
                onChange={(event) => onChange({ ...value, [field]: event.target.value })}
              />
            </Form.Group>
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}
