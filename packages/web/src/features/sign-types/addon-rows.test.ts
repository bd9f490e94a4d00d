import type { Addon } from '@signshop/domain';
import { describe, expect, it } from 'vitest';
import {
  addonBody,
  addonsOfBlock,
  addonToSave,
  editorRows,
  groupByHeader,
  headerOrderFor,
  moveLocalHeader,
  newLocalAddon,
  settleLocal,
} from './addon-rows.ts';

const addon = (id: number, cost_label: string, cost_order_index: number, order_index: number): Addon => ({
  id,
  type_id: 7,
  cost_label,
  cost_order_index,
  order_index,
  inuse: true,
  options: [],
});

describe('grouping by header', () => {
  it('orders headers by cost_order_index and rows by order_index', () => {
    const groups = groupByHeader([
      addon(1, 'Frames', 2, 2),
      addon(2, 'Colors', 1, 1),
      addon(3, 'Frames', 2, 1),
      addon(4, 'Glow', 2.5, 1),
    ]);
    expect(groups.map((g) => [g.cost_label, g.cost_order_index, g.addons.map((a) => a.id)])).toEqual([
      ['Colors', 1, [2]],
      ['Frames', 2, [3, 1]],
      ['Glow', 2.5, [4]],
    ]);
  });

  it('breaks a tie in header order by label, and keeps blocks apart', () => {
    const all = { ...addon(5, 'Zebra', 1, 1), type_id: null };
    const rows = [addon(1, 'Paint', 1, 1), addon(2, 'Bevel', 1, 1), all];
    expect(groupByHeader(addonsOfBlock(rows, 7)).map((g) => g.cost_label)).toEqual(['Bevel', 'Paint']);
    expect(addonsOfBlock(rows, null)).toEqual([all]);
  });
});

describe('local rows', () => {
  const saved = [addon(1, 'Frames', 3, 1), addon(2, 'Frames', 3, 4.5)];

  it('start local under a header, after its rows, with the header order', () => {
    const local = newLocalAddon(7, saved, 'Frames');
    expect(local).toMatchObject({ is_local: true, type_id: 7, cost_order_index: 3, order_index: 5 });
    expect(local.id).toBeLessThan(0);
    expect(local.options).toEqual([[{ label: '', pdf_label: '', square_inch_price: 0, unit_price: 0 }]]);
  });

  it('put a new header last', () => {
    expect(newLocalAddon(7, saved, 'Glow')).toMatchObject({
      cost_label: 'Glow',
      cost_order_index: 4,
      order_index: 1,
    });
    expect(newLocalAddon(null, [], 'First')).toMatchObject({ cost_order_index: 1, type_id: null });
  });

  it('are sent without an id (POST) and saved rows with one (PUT)', () => {
    const local = newLocalAddon(7, saved, 'Frames');
    expect(addonBody(local)).not.toHaveProperty('id');
    expect(addonBody(local)).not.toHaveProperty('is_local');
    expect(addonBody({ ...saved[0]!, is_local: false })).toEqual({ ...saved[0] });
  });

  it('become saved: the local row leaves and the created add-on takes its place', () => {
    const local = newLocalAddon(7, saved, 'Frames');
    const other = newLocalAddon(7, saved, 'Glow');
    const locals = [local, other];
    expect(editorRows(saved, locals).map((row) => row.is_local)).toEqual([false, false, true, true]);
    const created = { ...addon(9, 'Frames', 3, 5) };
    const rows = editorRows([...saved, created], settleLocal(locals, local.id));
    expect(rows.map((row) => [row.id, row.is_local])).toEqual([
      [1, false],
      [2, false],
      [9, false],
      [other.id, true],
    ]);
  });

  it('move with their header', () => {
    const local = newLocalAddon(7, saved, 'Frames');
    const elsewhere = newLocalAddon(null, [], 'Frames');
    const moved = moveLocalHeader([local, elsewhere], 7, 'Frames', 0.5);
    expect(moved.map((row) => row.cost_order_index)).toEqual([0.5, 1]);
  });
});

describe('saving a row', () => {
  const rows = [addon(1, 'Frames', 3, 1), addon(2, 'Glow', 6, 1)];

  it('keeps the header order when the header is unchanged', () => {
    const draft = { cost_label: ' Frames ', order_index: 2, inuse: false, options: [] };
    expect(addonToSave(rows[0]!, draft, rows)).toMatchObject({ cost_label: 'Frames', cost_order_index: 3 });
  });

  it('joins an existing header, or starts a new one last', () => {
    const draft = { cost_label: 'Glow', order_index: 2, inuse: true, options: [] };
    expect(addonToSave(rows[0]!, draft, rows).cost_order_index).toBe(6);
    expect(addonToSave(rows[0]!, { ...draft, cost_label: 'New' }, rows).cost_order_index).toBe(7);
    expect(headerOrderFor(rows, 'Frames', 1)).toBe(7);
  });
});
