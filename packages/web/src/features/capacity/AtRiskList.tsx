import { Link } from 'react-router';
import { formatDateMask } from '@signshop/domain';
import { Loaded } from '../../platform/Loaded.tsx';
import { useAtRisk } from './queries.ts';

/** The jobs planned to finish after their promise date, the latest first, each a link to the job. */
export function AtRiskList() {
  const query = useAtRisk();
  return (
    <section aria-labelledby="at-risk-heading" className="mt-4">
      <h2 id="at-risk-heading" className="h5">
        At risk
      </h2>
      <Loaded
        query={query}
        loading="Loading the jobs at risk…"
        failed="Could not load the jobs at risk"
        empty={{ icon: '✓', text: 'Every planned job finishes by its promise date.' }}
      >
        {(jobs) => (
          <ul className="list-group" aria-label="Jobs at risk">
            {jobs.map((job) => (
              <li key={job.job_id} className="list-group-item d-flex flex-wrap justify-content-between gap-2">
                <Link to={`/job/${job.job_id}`} className="fw-semibold">
                  {job.given_id} · {job.job_name}
                </Link>
                <span className="text-body-secondary">{job.customer_name}</span>
                <span>
                  Promised {formatDateMask(job.promise_date)}, planned to finish{' '}
                  {formatDateMask(job.planned_finish)}:{' '}
                  <strong className="text-danger-emphasis">
                    {job.days_late} {job.days_late === 1 ? 'day' : 'days'} late
                  </strong>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
