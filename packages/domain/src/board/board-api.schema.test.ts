import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKLOG_STAGES } from '../backlog/backlog-stages.ts';
import { justDateArbitrary } from '../dates/just-date.arbitrary.ts';
import {
  BOARD_COLUMN_KEYS,
  backwardsMoveQuestion,
  boardColumnOf,
  isJobLate,
  planBoardMove,
  shopWeekOf,
  type BoardColumnKey,
} from './board-api.schema.ts';

const stageIds = BACKLOG_STAGES.map((stage) => stage.id as number);
const checkedArbitrary = fc
  .subarray(stageIds)
  .map((ids) => ids.map((type_id) => ({ type_id, date_given: '2026-03-02' })));
const position = (key: BoardColumnKey) => BOARD_COLUMN_KEYS.indexOf(key);

describe('board columns', () => {
  it('are Quote, every backlog stage in order, then Shipped', () => {
    expect(BOARD_COLUMN_KEYS).toEqual(['quote', ...BACKLOG_STAGES.map((stage) => stage.key), 'shipped']);
  });

  it("put a job in its latest stage's column, Quote without one, Shipped once shipped", () => {
    expect(boardColumnOf({ is_shipped: false, latest_stage_id: null })).toBe('quote');
    expect(boardColumnOf({ is_shipped: false, latest_stage_id: 9 })).toBe('in_production');
    expect(boardColumnOf({ is_shipped: true, latest_stage_id: 9 })).toBe('shipped');
  });
});

describe('lateness', () => {
  const job = { is_shipped: false, promise_date: '2026-03-10', planned_finish: null, today: '2026-03-10' };
  it('is a promise date before today, or a planned finish after the promise date', () => {
    expect(isJobLate(job)).toBe(false);
    expect(isJobLate({ ...job, today: '2026-03-11' })).toBe(true);
    expect(isJobLate({ ...job, planned_finish: '2026-03-10' })).toBe(false);
    expect(isJobLate({ ...job, planned_finish: '2026-03-11' })).toBe(true);
  });
  it('never holds for a shipped job or one without a promise date', () => {
    expect(isJobLate({ ...job, is_shipped: true, today: '2026-04-01' })).toBe(false);
    expect(isJobLate({ ...job, promise_date: null, planned_finish: '2026-04-01' })).toBe(false);
  });
});

describe("the shop's week", () => {
  it('runs Monday to Sunday around today', () => {
    expect(shopWeekOf('2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // a Friday
    expect(shopWeekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // a Monday
    expect(shopWeekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // a Sunday
  });
  it('always holds today and spans seven days', () => {
    fc.assert(
      fc.property(justDateArbitrary, (today) => {
        const { from, to } = shopWeekOf(today);
        return (
          from <= today && today <= to && new Date(to).getTime() - new Date(from).getTime() === 6 * 864e5
        );
      }),
    );
  });
});

describe('moving a card', () => {
  it('refuses Shipped as a target and any move of a shipped job', () => {
    expect(planBoardMove({ is_shipped: false, checked: [] }, 'shipped').kind).toBe('refused');
    expect(planBoardMove({ is_shipped: true, checked: [] }, 'in_production').kind).toBe('refused');
  });

  it('forwards checks the target stage and unchecks nothing', () => {
    const plan = planBoardMove(
      { is_shipped: false, checked: [{ type_id: 3, date_given: '2026-03-01' }] },
      'drawing_sent',
    );
    expect(plan).toEqual({ kind: 'move', check: 4, uncheck: [], backwards: false });
  });

  it('backwards unchecks every checked stage after the target, Quote checking none', () => {
    const checked = [1, 11, 3, 4].map((type_id) => ({ type_id, date_given: '2026-03-01' }));
    expect(planBoardMove({ is_shipped: false, checked }, 'customer_ship_date')).toEqual({
      kind: 'move',
      check: 11,
      uncheck: [3, 4],
      backwards: true,
    });
    expect(planBoardMove({ is_shipped: false, checked }, 'quote')).toEqual({
      kind: 'move',
      check: null,
      uncheck: [1, 11, 3, 4],
      backwards: true,
    });
    expect(backwardsMoveQuestion('customer_ship_date', [3, 4])).toBe(
      'Moving the job back to Customer Ship Date unchecks Drawing Started, Drawing Sent To Customer.',
    );
  });

  it('always leaves the job in the target column (property)', () => {
    const targets = fc.constantFrom(...BOARD_COLUMN_KEYS.filter((key) => key !== 'shipped'));
    fc.assert(
      fc.property(checkedArbitrary, targets, (checked, to) => {
        const plan = planBoardMove({ is_shipped: false, checked }, to);
        if (plan.kind === 'unchanged') return true;
        if (plan.kind !== 'move') return false;
        const after = checked.map((s) => s.type_id).filter((id) => !plan.uncheck.includes(id));
        if (plan.check !== null) after.push(plan.check);
        const latest = stageIds.filter((id) => after.includes(id)).at(-1) ?? null;
        const from = boardColumnOf({
          is_shipped: false,
          latest_stage_id: stageIds.filter((id) => checked.some((s) => s.type_id === id)).at(-1) ?? null,
        });
        return (
          boardColumnOf({ is_shipped: false, latest_stage_id: latest }) === to &&
          plan.backwards === position(to) < position(from) &&
          (plan.backwards || plan.uncheck.length === 0)
        );
      }),
    );
  });
});
