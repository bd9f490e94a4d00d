import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, reportErrorOnce } from './api/api-client.ts';
import { useApiErrorDialog } from './dialogs/api-error-dialog.ts';
import { ModalStack } from './dialogs/modal-stack.tsx';
import { Loaded } from './Loaded.tsx';

/** The fields of a query result Loaded reads. */
function query<T>(fields: { isPending?: boolean; error?: Error | null; data?: T }) {
  return {
    isPending: false,
    error: null,
    data: undefined,
    refetch: vi.fn(),
    ...fields,
  } as unknown as UseQueryResult<T> & { refetch: ReturnType<typeof vi.fn> };
}

function ErrorDialogHost() {
  useApiErrorDialog();
  return <ModalStack />;
}

const show = (result: UseQueryResult<string[]>) =>
  render(
    <Loaded
      query={result}
      loading="Loading rows…"
      failed="Could not load the rows"
      empty={{ icon: '0', text: 'No rows yet.' }}
    >
      {(rows) => (
        <ul aria-label="Rows">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </Loaded>,
  );

describe('Loaded', () => {
  it('shows the loading label while the query is pending', () => {
    show(query<string[]>({ isPending: true }));
    expect(screen.getByText('Loading rows…')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a failed first load with its message, and Try again reloads', () => {
    const result = query<string[]>({ error: new Error('Server down') });
    show(result);
    expect(screen.getByText('Could not load the rows')).toBeTruthy();
    expect(screen.getByText('Server down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(result.refetch).toHaveBeenCalledOnce();
  });

  it('also raises the shared Error dialog once for a failed load, unless the api-client already showed it', async () => {
    const silent = new ApiError('Could not connect.', 0);
    const result = query<string[]>({ error: silent });
    render(<ErrorDialogHost />);
    const { rerender } = show(result);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Could not connect.')).toBeTruthy();
    expect(screen.getByText('Could not load the rows')).toBeTruthy();
    rerender(
      <Loaded query={{ ...result }} loading="Loading rows…" failed="Could not load the rows">
        {() => null}
      </Loaded>,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const shown = new ApiError('Server down', 500);
    reportErrorOnce(shown);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Error' })).getByRole('button', { name: 'Ok' }),
    );
    show(query<string[]>({ error: shown }));
    expect(screen.getAllByText('Server down').length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the empty state for an empty list, and the content otherwise', () => {
    const { unmount } = show(query<string[]>({ data: [] }));
    expect(screen.getByText('No rows yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    show(query({ data: ['Lobby'] }));
    expect(screen.getByRole('list', { name: 'Rows' }).textContent).toBe('Lobby');
    expect(screen.queryByText('No rows yet.')).toBeNull();
  });

  it('keeps the data it has when a reload fails, with the failure above it', () => {
    show(query({ data: ['Lobby'], error: new Error('Server down') }));
    expect(screen.getByText('Could not load the rows')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Rows' }).textContent).toBe('Lobby');
  });
});
