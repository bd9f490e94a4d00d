import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteSchema, type SignType } from '@signshop/domain';
import { bodyOf, mockApi } from '../../../../../test/fetch-mock.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { people } from '../../../../../test/users.ts';
import { typeInto } from '../../../../../test/user.ts';

const raster: SignType = {
  id: 1,
  label: 'Raster Braille',
  pdf_label: 'Raster Braille',
  order_index: 1,
  inuse: true,
  small_size_cost: 30,
  medium_size_cost: 0.9,
  large_size_cost: 0.7,
};
const quote = {
  ...quoteSchema.parse({
    id: 7,
    given_id: 'Q-7',
    job_name: 'Clinic',
    customer_name: 'Acme Signs',
    quote_date: '2026-11-03',
    signs: [
      { given_id: 'A', type: 1, width: 3, height: 4, quantity: 1 },
      {
        given_id: 'B',
        type: 1,
        width: 8,
        height: 8,
        quantity: 1,
        tactile: { lines: [{ text: 'Women', braille: '⠠⠺⠕⠍⠢' }] },
      },
    ],
  }),
  version: 1,
};

describe('tactile text on a sign row', () => {
  it('shows a saved sign’s text and its ADA §703 warning on the row', async () => {
    mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/quote/signtypes': { body: { types: [raster] } },
    });
    renderApp('/quote/7', people.staff);
    const button = await screen.findByRole('button', { name: 'Braille row 2' });
    expect(button.textContent).toBe('⠃ Women');
    const row = button.closest('tr')!;
    expect(within(row).getByRole('status').textContent).toContain(
      '§703.2.2 Line 1 "Women" has lowercase letters; tactile characters are uppercase',
    );
  });

  it('translates as the user types, warns about the width of a 3-inch sign, and saves text and Braille', async () => {
    const fetchMock = mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/quote/signtypes': { body: { types: [raster] } },
      'PUT /api/quote/7': { body: { quote: { ...quote, version: 2 } } },
    });
    renderApp('/quote/7', people.staff);
    fireEvent.click(await screen.findByRole('button', { name: 'Braille row 1' }));
    const field = await screen.findByRole('textbox', { name: /^Tactile text \(/ });
    await typeInto(field, 'ROOM 101');
    // Raised in capitals, its Braille from the sentence case: "Room 101", one capital sign.
    await waitFor(() => expect(screen.getByLabelText('Braille line 1').textContent).toBe('⠠⠗⠕⠕⠍⠀⠼⠁⠚⠁'));
    expect((screen.getByLabelText('Braille wording of line 1') as HTMLInputElement).value).toBe('Room 101');
    expect(
      screen.getByText(
        '§703.3.1 Braille line 1 needs 3.16 in: 2.41 in (10 cells at 0.241 in) + 0.75 in margins; sign 3 in wide',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    const row = screen.getByRole('button', { name: 'Braille row 1' }).closest('tr')!;
    expect(within(row).getByRole('status').textContent).toContain('§703.3.1 Braille line 1 needs 3.16 in');
    fireEvent.click(screen.getByRole('button', { name: 'Save Quote' }));
    const put = () =>
      fetchMock.mock.calls.findIndex(([url, init]) => init?.method === 'PUT' && url === '/api/quote/7');
    await waitFor(() => expect(put()).toBeGreaterThanOrEqual(0));
    const sent = bodyOf(fetchMock, put()) as { signs: { tactile?: unknown }[] };
    expect(sent.signs[0]!.tactile).toEqual({
      lines: [{ text: 'ROOM 101', wording: 'Room 101', braille: '⠠⠗⠕⠕⠍⠀⠼⠁⠚⠁' }],
      braille_position: 'below',
    });
    // The quote editor's first load plus a translation at each key: past 5 s on a busy machine.
  }, 15_000);

  it('keeps an untranslatable line with a message instead of Braille', async () => {
    mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/quote/signtypes': { body: { types: [raster] } },
    });
    renderApp('/quote/7', people.staff);
    fireEvent.click(await screen.findByRole('button', { name: 'Braille row 1' }));
    await typeInto(await screen.findByRole('textbox', { name: /^Tactile text \(/ }), 'EXIT\nROOM 中');
    expect(await screen.findByText('Line 2: 中 cannot be written in UEB Grade 2 Braille')).toBeTruthy();
    expect(screen.getByLabelText('Braille line 2').textContent).toBe('—');
    expect(screen.getByLabelText('Braille line 1').textContent).toBe('⠠⠑⠭⠊⠞');
  });

  it('translates the wording the user writes, and names a wording in capitals', async () => {
    mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/quote/signtypes': { body: { types: [raster] } },
    });
    renderApp('/quote/7', people.staff);
    fireEvent.click(await screen.findByRole('button', { name: 'Braille row 1' }));
    await typeInto(await screen.findByRole('textbox', { name: /^Tactile text \(/ }), 'ICU WAITING');
    const wording = (await screen.findByLabelText('Braille wording of line 1')) as HTMLInputElement;
    expect(wording.value).toBe('Icu waiting');
    fireEvent.change(wording, { target: { value: 'ICU waiting' } });
    await waitFor(() => expect(screen.getByLabelText('Braille line 1').textContent).toMatch(/^⠠⠠⠊⠉⠥⠀/));
    expect(screen.queryByText(/in capitals/)).toBeNull();
    fireEvent.change(wording, { target: { value: 'ICU WAITING' } });
    expect(
      await screen.findByText(
        '§703.3.1 Braille line 1 writes WAITING in capitals; Braille uses capitals only to start a ' +
          'sentence and for proper nouns, initials and acronyms',
      ),
    ).toBeTruthy();
  }, 15_000);
});
