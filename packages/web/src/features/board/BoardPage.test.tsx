import { screen, waitFor, within } from '@testing-library/react';
import { BOARD_COLUMNS, type BoardCard, type BoardReply } from '@signshop/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../../test/event-source-mock.ts';
import { bodiesOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { person } from '../../../test/user.ts';
import { people } from '../../../test/users.ts';

const card = (quote_id: number, job_name: string, late = false): BoardCard => ({
  quote_id,
  quote_number: `Q-${quote_id}`,
  job_name,
  customer_name: 'Acme Signs',
  promise_date: '2026-03-10',
  stage_date: '2026-03-01',
  planned_finish: null,
  total_price: 1234.5,
  project_manager: { id: 9, name: 'Morgan Lee' },
  approval: { state: 'approved', name: 'Pat', at: '2026-03-01T10:00:00Z' },
  late,
});

/** A board whose Drawing Started column holds `started` and In Production one card. */
function boardReply(started: BoardCard[]): BoardReply {
  return {
    today: '2026-03-12',
    page_count: 20,
    columns: BOARD_COLUMNS.map((column) => {
      const cards =
        column.key === 'drawing_started' ? started : column.key === 'in_production' ? [card(2, 'Lobby')] : [];
      return { key: column.key, label: column.label, count: cards.length, page: 0, cards };
    }),
  };
}

beforeEach(() => installFakeEventSource());

describe('BoardPage', () => {
  it('shows every column with its count and each card with its facts and late flag', async () => {
    mockApi({
      'GET /api/board': { body: boardReply([card(1, 'Storefront', true)]) },
      'GET /api/account/project_managers': { body: { project_managers: [] } },
    });
    renderApp('/board', people.staff);
    const column = await screen.findByRole('region', { name: 'Drawing Started' }, { timeout: 4_000 });
    expect(within(column).getByLabelText('1 jobs')).toBeTruthy();
    const shown = within(column).getByRole('listitem', { name: 'Storefront' });
    expect(shown.textContent).toContain('Acme Signs');
    expect(shown.textContent).toContain('$1,234.50');
    expect(shown.textContent).toContain('Morgan Lee');
    expect(shown.textContent).toContain('Approved');
    expect(within(shown).getByText('Late')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent)).toEqual(
      BOARD_COLUMNS.map((c) => c.label),
    );
  });

  it('moves a card with its "Move to…" picker, and asks before a move back, sending confirm on Yes', async () => {
    const api = mockApi({
      'GET /api/board': { body: boardReply([card(1, 'Storefront')]) },
      'GET /api/account/project_managers': { body: { project_managers: [] } },
      'POST /api/board/move': (init) => {
        const body = JSON.parse(String(init?.body)) as { to: string; confirm?: boolean };
        if (body.to === 'quote' && !body.confirm)
          return {
            status: 409,
            body: {
              err: 'Moving the job back to Quote unchecks Drawing Started. Send confirm to do it.',
              code: 'CONFLICT',
            },
          };
        return { body: { column: body.to, checked: [], unchecked: [] } };
      },
    });
    renderApp('/board', people.staff);
    const user = person();
    const storefront = await screen.findByRole('listitem', { name: 'Storefront' });
    await user.selectOptions(
      within(storefront).getByRole('combobox', { name: 'Move Storefront to' }),
      'Drawing Sent To Customer',
    );
    await user.click(within(storefront).getByRole('button', { name: 'Move Storefront' }));
    await waitFor(() =>
      expect(bodiesOf(api, '/api/board/move')).toEqual([{ quote_id: 1, to: 'drawing_sent' }]),
    );

    await user.selectOptions(
      within(storefront).getByRole('combobox', { name: 'Move Storefront to' }),
      'Quote',
    );
    await user.click(within(storefront).getByRole('button', { name: 'Move Storefront' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move back' });
    expect(dialog.textContent).toContain(
      'Moving the job back to Quote unchecks Drawing Started. Move it back?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(bodiesOf(api, '/api/board/move').slice(1)).toEqual([
        { quote_id: 1, to: 'quote' },
        { quote_id: 1, to: 'quote', confirm: true },
      ]),
    );
  });

  it('refetches when a live event about the board arrives, and on reconnection', async () => {
    let started = [card(1, 'Storefront')];
    mockApi({
      'GET /api/board': () => ({ body: boardReply(started) }),
      'GET /api/account/project_managers': { body: { project_managers: [] } },
    });
    renderApp('/board', people.staff);
    await screen.findByRole('listitem', { name: 'Storefront' });
    const stream = FakeEventSource.opened.at(-1)!;
    expect(stream.url).toBe('/api/live');
    started = [card(1, 'Storefront'), card(3, 'Parking')];
    stream.send({ kind: 'board', quote_id: 3 });
    expect(await screen.findByRole('listitem', { name: 'Parking' }, { timeout: 2_000 })).toBeTruthy();
    started = [];
    stream.open();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Storefront' })).toBeNull());
  });

  it('is not offered to a customer, who is refused the route and opens no live stream', async () => {
    mockApi({});
    renderApp('/board', people.customer);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Production Board' })).toBeNull());
    expect(FakeEventSource.opened).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Production Board' })).toBeNull();
  });
});
