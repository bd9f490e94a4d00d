import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { DateMaskInput } from '../../ui/DateMaskInput.tsx';
import { DATE_FIELD_LABELS, DATE_FIELDS, type PoListSearch } from './list-search.ts';
import type { DateField } from './po-form.ts';

interface PoSearchFormProps {
  /** The search on screen; the form starts from it. */
  search: PoListSearch;
  /** What Clear goes back to. */
  cleared: PoListSearch;
  onSearch(search: PoListSearch): void;
}

const ENDS = [
  { end: 'min', label: 'From' },
  { end: 'max', label: 'To' },
] as const;

/** Vendor name and a date range on a chosen date field; the search runs on submit. */
export function PoSearchForm({ search, cleared, onSearch }: PoSearchFormProps) {
  const [draft, setDraft] = useState(search);
  const setEnd = (end: 'min' | 'max', value: string | null) => {
    const { [end]: _old, ...rest } = draft;
    setDraft(value ? { ...rest, [end]: value } : rest);
  };
  return (
    <Form
      role="search"
      aria-label="Search purchase orders"
      className="border rounded-3 bg-body-tertiary p-3 mb-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ ...draft, vendor: draft.vendor.trim() });
      }}
      onReset={(event) => {
        event.preventDefault();
        setDraft(cleared);
        onSearch(cleared);
      }}
    >
      <Row className="g-3 align-items-end">
        <Col xs={12} md={6} xl={3}>
          <Form.Group controlId="po-search-vendor">
            <Form.Label>Vendor Name</Form.Label>
            <Form.Control
              type="search"
              value={draft.vendor}
              onChange={(event) => setDraft({ ...draft, vendor: event.target.value })}
            />
          </Form.Group>
        </Col>
        <Col xs={12} md={6} xl={3}>
          <Form.Group controlId="po-search-field">
            <Form.Label>Date Field</Form.Label>
            <Form.Select
              value={draft.date_field}
              onChange={(event) => setDraft({ ...draft, date_field: event.target.value as DateField })}
            >
              {DATE_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {DATE_FIELD_LABELS[field]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        {ENDS.map(({ end, label }) => (
          <Col key={end} xs={6} md={3} xl={2}>
            <DateMaskInput
              id={`po-search-${end}`}
              label={label}
              value={draft[end] ?? null}
              onChange={(value) => setEnd(end, value)}
            />
          </Col>
        ))}
        <Col xs={12} md={6} xl={2} className="d-flex gap-2">
          <Button type="submit" className="flex-grow-1">
            Search
          </Button>
          <Button type="reset" variant="outline-secondary">
            Clear
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
