import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { setApiErrorHandler } from '../src/platform/api/api-client.ts';
import { closeAllModals, loadModalView } from '../src/platform/dialogs/modal-stack.tsx';

// Pages load lazily: a test's first visit to a screen imports (and transforms) its module, which on a
// busy machine can take longer than findBy*'s 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// The app loads the dialog library after its first page; tests have it from the start.
beforeAll(() => loadModalView());

afterEach(() => {
  cleanup();
  closeAllModals();
  setApiErrorHandler(() => {});
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
