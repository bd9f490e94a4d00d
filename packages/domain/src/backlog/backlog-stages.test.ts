import { describe, expect, it } from 'vitest';
import { FIRST_BACKLOG_STAGE_LABEL } from './backlog.schema.ts';
import { BACKLOG_STAGES, backlogStageId, latestStageId } from './backlog-stages.ts';

describe('BACKLOG_STAGES', () => {
  it('starts with Materials Ordered and has unique ids and keys', () => {
    expect(BACKLOG_STAGES[0].label).toBe(FIRST_BACKLOG_STAGE_LABEL);
    expect(new Set(BACKLOG_STAGES.map((s) => s.id)).size).toBe(BACKLOG_STAGES.length);
    expect(new Set(BACKLOG_STAGES.map((s) => s.key)).size).toBe(BACKLOG_STAGES.length);
  });
});

describe('backlogStageId', () => {
  it('finds a stage by key', () => {
    expect(backlogStageId('in_production')).toBe(9);
  });
});

describe('latestStageId', () => {
  it('is the checked stage furthest along the list', () => {
    expect(latestStageId([3, 9, 1])).toBe(9);
    expect(latestStageId([])).toBeNull();
    expect(latestStageId([999])).toBeNull();
  });
});
