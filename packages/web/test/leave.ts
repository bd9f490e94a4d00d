import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { renderApp } from './render-app.tsx';

type AppRouter = ReturnType<typeof renderApp>['router'];

async function answerLeave(message: string, button: 'Yes' | 'No') {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(message)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/**
 * A job stage screen with an unsaved edit: the breadcrumb's Job link and a navigate call each ask
 * `message` first; No stays on the screen with the edit intact (`expectEdited`), Yes leaves.
 */
export async function expectLeavingToAsk(router: AppRouter, message: string, expectEdited: () => void) {
  const here = router.state.location.pathname;
  fireEvent.click(screen.getByRole('link', { name: 'Job' }));
  await answerLeave(message, 'No');
  expect(router.state.location.pathname).toBe(here);
  expectEdited();

  void router.navigate('/jobs');
  await answerLeave(message, 'No');
  expect(router.state.location.pathname).toBe(here);
  expectEdited();

  fireEvent.click(screen.getByRole('link', { name: 'Job' }));
  await answerLeave(message, 'Yes');
  await waitFor(() => expect(router.state.location.pathname).not.toBe(here));
}

/** Without an edit the breadcrumb's Job link leaves at once. */
export async function expectLeavingFreely(router: AppRouter) {
  const here = router.state.location.pathname;
  fireEvent.click(screen.getByRole('link', { name: 'Job' }));
  await waitFor(() => expect(router.state.location.pathname).not.toBe(here));
  expect(screen.queryByRole('dialog')).toBeNull();
}
