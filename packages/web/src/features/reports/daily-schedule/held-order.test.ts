import { describe, expect, it } from 'vitest';
import type { DailyTaskRow } from './queries.ts';
import { holdTask, showInHeldOrder } from './held-order.ts';

const row = (id: number, priority = 0): DailyTaskRow =>
  ({ id, quote_id: 1, priority, task: `Task ${id}` }) as DailyTaskRow;

describe('the daily schedule keeps its order while a person works', () => {
  it('shows the server order with nothing held', () => {
    const shown = showInHeldOrder([row(1), row(2)], null, 0);
    expect(shown.map(({ task, movesTo }) => [task.id, movesTo])).toEqual([
      [1, null],
      [2, null],
    ]);
  });

  it('keeps a re-prioritised row in place, with its new values and where a refresh puts it', () => {
    const before = [row(1, 2), row(2, 1), row(3, 0)];
    const held = holdTask(null, 'ask', before, 3, { priority: 3 });
    const refetched = [row(3, 3), row(1, 2), row(2, 1)];
    const shown = showInHeldOrder(refetched, held, 10);
    expect(shown.map(({ task }) => [task.id, task.priority])).toEqual([
      [1, 2],
      [2, 1],
      [3, 3],
    ]);
    expect(shown.map(({ movesTo }) => movesTo)).toEqual([null, null, 11]);
  });

  it('keeps a row the page no longer has, says it goes away, and adds newcomers last', () => {
    const held = holdTask(null, 'ask', [row(1), row(2)], 2, { priority: 0 });
    const shown = showInHeldOrder([row(1), row(4)], held, 0);
    expect(shown.map(({ task, movesTo }) => [task.id, movesTo])).toEqual([
      [1, null],
      [2, 'away'],
      [4, null],
    ]);
  });

  it('starts over on another page or filter', () => {
    const held = holdTask(null, 'page 0', [row(1), row(2)], 2, { priority: 3 });
    const again = holdTask(held, 'page 1', [row(5), row(6)], 5, { priority: 1 });
    expect(again.rows.map((task) => task.id)).toEqual([5, 6]);
    expect(again.edited).toEqual([5]);
  });
});
