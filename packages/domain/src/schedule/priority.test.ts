import { describe, expect, it } from 'vitest';
import { PRIORITY_NAMES, Priority, parsePriority, priorityName } from './priority.ts';

describe('priority', () => {
  it('is Low 0, Medium 1, High 2, Instant 3', () => {
    expect(Priority).toEqual({ Low: 0, Medium: 1, High: 2, Instant: 3 });
    expect(PRIORITY_NAMES).toEqual(['Low', 'Medium', 'High', 'Instant']);
    expect(priorityName(2)).toBe('High');
  });

  it('is set by number or by name', () => {
    expect(parsePriority(3)).toEqual({ ok: true, value: 3 });
    expect(parsePriority('1')).toEqual({ ok: true, value: 1 });
    expect(parsePriority('instant')).toEqual({ ok: true, value: 3 });
    expect(parsePriority(' Medium ')).toEqual({ ok: true, value: 1 });
  });

  it('reports bad values instead of throwing', () => {
    for (const bad of [4, -1, 1.5, 'Urgent', '', null, undefined, {}]) {
      const result = parsePriority(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/^Not a priority/);
    }
  });
});
