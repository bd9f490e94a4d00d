import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from './ErrorState.tsx';
import { LoadingState } from './LoadingState.tsx';

/** A section of a stage screen: its loading and failed states, then its content. */
export function Loaded<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.error) {
    return <ErrorState title={failed} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
