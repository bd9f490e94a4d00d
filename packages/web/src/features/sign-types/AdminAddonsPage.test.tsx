import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Addon, SignType } from '@signshop/domain';
import { describe, expect, it } from 'vitest';
import { setApiErrorHandler } from '../../platform/api/api-client.ts';
import { showError } from '../../platform/dialogs/message-dialog.tsx';
import { bodyOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { DELETE_ADDONS_FIRST } from './process-delete.ts';
import { person, typeInto } from '../../../test/user.ts';

const process = (id: number, label: string, patch: Partial<SignType> = {}): SignType => ({
  id,
  label,
  pdf_label: label,
  small_size_cost: 40,
  medium_size_cost: 1.2,
  large_size_cost: 1,
  order_index: 5,
  inuse: true,
  ...patch,
});
const glow = process(7, 'Glow');
const frames: Addon = {
  id: 30,
  type_id: 7,
  cost_label: 'Frames',
  cost_order_index: 2,
  order_index: 1,
  inuse: true,
  options: [[{ label: 'Aluminum', pdf_label: 'Aluminum frame', square_inch_price: 0.1, unit_price: 15 }]],
};

function serve(types: SignType[], addons: Addon[], more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/quote/signtypes': { body: { types } },
    'GET /api/quote/alladdons': { body: { addons } },
    ...more,
  });
}

const calls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

async function openBlock(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('region', { name });
}

async function answer(title: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
  return dialog;
}

describe('AdminAddonsPage', () => {
  it('shows All first, then the processes in order, outdated ones last and marked', async () => {
    serve(
      [process(1, 'Old', { inuse: false, order_index: 1 }), process(2, 'Other', { order_index: 1000 }), glow],
      [],
    );
    renderApp('/admin/addons', people.admin);
    await screen.findByRole('button', { name: 'Glow' });
    const blocks = screen
      .getAllByRole('region')
      .filter((region) => region.classList.contains('process-block'));
    expect(blocks.map((block) => block.getAttribute('aria-label'))).toEqual(['All', 'Glow', 'Other', 'Old']);
    expect(within(blocks[3]!).getByText('Outdated')).toBeTruthy();
    expect(within(blocks[1]!).getByText(/Min \$40\.00/)).toBeTruthy();
    // Per-square-inch costs show three decimals, as add-on prices are kept.
    expect(within(blocks[1]!).getByText(/\$1\.200\/sq in · \$1\.000\/sq in from 64/)).toBeTruthy();
  });

  it('edits and saves a process with its three costs', async () => {
    const fetchMock = serve([glow], [], {
      'PUT /api/admin/signtype': { body: { signtype: { ...glow, small_size_cost: 55.5, inuse: false } } },
    });
    renderApp('/admin/addons', people.admin);
    const block = await openBlock('Glow');
    expect(within(block).getByLabelText<HTMLInputElement>('Square Inch Price for Glow').value).toBe('1.2');
    await typeInto(within(block).getByLabelText('Minimum Price for Glow'), '55.5');
    await typeInto(
      within(block).getByLabelText('Square Inch Price for 64 square inches or more for Glow'),
      '0.9',
    );
    fireEvent.click(within(block).getByLabelText('In Use for Glow'));
    fireEvent.click(within(block).getByRole('button', { name: 'Save Glow' }));
    expect(await within(block).findByText('Saved ✓')).toBeTruthy();
    expect(bodyOf(fetchMock, 2)).toEqual({
      type: { ...glow, small_size_cost: 55.5, large_size_cost: 0.9, inuse: false },
    });
    expect(within(block).getByText('Outdated')).toBeTruthy();
  });

  it('adds a header through the text popup; its row starts local (New) and becomes saved (Update)', async () => {
    const created = { ...frames, id: 51, cost_label: 'Glow kits', cost_order_index: 1 };
    const fetchMock = serve([glow], [], {
      'POST /api/admin/alladdons': { body: { addon: created } },
      'PUT /api/admin/alladdons': { body: { addon: created } },
    });
    const user = person();
    renderApp('/admin/addons', people.admin);
    const block = await openBlock('Glow');
    expect(within(block).getByText(/No add-ons yet/)).toBeTruthy();
    fireEvent.click(within(block).getByRole('button', { name: 'New header in Glow' }));
    const popup = await screen.findByRole('dialog', { name: 'New header in Glow' });
    const text = within(popup).getByRole('textbox');
    await typeInto(text, 'Glow kits');
    await user.keyboard('{Enter}');

    const row = await within(block).findByRole('group', { name: 'Glow kits add-on 1' });
    expect(within(row).getByText('Not saved yet')).toBeTruthy();
    expect(
      within(row).getByRole<HTMLButtonElement>('button', { name: 'Delete Glow kits add-on 1' }).disabled,
    ).toBe(true);
    await typeInto(within(row).getByLabelText('Label for Glow kits add-on 1 option 1.1'), 'Aluminum');
    await typeInto(within(row).getByLabelText('Unit Price for Glow kits add-on 1 option 1.1'), '15');
    fireEvent.click(within(row).getByRole('button', { name: 'New Glow kits add-on 1' }));

    const saved = await within(block).findByRole('button', { name: 'Update Glow kits add-on 1' });
    expect(calls(fetchMock)[2]).toBe('POST /api/admin/alladdons');
    expect(bodyOf(fetchMock, 2)).toEqual({
      addon: {
        type_id: 7,
        cost_label: 'Glow kits',
        cost_order_index: 1,
        order_index: 1,
        inuse: true,
        options: [[{ label: 'Aluminum', pdf_label: '', square_inch_price: 0, unit_price: 15 }]],
      },
    });
    expect(within(block).queryByText('Not saved yet')).toBeNull();
    expect(
      within(block).getByRole<HTMLButtonElement>('button', { name: 'Delete Glow kits add-on 1' }).disabled,
    ).toBe(false);
    fireEvent.click(saved);
    await within(block).findByText('Updated ✓');
    expect(calls(fetchMock)[3]).toBe('PUT /api/admin/alladdons');
    expect((bodyOf(fetchMock, 3) as { addon: Addon }).addon.id).toBe(51);
  });

  it('edits option groups: adds and removes options and groups', async () => {
    const fetchMock = serve([glow], [frames], { 'PUT /api/admin/alladdons': { body: { addon: frames } } });
    renderApp('/admin/addons', people.admin);
    const row = within(await openBlock('Glow')).getByRole('group', { name: 'Frames add-on 1' });
    fireEvent.click(within(row).getByRole('button', { name: 'Add option to group 1 of Frames add-on 1' }));
    await typeInto(within(row).getByLabelText('Square Inch Price for Frames add-on 1 option 1.2'), '0.25');
    fireEvent.click(within(row).getByRole('button', { name: 'Add option group to Frames add-on 1' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Remove option group 2 of Frames add-on 1' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Remove Frames add-on 1 option 1.1' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Update Frames add-on 1' }));
    await within(row).findByText('Updated ✓');
    expect((bodyOf(fetchMock, 2) as { addon: Addon }).addon.options).toEqual([
      [{ label: '', pdf_label: '', square_inch_price: 0.25, unit_price: 0 }],
    ]);
  });

  it('moves a header after "Are you sure?", and puts the order back on Cancel', async () => {
    const fetchMock = serve([glow], [frames], {
      'PUT /api/admin/alladdonscostorderindex': { body: { addons: [{ ...frames, cost_order_index: 2.5 }] } },
    });
    const user = person();
    renderApp('/admin/addons', people.admin);
    const block = await openBlock('Glow');
    const order = within(block).getByLabelText<HTMLInputElement>('Order Index of header Frames');

    await typeInto(order, '9');
    await user.tab();
    await answer('Are you sure?', 'Cancel');
    await waitFor(() => expect(order.value).toBe('2'));

    // Enter leaves the field (it blurs itself), which asks once.
    await typeInto(order, ' 2.50 ');
    await user.keyboard('{Enter}');
    expect(document.activeElement).not.toBe(order);
    const dialog = await answer('Are you sure?', 'Yes');
    expect(dialog.textContent).toContain('to order 2.5');
    await waitFor(() => expect(calls(fetchMock)).toContain('PUT /api/admin/alladdonscostorderindex'));
    expect(bodyOf(fetchMock, 2)).toEqual({ type: 7, cost_label: 'Frames', new_order: 2.5 });
    expect(calls(fetchMock)).toHaveLength(3);
    await waitFor(() => expect(order.value).toBe('2.5'));
  });

  it('deletes an add-on after "Are you sure?"', async () => {
    const fetchMock = serve([glow], [frames], { 'DELETE /api/admin/alladdons/30': { body: { id: 30 } } });
    renderApp('/admin/addons', people.admin);
    const block = await openBlock('Glow');
    fireEvent.click(within(block).getByRole('button', { name: 'Delete Frames add-on 1' }));
    await answer('Are you sure?', 'Yes');
    await waitFor(() => expect(within(block).getByText(/No add-ons yet/)).toBeTruthy());
    expect(calls(fetchMock)[2]).toBe('DELETE /api/admin/alladdons/30');
  });

  it('refuses to delete a process that has add-ons, with the fixed message the server sends', async () => {
    const fetchMock = serve([glow], [frames]);
    renderApp('/admin/addons', people.admin);
    const block = await openBlock('Glow');
    fireEvent.click(within(block).getByRole('button', { name: 'Delete Glow' }));
    const dialog = await answer('Error', 'Ok');
    expect(dialog.textContent).toContain(DELETE_ADDONS_FIRST);
    expect(calls(fetchMock)).toHaveLength(2);
  });

  it('deletes a process only after five Yes answers', async () => {
    const fetchMock = serve([glow], [], { 'DELETE /api/admin/signtype/7': { body: { id: 7 } } });
    renderApp('/admin/addons', people.admin);
    const block = await openBlock('Glow');

    fireEvent.click(within(block).getByRole('button', { name: 'Delete Glow' }));
    await answer('Delete process (1 of 5)', 'Yes');
    await answer('Delete process (2 of 5)', 'Cancel');
    expect(calls(fetchMock)).toHaveLength(2);

    fireEvent.click(within(block).getByRole('button', { name: 'Delete Glow' }));
    for (let step = 1; step <= 5; step += 1) await answer(`Delete process (${step} of 5)`, 'Yes');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Glow' })).toBeNull());
    expect(calls(fetchMock)[2]).toBe('DELETE /api/admin/signtype/7');
  });

  it("shows the server's refusal of a process saved quotes use", async () => {
    const err =
      '1 saved quote(s) use this process. Untick In Use to retire it instead; old quotes keep their prices.';
    serve([glow], [], { 'DELETE /api/admin/signtype/7': { status: 409, body: { err } } });
    setApiErrorHandler((error) => void showError(error.message));
    renderApp('/admin/addons', people.admin);
    const block = await openBlock('Glow');
    fireEvent.click(within(block).getByRole('button', { name: 'Delete Glow' }));
    for (let step = 1; step <= 5; step += 1) await answer(`Delete process (${step} of 5)`, 'Yes');
    expect((await screen.findByRole('dialog', { name: 'Error' })).textContent).toContain(err);
    expect(screen.getByRole('region', { name: 'Glow' })).toBeTruthy();
  });

  it('creates a process from the text popup and opens it', async () => {
    const created = process(8, 'Etched', { small_size_cost: 0, medium_size_cost: 0, large_size_cost: 0 });
    const fetchMock = serve([], [], { 'POST /api/admin/signtype': { body: { signtype: created } } });
    const user = person();
    renderApp('/admin/addons', people.admin);
    expect(await screen.findByText(/No processes yet/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /New Process/ })[0]!);
    const text = within(await screen.findByRole('dialog', { name: 'New Process' })).getByRole('textbox');
    await typeInto(text, 'Etched');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(screen.getByRole('dialog', { name: 'New Process' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(await screen.findByLabelText('Minimum Price for Etched')).toBeTruthy();
    expect(bodyOf(fetchMock, 2)).toEqual({
      type: {
        label: 'Etched',
        pdf_label: 'Etched',
        small_size_cost: 0,
        medium_size_cost: 0,
        large_size_cost: 0,
        order_index: 1000,
        inuse: true,
      },
    });
  });

  it('shows a load failure with a way to try again', async () => {
    const fetchMock = mockApi({
      'GET /api/quote/signtypes': { body: { types: [] } },
      'GET /api/quote/alladdons': { status: 500, body: { err: 'Database is down.' } },
    });
    renderApp('/admin/addons', people.admin);
    expect(await screen.findByText('Could not load the processes and add-ons')).toBeTruthy();
    expect(screen.getByText('Database is down.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(calls(fetchMock)).toHaveLength(4));
  });
});
