import { useParams } from 'react-router';
import { useSession, type Account } from '../../../app/auth.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { Page } from '../../../ui/Page.tsx';
import { JobBreadcrumb } from '../../job-stages/shared/JobBreadcrumb.tsx';
import { EditorSkeleton } from './components/EditorSkeleton.tsx';
import { QuoteEditor } from './QuoteEditor.tsx';
import { useQuote, useSignTypes } from './queries.ts';
import { editorSettingsOf, newQuoteFor } from './editor-settings.ts';

/** / and /quote (a new quote) and /quote/{id} (an existing one). */
export function QuoteEditorPage() {
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const { user } = useSession();
  const types = useSignTypes();
  const quote = useQuote(Number.isInteger(id) ? id : null);
  const title = id === null ? 'New Quote' : 'Quote';

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
  if (!user || !types.data || (id !== null && !quote.data)) {
    return <EditorSkeleton quoteId={id} title={title} />;
  }
  return (
    <>
      {id !== null && <JobBreadcrumb quoteId={id} current="quote" />}
      <LoadedEditor key={`${id ?? 'new'}-${quote.data?.version ?? 0}`} user={user} {...{ types, quote }} />
    </>
  );
}

function LoadedEditor({
  user,
  types,
  quote,
}: {
  user: Account;
  types: ReturnType<typeof useSignTypes>;
  quote: ReturnType<typeof useQuote>;
}) {
  const settings = editorSettingsOf(user);
  return (
    <QuoteEditor
      user={user}
      settings={settings}
      types={types.data!}
      loaded={quote.data ?? newQuoteFor(user, settings)}
      isNew={!quote.data}
    />
  );
}
