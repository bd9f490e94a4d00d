import '../shared/reports.css';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { EMPTY_PM_SECTION_TEXT, formatLongDate, hasRole, Role, todayJustDate } from '@signshop/domain';
import { useSession } from '../../../platform/session.tsx';
import { Loaded } from '../../../platform/Loaded.tsx';
import { Page } from '../../../ui/Page.tsx';
import { FilterSelect } from '../shared/FilterSelect.tsx';
import { readLocalPageCount } from '../../../platform/paging/local-page-count.ts';
import { pageTotal, showingText } from '../../../ui/pager/pager-text.ts';
import {
  PM_SECTIONS,
  pmSchedulePdfHref,
  usePmSchedule,
  useProjectManagers,
  type PmEntry,
  type SectionPages,
} from './queries.ts';

interface SectionCardProps {
  title: string;
  entries: PmEntry[];
  count: number;
  /** This section's page (from 0) and rows per page. */
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

/** A section: its page of entries, its count in the whole schedule, and its own Previous and Next. */
function SectionCard({ title, entries, count, page, pageCount, onPage }: SectionCardProps) {
  const pages = pageTotal(count, pageCount);
  return (
    <Card className="h-100" as="section" aria-label={title}>
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 className="h6 mb-0">{title}</h2>
        <span className="badge text-bg-secondary">{count}</span>
      </Card.Header>
      {entries.length === 0 ? (
        <Card.Body className="text-body-secondary small">{EMPTY_PM_SECTION_TEXT}</Card.Body>
      ) : (
        <ListGroup variant="flush">
          {entries.map((entry) => (
            <ListGroup.Item key={entry.id} action as={Link} to={`/backlog/${entry.id}`}>
              <div className="fw-semibold">{entry.job_name || `Job ${entry.id}`}</div>
              <div className="small text-body-secondary">{entry.customer_name}</div>
              {entry.project_manager_comment && (
                <div className="small mt-1">{entry.project_manager_comment}</div>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {pages > 1 && (
        <Card.Footer className="d-flex flex-wrap align-items-center justify-content-between gap-2 small bg-body">
          <span role="status">{showingText(page, pageCount, count, 'quotes')}</span>
          <span className="d-flex gap-2">
            <Button
              variant="outline-secondary"
              size="sm"
              aria-label={`Previous page of ${title}`}
              disabled={page <= 0}
              onClick={() => onPage(page - 1)}
            >
              <span aria-hidden="true">‹ </span>Previous
            </Button>
            <Button
              variant="outline-secondary"
              size="sm"
              aria-label={`Next page of ${title}`}
              disabled={page + 1 >= pages}
              onClick={() => onPage(page + 1)}
            >
              Next<span aria-hidden="true"> ›</span>
            </Button>
          </span>
        </Card.Footer>
      )}
    </Card>
  );
}

/** /projectmanagerschedule: a manager's quotes on a day, in its six sections. */
export function PmSchedulePage() {
  const { user } = useSession();
  const managers = useProjectManagers();
  const ownDefault = user && hasRole(user, Role.PM) ? String(user.id) : 'all';
  const [manager, setManager] = useState(ownDefault);
  const [date, setDate] = useState(todayJustDate);
  const [searched, setSearched] = useState({ manager: ownDefault, date: todayJustDate() });
  // Each section pages on its own, its rows per page the browser's setting the lists use.
  const [pageCount] = useState(readLocalPageCount);
  const [sectionPages, setSectionPages] = useState<SectionPages>({});
  const schedule = usePmSchedule(
    searched.manager,
    searched.date,
    { page: 0, page_count: pageCount },
    sectionPages,
  );
  const [pdfBusy, setPdfBusy] = useState(false);

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (searched.manager === manager && searched.date === date) void schedule.refetch();
    else {
      setSearched({ manager, date });
      setSectionPages({});
    }
  };
  const downloadPdf = async () => {
    if (!schedule.data) return;
    setPdfBusy(true);
    try {
      window.open(await pmSchedulePdfHref(searched.manager, searched.date), '_blank', 'noopener');
    } catch {
      // The error dialog has told the user.
    } finally {
      setPdfBusy(false);
    }
  };

  const options = [
    { value: 'all', label: 'All Project Manager' },
    ...(managers.data ?? []).map((pm) => ({
      value: String(pm.id),
      label: `${pm.first_name} ${pm.last_name}`.trim() || pm.email,
    })),
    { value: 'none', label: 'None' },
  ];

  return (
    <Page
      title="Project Manager Schedule"
      actions={
        <Button
          variant="outline-primary"
          disabled={!schedule.data || pdfBusy}
          onClick={() => void downloadPdf()}
        >
          {pdfBusy ? 'Preparing PDF ...' : 'Download PDF'}
        </Button>
      }
    >
      <Form
        onSubmit={search}
        aria-label="Schedule search"
        className="border rounded-3 p-3 mb-3 bg-body-tertiary"
      >
        <Row className="g-2 align-items-end">
          <Col xs={12} sm={5} lg={4}>
            <FilterSelect label="Project Manager" value={manager} options={options} onChange={setManager} />
          </Col>
          <Col xs={7} sm={4} lg={3}>
            <Form.Group controlId="pm-schedule-date">
              <Form.Label className="small fw-semibold mb-1">Date</Form.Label>
              <Form.Control
                size="sm"
                type="date"
                value={date}
                onChange={(event) => event.target.value && setDate(event.target.value)}
              />
            </Form.Group>
          </Col>
          <Col xs={5} sm={3} lg={2}>
            <Button type="submit" size="sm" className="w-100">
              Search
            </Button>
          </Col>
        </Row>
      </Form>
      {managers.error && (
        <p className="small text-danger">
          The project managers could not be loaded; All and None still work.
        </p>
      )}
      <Loaded query={schedule} loading="Loading the schedule ..." failed="The schedule could not be loaded">
        {(data) => (
          <>
            <p className="small text-body-secondary" aria-live="polite">
              {options.find((option) => option.value === searched.manager)?.label ?? 'Project manager'} ·{' '}
              {formatLongDate(searched.date)}
              {schedule.isPlaceholderData && ' · loading ...'}
            </p>
            <Row xs={1} md={2} xl={3} className="g-3">
              {PM_SECTIONS.map(({ key, title }) => (
                <Col key={key}>
                  <SectionCard
                    title={title}
                    entries={data.sections[key]}
                    count={data.counts[key]}
                    page={sectionPages[key] ?? 0}
                    pageCount={pageCount}
                    onPage={(page) => setSectionPages({ ...sectionPages, [key]: page })}
                  />
                </Col>
              ))}
            </Row>
          </>
        )}
      </Loaded>
    </Page>
  );
}
