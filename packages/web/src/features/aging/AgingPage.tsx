import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useSearchParams } from 'react-router';
import { formatLongDate, todayJustDate } from '@signshop/domain';
import { Loaded } from '../../platform/Loaded.tsx';
import { ReportPager } from '../../platform/paging/ReportPager.tsx';
import { useReportPaging } from '../../platform/paging/use-report-paging.ts';
import { DateMaskInput } from '../../ui/DateMaskInput.tsx';
import { Page } from '../../ui/Page.tsx';
import { AgingTable } from './AgingTable.tsx';
import { agingFileHref, statementHref, useAgingReport, type AgingTerms } from './queries.ts';
import { StatementPeriodFields, useStatementPeriod } from './statement-period.tsx';

const termsOf = (params: URLSearchParams): AgingTerms => ({
  as_of: params.get('as_of') ?? '',
  company: params.get('company') ?? '',
});

/**
 * /aging: what every company owes as of a day (today unless asked), by days past due, with
 * interest, a page at a time under the total of every company the search finds; CSV and PDF of
 * the same, and each company's statement for a period. The terms live in the URL.
 */
export function AgingPage() {
  const [params, setParams] = useSearchParams();
  const terms = termsOf(params);
  const reportPaging = useReportPaging();
  const report = useAgingReport(terms, reportPaging.paging);
  const statement = useStatementPeriod(todayJustDate());
  const [draft, setDraft] = useState(terms);
  const [shown, setShown] = useState(terms);
  // A new URL (back, a link) replaces the draft.
  if (shown.as_of !== terms.as_of || shown.company !== terms.company) {
    setShown(terms);
    setDraft(terms);
  }

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.as_of) next.set('as_of', draft.as_of);
    if (draft.company.trim()) next.set('company', draft.company.trim());
    setParams(next);
  };

  return (
    <Page
      title="Receivables Aging"
      actions={
        <div className="d-flex gap-2">
          <a className="btn btn-outline-primary" href={agingFileHref('csv', terms)} download>
            CSV
          </a>
          <a
            className="btn btn-outline-primary"
            href={agingFileHref('pdf', terms)}
            target="_blank"
            rel="noopener"
          >
            PDF
          </a>
        </div>
      }
    >
      <Form
        onSubmit={search}
        aria-label="Aging search"
        className="border rounded-3 p-3 mb-3 bg-body-tertiary"
      >
        <Row className="g-2 align-items-end" xs={1} sm={2} lg={4}>
          <Col>
            <DateMaskInput
              id="aging-as-of"
              label="As Of"
              value={draft.as_of || null}
              onChange={(value) => setDraft({ ...draft, as_of: value ?? '' })}
            />
          </Col>
          <Col>
            <Form.Group controlId="aging-company">
              <Form.Label>Company</Form.Label>
              <Form.Control
                type="search"
                placeholder="Any company"
                maxLength={200}
                value={draft.company}
                onChange={(event) => setDraft({ ...draft, company: event.target.value })}
              />
            </Form.Group>
          </Col>
          <Col>
            <Button type="submit">Search</Button>
          </Col>
        </Row>
        <h2 className="h6 mt-3">Statement period</h2>
        <StatementPeriodFields idPrefix="aging-statement" statement={statement} />
      </Form>
      <Loaded
        query={report}
        loading="Loading the aging …"
        failed="The aging could not be loaded"
        empty={{ icon: '0', text: 'Nothing is open.', when: (reply) => reply.total.invoices === 0 }}
      >
        {(reply) => (
          <>
            <p className="text-body-secondary">
              As of {formatLongDate(reply.as_of)}: days past the due date (shipped date plus the company's
              payment days).
            </p>
            <AgingTable
              label="Aging by company"
              lines={reply.companies}
              total={reply.total}
              action={{
                heading: 'Statement',
                cell: (line) =>
                  statement.ready ? (
                    <a
                      className="btn btn-sm btn-outline-primary"
                      href={statementHref(statement.ready, line.company)}
                      target="_blank"
                      rel="noopener"
                      aria-label={`Statement of ${line.company}`}
                    >
                      Statement
                    </a>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline-primary"
                      disabled
                      aria-label={`Statement of ${line.company}`}
                    >
                      Statement
                    </Button>
                  ),
              }}
            />
            <ReportPager
              paging={reportPaging}
              count={reply.count ?? reply.companies.length}
              items="companies"
            />
          </>
        )}
      </Loaded>
    </Page>
  );
}
