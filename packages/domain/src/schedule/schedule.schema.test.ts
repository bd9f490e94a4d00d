import { describe, expect, it } from 'vitest';
import { dailyScheduleFilterSchema, dailyTaskSchema, dailyTaskUpdateSchema } from './daily-task.schema.ts';
import { scheduleLineSchema } from './schedule-line.schema.ts';

describe('schedule schemas', () => {
  it('reads a priority by name or number, Low by default', () => {
    expect(scheduleLineSchema.parse({ quote_id: 1 }).priority).toBe(0);
    expect(scheduleLineSchema.parse({ quote_id: 1, priority: 'High' }).priority).toBe(2);
    expect(dailyTaskUpdateSchema.parse({ priority: 3 })).toEqual({ priority: 3 });
  });

  it('reports a bad priority as a validation issue', () => {
    const result = scheduleLineSchema.safeParse({ quote_id: 1, priority: 'Urgent' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Not a priority/);
  });

  it('defaults the daily schedule filters to All and In Production', () => {
    expect(dailyScheduleFilterSchema.parse({})).toEqual({
      equip: 'All',
      assign_to: 'All',
      completion: 'All',
      material: 'All',
      production_state: 'In Production',
    });
  });

  it('parses a daily task', () => {
    expect(dailyTaskSchema.parse({ id: 1, quote_id: 2 })).toMatchObject({ priority: 0, is_complete: false });
  });
});
