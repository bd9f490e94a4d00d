import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import type { JobListRow } from './queries.ts';

/** A job-list report's loading, failed and empty states; the table once there are rows. */
export function JobListState({
  jobs,
  title,
  empty,
  children,
}: {
  jobs: UseQueryResult<JobListRow[]>;
  /** What is loading, e.g. 'the jobs ready for production'. */
  title: string;
  empty: ReactNode;
  children(rows: JobListRow[]): ReactNode;
}) {
  if (jobs.isPending) return <LoadingState label={`Loading ${title} ...`} />;
  if (jobs.error)
    return (
      <ErrorState
        title={`Could not load ${title}`}
        message={jobs.error.message}
        onRetry={() => void jobs.refetch()}
      />
    );
  if (jobs.data.length === 0) return <EmptyState icon="✓">{empty}</EmptyState>;
  return children(jobs.data);
}
