import { describe, expect, it } from 'vitest';
import {
  MISSING_PROCESS_MESSAGE,
  Role,
  processLookup,
  quoteSchema,
  validateQuote,
  type SignType,
} from '@signshop/domain';
import {
  editorReducer,
  initialEditorState,
  validationDraft,
  type EditorAction,
  type EditorState,
} from './quote-editor-state.ts';
import { createSignPricer, quoteForSave } from './quote-pricing.ts';

const process = (
  id: number,
  label: string,
  medium: number,
  large: number,
  order_index: number,
): SignType => ({
  id,
  label,
  pdf_label: '',
  small_size_cost: 30,
  medium_size_cost: medium,
  large_size_cost: large,
  order_index,
  inuse: true,
});
const types: SignType[] = [
  process(1, 'Raster Braille 2021', 0.9, 0.7, 10),
  process(2, 'Raster Braille 2022', 0.9, 0.7, 10),
  process(3, 'Laminate', 0.75, 0.6, 20),
  process(9, 'Other', 0.9, 0.7, 1000),
];
const labelOf = (id: number | null) => types.find((t) => t.id === id)?.label ?? null;
const addon = {
  id: 5,
  cost_label: 'Colors',
  label: 'Two-tone',
  pdf_label: '',
  square_inch_price: 0.04,
  unit_price: 0,
};

const start = () => initialEditorState(quoteSchema.parse({ quote_date: '2024-01-05', job_name: 'Lobby' }));
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const names = (state: EditorState) => state.quote.signs.map((s) => s.given_id);

describe('quote editor state', () => {
  it('keeps why the Date is not a date, which counts as an unsaved change, until it is one', () => {
    const wrong = run(start(), { type: 'dateProblem', problem: 'Type the whole date as mm/dd/yyyy.' });
    expect(wrong.dateProblem).toBe('Type the whole date as mm/dd/yyyy.');
    expect(wrong.dirty).toBe(true);
    expect(wrong.quote.quote_date).toBe('2024-01-05');
    expect(run(wrong, { type: 'dateProblem', problem: null }).dateProblem).toBeNull();
    expect(run(start(), { type: 'dateProblem', problem: null }).dirty).toBe(false);
  });

  it('adds signs named in sequence when automatic naming is on, blank when off', () => {
    const auto = run(start(), { type: 'addSign', autoName: true }, { type: 'addSign', autoName: true });
    expect(names(auto)).toEqual(['A', 'B']);
    expect(auto.dirty).toBe(true);
    const manual = run(start(), { type: 'addSign', autoName: false });
    expect(names(manual)).toEqual(['']);
  });

  it('copies a sign after itself with the inserted name, and as is without automatic naming', () => {
    const two = run(start(), { type: 'addSign', autoName: true }, { type: 'addSign', autoName: true });
    const withWidth = run(two, { type: 'signField', path: [0], field: 'width', value: '12' });
    const copied = run(withWidth, { type: 'copy', path: [0], autoName: true });
    expect(names(copied)).toEqual(['A', 'A-1', 'B']);
    expect(copied.quote.signs[1]!.width).toBe('12');
    expect(copied.quote.signs[1]!.key).not.toBe(copied.quote.signs[0]!.key);
    expect(names(run(withWidth, { type: 'copy', path: [0], autoName: false }))).toEqual(['A', 'A', 'B']);
  });

  it('adds, copies, moves and deletes sub-parts inside their sign', () => {
    let state = run(
      start(),
      { type: 'addSign', autoName: true },
      { type: 'process', path: [0], typeId: 3, labelOf },
      { type: 'addSubsign', index: 0, autoName: true },
      { type: 'addSubsign', index: 0, autoName: true },
    );
    const subs = () => state.quote.signs[0]!.subsigns.map((s) => s.given_id);
    expect(subs()).toEqual(['A-1', 'A-2']);
    expect(state.quote.signs[0]!.subsigns[0]!.type).toBe(3);
    state = run(state, { type: 'copy', path: [0, 0], autoName: true });
    expect(subs()).toEqual(['A-1', 'A-1-A', 'A-2']);
    state = run(state, { type: 'move', path: [0, 2], by: -1 });
    expect(subs()).toEqual(['A-1', 'A-2', 'A-1-A']);
    state = run(state, { type: 'move', path: [0, 0], by: -1 });
    expect(subs()).toEqual(['A-1', 'A-2', 'A-1-A']);
    state = run(state, { type: 'delete', path: [0, 1] });
    expect(subs()).toEqual(['A-1', 'A-1-A']);
    state = run(state, { type: 'collapse', index: 0 });
    expect(state.quote.signs[0]!.collapsed).toBe(true);
  });

  it('moves and deletes signs', () => {
    let state = run(
      start(),
      { type: 'addSign', autoName: true },
      { type: 'addSign', autoName: true },
      { type: 'addSign', autoName: true },
    );
    state = run(state, { type: 'move', path: [2], by: -1 });
    expect(names(state)).toEqual(['A', 'C', 'B']);
    state = run(state, { type: 'move', path: [2], by: 1 });
    expect(names(state)).toEqual(['A', 'C', 'B']);
    state = run(state, { type: 'delete', path: [0] });
    expect(names(state)).toEqual(['C', 'B']);
  });

  it('resets add-ons on a process change unless only the date suffix differs', () => {
    const base = run(
      start(),
      { type: 'addSign', autoName: true },
      { type: 'process', path: [0], typeId: 1, labelOf },
      { type: 'addons', path: [0], addons: [addon], picks: [{ addon_id: 5, group: 0, option: 2 }] },
    );
    const dated = run(base, { type: 'process', path: [0], typeId: 2, labelOf });
    expect(dated.quote.signs[0]!.addons).toEqual([addon]);
    const other = run(base, { type: 'process', path: [0], typeId: 3, labelOf });
    expect(other.quote.signs[0]!.addons).toEqual([]);
    expect(other.quote.signs[0]!.picks).toEqual([]);
  });

  it('regenerates the quote number from customer and date until it is edited by hand', () => {
    const numbering = { user: { role: Role.Asante, company: 'Shop' }, prefix: 'JOH' };
    let state = initialEditorState(
      quoteSchema.parse({ quote_date: '2024-01-05', given_id: 'JOH01052024' }),
      'JOH01052024',
    );
    state = run(state, { type: 'customer', value: 'Acme', numbering });
    expect(state.quote.given_id).toBe('JOH01052024ACM');
    state = run(state, { type: 'date', value: '2024-02-01', numbering });
    expect(state.quote.given_id).toBe('JOH02012024ACM');
    state = run(state, { type: 'text', field: 'given_id', value: 'MINE-1' });
    state = run(state, { type: 'customer', value: 'Bolt', numbering });
    expect(state.quote.given_id).toBe('MINE-1');
  });

  it('forces a customer’s company as customer name', () => {
    const numbering = { user: { role: Role.Customer, company: 'Lopez Dental' }, prefix: 'MAR' };
    const state = run(start(), { type: 'customer', value: 'Someone Else', numbering });
    expect(state.quote.customer_name).toBe('Lopez Dental');
  });

  it('validates typed text with the domain and fills empty processes with Other', () => {
    let state = run(
      start(),
      { type: 'addSign', autoName: true },
      { type: 'signField', path: [0], field: 'width', value: 'ten' },
    );
    expect(validateQuote(validationDraft(state.quote))?.message).toBe(
      'The following fields in the signs table (row 1) must be a number: Width, Height',
    );
    state = run(
      state,
      { type: 'signField', path: [0], field: 'width', value: '10' },
      { type: 'signField', path: [0], field: 'height', value: '10' },
    );
    expect(validateQuote(validationDraft(state.quote))?.message).toBe(MISSING_PROCESS_MESSAGE);
    state = run(state, { type: 'fillProcesses', processId: 9 });
    expect(state.quote.signs[0]!.type).toBe(9);
    expect(validateQuote(validationDraft(state.quote))).toBeNull();
  });

  it('prices signs, a sub-sign, add-ons, adjustments and shipping to 704.64 and sends numbers on save', () => {
    const sign = (path: [number] | [number, number], width: string, height: string, quantity: string) =>
      [
        { type: 'signField', path, field: 'width', value: width },
        { type: 'signField', path, field: 'height', value: height },
        { type: 'signField', path, field: 'quantity', value: quantity },
        { type: 'process', path, typeId: 9, labelOf },
      ] as EditorAction[];
    const custom = (items: Array<[string, string]>, markup: number) => ({
      items: items.map(([sq, unit]) => ({ label: 'x', square_inch_price_no_size: sq, unit_price: unit })),
      percent_marked_up: markup,
      override_zero_quantity: false,
      description: '',
      square_inch_calculator: [],
      unit_price_calculator: [],
      updated_to_jan_2022: true,
    });
    const state = run(
      start(),
      { type: 'addSign', autoName: true },
      { type: 'addSign', autoName: true },
      { type: 'addSign', autoName: true },
      ...sign([0], '6', '4', '10'),
      ...sign([1], '8', '6', '3'),
      { type: 'customAddons', path: [1], value: custom([['0.05', '2']], 0) },
      ...sign([2], '10', '10', '2'),
      { type: 'customAddons', path: [2], value: custom([], 10) },
      { type: 'addSubsign', index: 2, autoName: true },
      ...sign([2, 0], '3', '2', '1'),
      { type: 'addAdjustment' },
      { type: 'adjustment', index: 0, field: 'percent', value: '5' },
      { type: 'addAdjustment' },
      { type: 'adjustment', index: 1, field: 'dollar', value: '-10' },
      { type: 'shipping', value: '25' },
    );
    const pricer = createSignPricer(processLookup(types));
    expect(pricer.quote(state.quote).totalCents).toBe(70464);
    expect(pricer.price(state.quote.signs[2]!).totalCents).toBe(21400);
    const saved = quoteForSave(state.quote, pricer);
    expect(saved.total_price).toBe(704.64);
    expect(saved.shipping_cost).toBe(25);
    expect(saved.signs[1]).toMatchObject({ width: 8, height: 6, quantity: 3, order_index: 1 });
    expect(saved.signs[1]!.custom_addons!.items[0]).toMatchObject({ square_inch_price: 0.05, unit_price: 2 });
  });
});
