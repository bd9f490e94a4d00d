import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../api/api-client.ts';
import { useApiErrorDialog } from './api-error-dialog.ts';
import { mockApi } from '../../../test/fetch-mock.ts';
import { showMessage } from './message-dialog.tsx';
import { ModalStack } from './modal-stack.tsx';

function ErrorDialogHost() {
  useApiErrorDialog();
  return <ModalStack />;
}

describe('message dialog and modal stack', () => {
  it('resolves with the pressed button', async () => {
    render(<ModalStack />);
    let answer: Promise<string> = Promise.resolve('');
    act(() => {
      answer = showMessage({ title: 'Are you sure?', message: 'Delete it?', buttons: ['Yes', 'Cancel'] });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe('Cancel');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stacks modals, the newest on top', async () => {
    render(<ModalStack />);
    act(() => {
      void showMessage({ title: 'First', message: 'one' });
      void showMessage({ title: 'Second', message: 'two' });
    });
    const dialogs = await screen.findAllByRole('dialog');
    expect(dialogs.map((d) => within(d).getByRole('heading').textContent)).toEqual(['First', 'Second']);
    expect(Number(dialogs[1]?.style.zIndex)).toBeGreaterThan(Number(dialogs[0]?.style.zIndex));
  });

  it('keeps Tab and Shift+Tab inside the top dialog, wrapping at either end', async () => {
    render(<ModalStack />);
    act(() => {
      void showMessage({ title: 'Under', message: 'below' });
      void showMessage({ title: 'Delete?', message: 'Sure?', buttons: ['Yes', 'Cancel'] });
    });
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    const [close, yes, cancel] = within(dialog).getAllByRole('button');
    expect([close, yes, cancel].map((b) => b?.textContent || b?.getAttribute('aria-label'))).toEqual([
      'Close',
      'Yes',
      'Cancel',
    ]);
    const tab = (shiftKey = false) =>
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });
    act(() => cancel!.focus());
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(cancel);
    act(() => dialog.focus());
    tab(true);
    expect(document.activeElement).toBe(cancel);
  });

  it('shows a failed call in an Error dialog', async () => {
    mockApi({ 'GET /api/x': { status: 409, body: { err: 'That email is taken.' } } });
    render(<ErrorDialogHost />);
    await act(() => api.get('/api/x').catch(() => {}));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toMatch('That email is taken.');
  });
});
