import './job.css';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { Link } from 'react-router';
import { canWorkOnJobs } from '@signshop/domain';
import { useSession } from '../../platform/session.tsx';
import { stageOf, stagesFor, type JobStageKey } from './stages.ts';

export interface JobBreadcrumbProps {
  quoteId: number;
  /** The screen shown: a stage, or 'job' for the job overview. */
  current: JobStageKey | 'job';
}

/**
 * The job breadcrumb: Jobs, Job and the stage switcher Quote, Backlog,
 * Scheduler, Files, Shipping for those who work on jobs (canWorkOnJobs); others see Quote and
 * Files, and reach the production screens read-only by URL or the Report link.
 */
export function JobBreadcrumb({ quoteId, current }: JobBreadcrumbProps) {
  const { user } = useSession();
  const worksOnJobs = canWorkOnJobs(user);
  const stages = stagesFor(user);
  return (
    <div className="job-breadcrumb d-flex flex-wrap align-items-center justify-content-between column-gap-3 row-gap-2 mb-3">
      <Breadcrumb className="small" listProps={{ className: 'mb-0' }}>
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: '/jobs' }}>
          Jobs
        </Breadcrumb.Item>
        {worksOnJobs && (
          <Breadcrumb.Item active={current === 'job'} linkAs={Link} linkProps={{ to: `/job/${quoteId}` }}>
            Job
          </Breadcrumb.Item>
        )}
        {current !== 'job' && <Breadcrumb.Item active>{stageOf(current).label}</Breadcrumb.Item>}
      </Breadcrumb>
      <nav aria-label="Job stages" className="job-switcher">
        <ul className="nav nav-pills nav-fill flex-nowrap small">
          {stages.map((stage) => (
            <li key={stage.key} className="nav-item">
              <Link
                to={stage.href(quoteId)}
                className={`nav-link text-nowrap py-1 px-3 ${stage.key === current ? 'active' : ''}`}
                aria-current={stage.key === current ? 'page' : undefined}
              >
                <span className="job-switcher-number" aria-hidden="true">
                  {stage.number}
                </span>
                {stage.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
