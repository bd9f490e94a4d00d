import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setApiErrorHandler } from '../app/api-client.ts';
import { closeAllModals } from '../app/shell/modal-stack.tsx';

afterEach(() => {
  cleanup();
  closeAllModals();
  setApiErrorHandler(() => {});
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
