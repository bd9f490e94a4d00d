import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { Loaded } from '../../platform/Loaded.tsx';
import { Page } from '../../ui/Page.tsx';
import { JobBreadcrumb } from './JobBreadcrumb.tsx';
import { JobHeader } from './JobHeader.tsx';
import { useJobQuote, type JobQuote } from './queries.ts';
import { jobIdOf, type JobStageKey } from './stages.ts';

interface JobStagePageProps {
  stage: JobStageKey | 'job';
  title: string;
  /** Buttons beside the heading, once the job is loaded. */
  actions?(quote: JobQuote): ReactNode;
  /** The stage's content, once the job is loaded. */
  children(quote: JobQuote): ReactNode;
}

/** A stage screen at /{stage}/{id}: breadcrumb, heading, the job header, then the stage itself. */
export function JobStagePage({ stage, title, actions, children }: JobStagePageProps) {
  const params = useParams();
  const quoteId = jobIdOf(params.id);
  const quote = useJobQuote(quoteId);

  if (quoteId === null) {
    return (
      <Page title={title}>
        <ErrorState title="Could not load the job" message={`There is no job with id ${params.id}.`} />
      </Page>
    );
  }
  return (
    <>
      <JobBreadcrumb quoteId={quoteId} current={stage} />
      <Page title={title} actions={quote.data && actions?.(quote.data)}>
        <Loaded query={quote} loading="Loading the job…" failed="Could not load the job">
          {(job) => (
            <>
              <JobHeader quote={job} />
              {children(job)}
            </>
          )}
        </Loaded>
      </Page>
    </>
  );
}
