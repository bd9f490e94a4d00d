import { Suspense, useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../../platform/session.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { Page } from '../../../ui/Page.tsx';
import { JobBreadcrumb } from '../../job/JobBreadcrumb.tsx';
import { lazyPage } from '../../../platform/lazy-page.ts';
import { usePainted } from '../../../platform/use-painted.ts';
import { EditorSkeleton } from './components/EditorSkeleton.tsx';
import { useQuote, useSignTypes } from './queries.ts';

/**
 * The form is a chunk of its own, asked for once the skeleton with the quote's heading has painted:
 * on a phone's link and main thread the heading comes first, not after the form's code.
 */
const LoadedEditor = lazyPage(() => import('./LoadedEditor.tsx'), 'LoadedEditor');

/** / and /quote (a new quote) and /quote/{id} (an existing one). */
export function QuoteEditorPage() {
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const { user } = useSession();
  const types = useSignTypes();
  const quote = useQuote(Number.isInteger(id) ? id : null);
  // A new quote's defaults (LoadedEditor's loadNewQuote) are asked for with the form, not after it.
  if (id === null) void import('./new-quote.ts').catch(() => {});
  // The editor's own heading, shown by the skeleton as soon as the quote is here.
  const title = id === null ? 'New Quote' : `Quote ${quote.data?.given_id ?? ''}`.trim();
  // The form (the biggest render of the app) mounts once the skeleton with the quote's heading has been
  // painted, in a background render React splits into short slices, so that the data's arrival shows
  // at once and does not block the page for one long task.
  const formShown = useDeferredValue(usePainted(!!user && !!types.data && (id === null || !!quote.data)));

  if (id !== null && !Number.isInteger(id)) {
    return (
      <Page title={title}>
        <ErrorState title="Could not load the quote" message={`There is no quote with id ${params.id}.`} />
      </Page>
    );
  }
  const error = types.error ?? quote.error;
  if (error) {
    return (
      <Page title={title}>
        <ErrorState
          title={types.error ? 'Could not load the processes' : 'Could not load the quote'}
          message={error.message}
          onRetry={() => void (types.error ? types.refetch() : quote.refetch())}
        />
      </Page>
    );
  }
  if (!formShown || !user || !types.data || (id !== null && !quote.data)) {
    return <EditorSkeleton quoteId={id} title={title} />;
  }
  return (
    // The skeleton has the breadcrumb too: it stands for both until the form's chunk is there.
    <Suspense fallback={<EditorSkeleton quoteId={id} title={title} />}>
      {id !== null && <JobBreadcrumb quoteId={id} current="quote" />}
      <LoadedEditor key={`${id ?? 'new'}-${quote.data?.version ?? 0}`} user={user} {...{ types, quote }} />
    </Suspense>
  );
}
