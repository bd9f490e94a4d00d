import { useDeferredValue, useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { reportErrorOnce } from './api/api-client.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { LoadingState } from '../ui/LoadingState.tsx';

/** What a section shows when its data holds nothing: an empty list, unless `when` says otherwise. */
export interface EmptyShown<T> {
  icon: string;
  text: ReactNode;
  action?: ReactNode;
  when?: (data: T) => boolean;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * Raises the shared Error dialog once for each failed load the api-client has
 * not shown already (list reads are silent so that their inline failed state is not doubled).
 */
function useErrorDialogOnce(query: UseQueryResult<unknown>) {
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) reportErrorOnce(error);
  }, [error, errorUpdatedAt]);
}

/**
 * A section that shows what one query read: its loading state, its failed state (with Try again),
 * its empty state when `empty` is given, then its content. A reload that fails after the data came
 * shows the failure above the data it still has. A failure also raises the Error dialog, once.
 */
export function Loaded<T>({
  query,
  loading,
  skeleton,
  failed,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, e.g. 'Loading accounts…'. */
  loading: string;
  /** Shown instead of the spinner while loading: a skeleton of the content's size (ui/Skeleton.tsx). */
  skeleton?: ReactNode;
  /** The failed state's title, e.g. 'Could not load the accounts'. */
  failed: string;
  empty?: EmptyShown<T>;
  children(data: T): ReactNode;
}) {
  useErrorDialogOnce(query);
  // The first data renders in a background render React splits into short slices (the skeleton
  // stays until it is done), so that a long list arriving does not block the page for one long task.
  // Later changes, such as the user's own, show at once.
  const dataShown = useDeferredValue(query.data !== undefined);
  if (query.isPending || (!dataShown && query.data !== undefined)) {
    return skeleton ?? <LoadingState label={loading} />;
  }
  const { data } = query;
  const error = query.error && (
    <ErrorState title={failed} message={query.error.message} onRetry={() => void query.refetch()} />
  );
  if (data === undefined) return error;
  const content =
    empty && (empty.when ?? isEmptyList)(data) ? (
      <EmptyState icon={empty.icon} action={empty.action}>
        {empty.text}
      </EmptyState>
    ) : (
      children(data)
    );
  return (
    <>
      {error}
      {content}
    </>
  );
}
