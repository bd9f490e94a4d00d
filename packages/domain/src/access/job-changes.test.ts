import { describe, expect, it } from 'vitest';
import { backlogStageId } from '../backlog/backlog-stages.ts';
import { jobChangeRefusal, reachedProduction, type JobRecordState } from './job-changes.ts';
import { Role, type SessionUser } from './roles.ts';

const user = (role: number): SessionUser => ({
  id: 1,
  email: 'x@example.com',
  company: 'Acme Signs',
  verified: true,
  role,
  permissions: 0,
});
const staff = user(Role.Asante);
const customer = user(Role.Customer);
const open: JobRecordState = { is_shipped: false, paymentCount: 0, paid: 0, checkedStageIds: [] };
const shipped = { ...open, is_shipped: true };
const paid = { ...shipped, paymentCount: 1, paid: 100 };
const update = (newTotal = 500) => ({ kind: 'reprice', saveAs: 'update', newTotal }) as const;
const revision = (newTotal = 500) => ({ kind: 'reprice', saveAs: 'revision', newTotal }) as const;

describe('jobChangeRefusal', () => {
  it('lets anyone re-price or delete an open job', () => {
    for (const who of [staff, customer]) {
      expect(jobChangeRefusal(who, open, update())).toBeNull();
      expect(jobChangeRefusal(who, open, { kind: 'delete' })).toBeNull();
    }
  });

  it('locks prices for customers once shipped, paid or Ready For Production', () => {
    const ready = { ...open, checkedStageIds: [backlogStageId('ready_for_production')] };
    expect(jobChangeRefusal(customer, shipped, revision())).toMatch(/has shipped/);
    expect(jobChangeRefusal(customer, { ...open, paymentCount: 1 }, update())).toMatch(/has payments/);
    expect(jobChangeRefusal(customer, ready, update())).toMatch(/Ready For Production/);
    expect(jobChangeRefusal(customer, ready, { kind: 'delete' })).toMatch(/Ready For Production/);
  });

  it('lets staff revise a shipped job, not update it, and never below what was paid', () => {
    expect(jobChangeRefusal(staff, shipped, update())).toMatch(/Update Current Job As Revision/);
    expect(jobChangeRefusal(staff, paid, revision(100))).toBeNull();
    expect(jobChangeRefusal(staff, paid, revision(99.99))).toBe(
      'The new total $99.99 would be below the $100.00 already paid.',
    );
  });

  it('refuses deleting a job with payments for everyone; staff may delete a shipped one', () => {
    expect(jobChangeRefusal(staff, paid, { kind: 'delete' })).toBe(
      'This job has payments, so it cannot be deleted.',
    );
    expect(jobChangeRefusal(customer, shipped, { kind: 'delete' })).toMatch(/has shipped/);
    expect(jobChangeRefusal(staff, shipped, { kind: 'delete' })).toBeNull();
  });

  it('always allows a new job copied from a locked one', () => {
    expect(jobChangeRefusal(customer, paid, { kind: 'reprice', saveAs: 'new_job', newTotal: 0 })).toBeNull();
  });
});

describe('reachedProduction', () => {
  it('is true from Ready For Production on, false before', () => {
    expect(reachedProduction([backlogStageId('materials_ordered')])).toBe(false);
    expect(reachedProduction([backlogStageId('ready_for_production')])).toBe(true);
    expect(reachedProduction([backlogStageId('in_production')])).toBe(true);
  });
});
