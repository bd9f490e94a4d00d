import { formatDateMask, type CapacityPlanReply } from '@signshop/domain';

const REASONS = {
  'no-resource': 'name no equipment the shop has',
  'longer-than-a-day': 'are longer than any working day of their resource',
  'no-room': 'found no room in the four weeks planned',
} as const;

/** What Plan did: how many tasks it placed (and how many late), and why it left others out. */
export function PlanResult({ result }: { result: CapacityPlanReply }) {
  const late = result.placed.filter((p) => p.late).length;
  const reasons = Object.entries(REASONS).flatMap(([reason, words]) => {
    const n = result.unplaced.filter((u) => u.reason === reason).length;
    return n ? [`${n} ${n === 1 ? 'task' : 'tasks'} ${words}`] : [];
  });
  return (
    <div className={`alert ${reasons.length || late ? 'alert-warning' : 'alert-success'} mb-3`} role="status">
      <strong>
        Planned {result.placed.length} {result.placed.length === 1 ? 'task' : 'tasks'}
      </strong>{' '}
      from {formatDateMask(result.start)} to {formatDateMask(result.end)}
      {late > 0 && `, ${late} after their job's promise date`}.
      {reasons.length > 0 && <> Not placed: {reasons.join('; ')}.</>}
    </div>
  );
}
