import { memo, type Dispatch } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { DateMaskInput } from '../../../../ui/DateMaskInput.tsx';
import { Suggest } from '../../../../ui/Suggest.tsx';
import { suggestCustomerNames } from '../queries.ts';
import type { EditorAction, EditorQuote, Numbering } from '../quote-editor-state.ts';

interface QuoteHeaderProps {
  quote: EditorQuote;
  dispatch: Dispatch<EditorAction>;
  staff: boolean;
  numbering: Numbering;
}

const identity = (name: string) => name;

function HeaderField(props: {
  id: string;
  label: string;
  field: 'job_name' | 'given_id';
  quote: EditorQuote;
  dispatch: Dispatch<EditorAction>;
}) {
  const { id, label, field, quote, dispatch } = props;
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={quote[field]}
        autoComplete="off"
        onChange={(event) => dispatch({ type: 'text', field, value: event.target.value })}
      />
    </Form.Group>
  );
}

/** Job Name, Customer Name (staff only, with suggestions), Quote Number and Date. */
export const QuoteHeader = memo(function QuoteHeader({
  quote,
  dispatch,
  staff,
  numbering,
}: QuoteHeaderProps) {
  return (
    <Row className="g-3 mb-4 quote-header">
      <Col md={staff ? 3 : 4}>
        <HeaderField id="quote-job-name" label="Job Name" field="job_name" {...{ quote, dispatch }} />
      </Col>
      {staff && (
        <Col md={3}>
          <Suggest
            id="quote-customer-name"
            label="Customer Name"
            value={quote.customer_name}
            onChange={(value) => dispatch({ type: 'customer', value, numbering })}
            suggest={suggestCustomerNames}
            textOf={identity}
          />
        </Col>
      )}
      <Col md={staff ? 3 : 4}>
        <HeaderField id="quote-number" label="Quote Number" field="given_id" {...{ quote, dispatch }} />
      </Col>
      <Col md={staff ? 3 : 4}>
        <DateMaskInput
          id="quote-date"
          label="Date"
          value={quote.quote_date}
          onChange={(value) => {
            if (value) dispatch({ type: 'date', value, numbering });
          }}
          onProblem={(problem) => dispatch({ type: 'dateProblem', problem })}
        />
      </Col>
      {!staff && (
        <Col xs={12}>
          <p className="text-body-secondary small mb-0">
            Customer: <strong className="text-body">{quote.customer_name}</strong>
          </p>
        </Col>
      )}
    </Row>
  );
});
