import { use } from 'react';
import type { Account } from '../../../platform/session.tsx';
import { editorSettingsOf } from './editor-settings.ts';
import type { useQuote, useSignTypes } from './queries.ts';
import { QuoteEditor } from './QuoteEditor.tsx';

let newQuoteLoad: Promise<typeof import('./new-quote.ts')> | undefined;
/** A new quote's defaults come from the quote schema, which an existing quote's form does not need. */
export const loadNewQuote = () => (newQuoteLoad ??= import('./new-quote.ts'));

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
      loaded={quote.data ?? use(loadNewQuote()).newQuoteFor(user, settings)}
      isNew={!quote.data}
    />
  );
}
