import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PAGE_COUNT_CHOICES, pageFieldText, pageTotal, showingText } from './pager-text.ts';

interface ListPagerProps {
  /** 0-based, as the API counts. */
  page: number;
  pageCount: number;
  count: number;
  onPage(page: number): void;
  onPageCount(pageCount: number): void;
  /** What the list holds, plural and lower case ('tasks'): its empty text and the fields' ids say it. */
  items: string;
}

/** The Page field (1-based for people), Previous, Next, Items Per Page and "Showing 11–20 of 57". */
export function ListPager({ page, pageCount, count, onPage, onPageCount, items }: ListPagerProps) {
  const idPrefix = items.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const pages = pageTotal(count, pageCount);
  const [typed, setTyped] = useState({ page, text: String(page + 1) });
  if (typed.page !== page) setTyped({ page, text: String(page + 1) });

  const goTyped = () => {
    const wanted = Number(typed.text);
    if (!Number.isInteger(wanted) || wanted < 1) return setTyped({ page, text: String(page + 1) });
    const next = Math.min(wanted, pages) - 1;
    if (next === page) setTyped({ page, text: String(page + 1) });
    else onPage(next);
  };
  const choices = PAGE_COUNT_CHOICES.some((choice) => choice === pageCount)
    ? PAGE_COUNT_CHOICES
    : [...PAGE_COUNT_CHOICES, pageCount].sort((a, b) => a - b);

  return (
    <nav
      aria-label="Pages"
      className="d-flex flex-wrap align-items-center justify-content-between gap-3 mt-3"
    >
      <div className="text-body-secondary" role="status">
        {showingText(page, pageCount, count, items)}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button variant="outline-secondary" size="sm" disabled={page <= 0} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true">‹</span> Previous
        </Button>
        <Form
          className="d-flex align-items-center gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            goTyped();
          }}
        >
          <Form.Label htmlFor={`${idPrefix}-page`} className="mb-0 small">
            Page
          </Form.Label>
          <Form.Control
            id={`${idPrefix}-page`}
            size="sm"
            type="number"
            min={1}
            max={pages}
            inputMode="numeric"
            value={typed.text}
            onChange={(event) => setTyped({ page, text: pageFieldText(event.target.value, pages) })}
            onBlur={goTyped}
            style={{ width: '4.5rem' }}
          />
          <span className="small text-body-secondary text-nowrap">of {pages}</span>
        </Form>
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={page + 1 >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next <span aria-hidden="true">›</span>
        </Button>
        <Form.Group controlId={`${idPrefix}-page-count`} className="d-flex align-items-center gap-1 ms-sm-2">
          <Form.Label className="mb-0 small text-nowrap">Items Per Page</Form.Label>
          <Form.Select
            size="sm"
            value={pageCount}
            onChange={(event) => onPageCount(Number(event.target.value))}
            style={{ width: '5rem' }}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
    </nav>
  );
}
