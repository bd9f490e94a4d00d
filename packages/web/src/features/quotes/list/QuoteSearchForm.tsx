import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { DateMaskInput } from '../../../ui/DateMaskInput.tsx';
import { EMPTY_TERMS, type SearchTerms } from './list-search.ts';
import { ApprovalStateFilter } from '../../approvals/ApprovalStateFilter.tsx';

interface QuoteSearchFormProps {
  /** The terms of the search on screen; the form starts from them. */
  terms: SearchTerms;
  onSearch(terms: SearchTerms): void;
}

type TextField = 'given_id' | 'customer_name' | 'job_name';
/** On a phone the two short fields share a row; from lg up every field is in one or two rows. */
const TEXT_FIELDS: { field: TextField; label: string; xs: number; sm: number }[] = [
  { field: 'given_id', label: 'Quote Number', xs: 6, sm: 6 },
  { field: 'customer_name', label: 'Customer Name', xs: 6, sm: 6 },
  { field: 'job_name', label: 'Job Name', xs: 12, sm: 12 },
];
const DATE_FIELDS = [
  { end: 'min', label: 'Min Date' },
  { end: 'max', label: 'Max Date' },
] as const;

/** The search fields of the quote list; the search runs on submit (Enter or Search). */
export function QuoteSearchForm({ terms, onSearch }: QuoteSearchFormProps) {
  const [draft, setDraft] = useState<SearchTerms>(terms);
  // Clear starts the date fields over: a partly typed date has no value to clear.
  const [clears, setClears] = useState(0);
  // Why a date field's text is not a date: the search does not run while one is not.
  const [dateProblems, setDateProblems] = useState<Record<'min' | 'max', string | null>>({
    min: null,
    max: null,
  });
  const [refused, setRefused] = useState<string | null>(null);
  const setDate = (end: 'min' | 'max', value: string | null) => {
    const { [end]: _old, ...rest } = draft.quote_date;
    setDraft({ ...draft, quote_date: value ? { ...rest, [end]: value } : rest });
  };
  const trimmed = (): SearchTerms => ({
    ...draft,
    given_id: draft.given_id.trim(),
    customer_name: draft.customer_name.trim(),
    job_name: draft.job_name.trim(),
  });

  return (
    <Form
      role="search"
      aria-label="Search quotes"
      className="border rounded-3 bg-body-tertiary p-3 mb-4"
      onSubmit={(event) => {
        event.preventDefault();
        const wrong = DATE_FIELDS.find(({ end }) => dateProblems[end] !== null);
        if (wrong) {
          setRefused(`${wrong.label}: ${dateProblems[wrong.end]}`);
          document.getElementById(`quote-search-${wrong.end}-date`)?.focus();
          return;
        }
        setRefused(null);
        onSearch(trimmed());
      }}
    >
      <Row className="g-3 align-items-end">
        {TEXT_FIELDS.map(({ field, label, xs, sm }) => (
          <Col key={field} xs={xs} sm={sm} lg={4} xl>
            <Form.Group controlId={`quote-search-${field}`}>
              <Form.Label>{label}</Form.Label>
              <Form.Control
                type="search"
                value={draft[field]}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
            </Form.Group>
          </Col>
        ))}
        {DATE_FIELDS.map(({ end, label }) => (
          <Col key={end} xs={6} sm={6} lg={4} xl={2}>
            <DateMaskInput
              key={clears}
              id={`quote-search-${end}-date`}
              label={label}
              value={draft.quote_date[end] ?? null}
              onChange={(value) => setDate(end, value)}
              onProblem={(problem) => setDateProblems((was) => ({ ...was, [end]: problem }))}
            />
          </Col>
        ))}
        <Col xs={12} sm={6} lg={4} xl={2}>
          <ApprovalStateFilter
            value={draft.approval_state}
            onChange={(approval_state) => setDraft({ ...draft, approval_state })}
          />
        </Col>
        <Col xs={12} lg={4} xl="auto" className="d-flex gap-2">
          <Button type="submit" className="flex-grow-1">
            Search
          </Button>
          <Button
            variant="outline-secondary"
            onClick={() => {
              setDraft(EMPTY_TERMS);
              setClears(clears + 1);
              setRefused(null);
              onSearch(EMPTY_TERMS);
            }}
          >
            Clear
          </Button>
        </Col>
      </Row>
      {refused && (
        <p role="alert" className="text-danger small mt-2 mb-0">
          Not searched. {refused}
        </p>
      )}
    </Form>
  );
}
