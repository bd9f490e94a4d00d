import type { Account } from '../../../platform/session.tsx';
import { editorSettingsOf, newQuoteFor } from './editor-settings.ts';
import type { useQuote, useSignTypes } from './queries.ts';
import { QuoteEditor } from './QuoteEditor.tsx';

/** The editor's form over a loaded quote (or a new one), with the account's editor settings. */
export function LoadedEditor({
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
