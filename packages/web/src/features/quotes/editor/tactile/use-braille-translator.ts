import { useEffect, useState } from 'react';
import { loadBrailleTranslator, type BrailleTranslator } from '@signshop/domain';

export type TranslatorState =
  | { status: 'loading' }
  | { status: 'ready'; translate: BrailleTranslator }
  | { status: 'failed'; message: string };

/**
 * liblouis in the browser: its WebAssembly chunk (about 650 kB) is fetched the first time a
 * tactile dialog opens, then kept; the quote editor's first paint never waits for it.
 */
export function useBrailleTranslator(): TranslatorState {
  const [state, setState] = useState<TranslatorState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadBrailleTranslator().then(
      (translate) => live && setState({ status: 'ready', translate }),
      (error: unknown) =>
        live &&
        setState({ status: 'failed', message: `The Braille translator did not load: ${String(error)}` }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
