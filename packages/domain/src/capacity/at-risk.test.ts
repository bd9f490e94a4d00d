import { describe, expect, it } from 'vitest';
import { jobsAtRisk } from './at-risk.ts';

describe('jobs at risk', () => {
  it('names jobs planned to finish after their promise date, the latest first', () => {
    expect(
      jobsAtRisk([
        { job_id: 1, promise_date: '2026-12-04', planned_finish: '2026-12-04' },
        { job_id: 2, promise_date: '2026-12-01', planned_finish: '2026-12-03' },
        { job_id: 3, promise_date: '2026-12-01', planned_finish: '2026-12-08' },
        { job_id: 4, promise_date: null, planned_finish: '2026-12-08' },
        { job_id: 5, promise_date: '2026-11-01', planned_finish: null },
      ]),
    ).toEqual([
      { job_id: 3, promise_date: '2026-12-01', planned_finish: '2026-12-08', days_late: 7 },
      { job_id: 2, promise_date: '2026-12-01', planned_finish: '2026-12-03', days_late: 2 },
    ]);
  });
});
