import { dayLoad } from './plan-format.ts';

/** A resource's day: a bar of its load against its capacity, red and saying "Over by" when over. */
export function LoadBar({ load, capacity, label }: { load: number; capacity: number; label: string }) {
  const { over, percent, text } = dayLoad(load, capacity);
  return (
    <div className="capacity-load">
      <div
        className="progress"
        role="progressbar"
        aria-label={`${label}: ${text}`}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        style={{ height: '0.5rem' }}
      >
        <div
          className={`progress-bar ${over ? 'bg-danger' : 'bg-success'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className={`small mt-1 ${over ? 'text-danger-emphasis fw-semibold' : 'text-body-secondary'}`}>
        {text}
      </div>
    </div>
  );
}
