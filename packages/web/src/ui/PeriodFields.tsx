import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { DateMaskInput } from './DateMaskInput.tsx';

/** A period as typed: two days, each empty (null) or possibly partial while the user types. */
export interface TypedPeriod {
  from: string | null;
  to: string | null;
}

/** From and To of a report's period, each with its problem (if any) under it. */
export function PeriodFields({
  idPrefix,
  period,
  problems,
  onChange,
}: {
  idPrefix: string;
  period: TypedPeriod;
  problems: Partial<Record<keyof TypedPeriod, string>>;
  onChange: (period: TypedPeriod) => void;
}) {
  return (
    <Row className="g-2" xs={1} sm={2} lg={4}>
      {(['from', 'to'] as const).map((field) => (
        <Col key={field}>
          <DateMaskInput
            id={`${idPrefix}-${field}`}
            label={field === 'from' ? 'From' : 'To'}
            value={period[field]}
            onChange={(value) => onChange({ ...period, [field]: value })}
          />
          {problems[field] && (
            <Form.Text className="text-danger d-block" role="alert">
              {problems[field]}
            </Form.Text>
          )}
        </Col>
      ))}
    </Row>
  );
}
