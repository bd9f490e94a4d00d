import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ModalStack } from './dialogs/modal-stack.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';

const MESSAGE = 'You have unsaved changes. Leave anyway?';

function UnsavedForm() {
  useLeaveGuard(true, MESSAGE);
  const navigate = useNavigate();
  return (
    <>
      <h1>Form</h1>
      <Link to="/other">Other page</Link>
      <button type="button" onClick={() => void navigate('/other')}>
        Go by code
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <Link to="/form?tab=2">Same page</Link>
    </>
  );
}

/** A data router at /form (after /other), where the form has unsaved changes. */
function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <UnsavedForm /> },
      { path: '/other', element: <h1>Other</h1> },
    ],
    { initialEntries: ['/other'] },
  );
  void router.navigate('/form');
  render(
    <>
      <RouterProvider router={router} />
      <ModalStack />
    </>,
  );
  return { location: () => router.state.location };
}

async function answer(button: 'Yes' | 'No') {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(MESSAGE)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('leaving a page with unsaved changes', () => {
  const ways = {
    'an in-app link': () => fireEvent.click(screen.getByRole('link', { name: 'Other page' })),
    'a navigate call': () => fireEvent.click(screen.getByRole('button', { name: 'Go by code' })),
    'the Back button': () => fireEvent.click(screen.getByRole('button', { name: 'Back' })),
  };

  for (const [way, leave] of Object.entries(ways)) {
    it(`asks first on ${way}; No stays on the page`, async () => {
      const router = renderForm();
      act(leave);
      await answer('No');
      expect(heading()).toBe('Form');
      expect(router.location().pathname).toBe('/form');
    });

    it(`asks first on ${way}; Yes leaves`, async () => {
      const router = renderForm();
      act(leave);
      await answer('Yes');
      await waitFor(() => expect(heading()).toBe('Other'));
      expect(router.location().pathname).toBe('/other');
    });
  }

  it('asks again on a second try after No', async () => {
    const router = renderForm();
    act(ways['the Back button']);
    await answer('No');
    act(ways['the Back button']);
    await answer('Yes');
    await waitFor(() => expect(heading()).toBe('Other'));
    expect(router.location().pathname).toBe('/other');
  });

  it('does not ask when only the query of the same page changes', () => {
    const router = renderForm();
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Same page' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.location().search).toBe('?tab=2');
  });
});
