import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { formatDateMask, todayJustDate } from '@signshop/domain';
import { JobWork, useCanWorkOnJobs } from '../job/JobWork.tsx';
import { JobStagePage } from '../job/JobStagePage.tsx';
import type { JobQuote } from '../job/queries.ts';
import { JOB_STAGES } from '../job/stages.ts';
import { useSaveShipping } from '../shipping/mutations.ts';
import { ShippedFields, ShippingSaveFooter } from '../shipping/ShippedFields.tsx';
import { shippedBody, shippedProblem, toggleShipped, type ShippedState } from '../shipping/shipping-form.ts';
import { JobTimeSection } from '../time-tracking/JobTimeSection.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { JobFileMenu } from './JobFileMenu.tsx';

/**
 * /job/{id}: the five stages of the job, its time and cost against the estimate (staff), the shipped
 * flag, the job file menu and the job's History.
 */
export function JobOverviewPage() {
  const [saved, setSaved] = useState(false);
  return (
    <JobStagePage stage="job" title="Job Overview" actions={(quote) => <JobFileMenu quote={quote} />}>
      {(quote) => (
        <>
          <StageList quote={quote} />
          <JobTimeSection quoteId={quote.id} />
          <ShippedCard key={quote.version} quote={quote} saved={saved} onSaved={setSaved} />
          <HistoryPanel quoteId={quote.id} />
        </>
      )}
    </JobStagePage>
  );
}

function StageList({ quote }: { quote: JobQuote }) {
  return (
    <nav aria-label="Stages" className="mb-4">
      <div className="list-group">
        {JOB_STAGES.map((stage) => (
          <Link
            key={stage.key}
            to={stage.href(quote.id)}
            className="list-group-item list-group-item-action d-flex align-items-center gap-3 py-3"
          >
            <span
              className="stage-number rounded-circle bg-primary-subtle text-primary-emphasis"
              aria-hidden="true"
            >
              {stage.number}
            </span>
            <span className="me-auto">
              <span className="d-block fw-semibold">
                Stage {stage.number}: {stage.label}
              </span>
              <span className="d-block small text-body-secondary">{stage.summary}</span>
            </span>
            {stage.key === 'shipping' && quote.is_shipped && (
              <span className="badge text-bg-success">
                Shipped{quote.shipped_date ? ` ${formatDateMask(quote.shipped_date)}` : ''}
              </span>
            )}
            <span aria-hidden="true" className="text-body-tertiary">
              ›
            </span>
          </Link>
        ))}
      </div>
    </nav>
  );
}

interface ShippedCardProps {
  quote: JobQuote;
  saved: boolean;
  onSaved(saved: boolean): void;
}

function ShippedCard({ quote, saved, onSaved }: ShippedCardProps) {
  const [state, setState] = useState<ShippedState>({
    is_shipped: quote.is_shipped,
    shipped_date: quote.shipped_date,
  });
  const [problem, setProblem] = useState('');
  const save = useSaveShipping(quote.id);
  const canWork = useCanWorkOnJobs();
  const edit = (next: ShippedState) => {
    setState(next);
    setProblem('');
    onSaved(false);
  };
  return (
    <Card>
      <Card.Body>
        <Card.Title as="h2" className="h6 mb-3">
          Shipped
        </Card.Title>
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const issue = shippedProblem(state);
            if (issue) {
              setProblem(issue);
              return;
            }
            save.mutate(
              { ...shippedBody(state), version: quote.version },
              { onSuccess: () => onSaved(true) },
            );
          }}
        >
          <JobWork>
            <ShippedFields
              idPrefix="job"
              state={state}
              onShipped={(checked) => edit(toggleShipped(state, checked, todayJustDate()))}
              onDate={(shipped_date) => edit({ ...state, shipped_date })}
            />
          </JobWork>
          {canWork && (
            <div className="mt-3">
              <ShippingSaveFooter
                quoteId={quote.id}
                problem={problem}
                error={save.error}
                saving={save.isPending}
                saved={saved}
              />
            </div>
          )}
        </Form>
      </Card.Body>
    </Card>
  );
}
