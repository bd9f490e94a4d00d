import { companyKey } from '@signshop/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CompanyMatch } from './queries.ts';

const jobsText = (jobs: number) => `${jobs.toLocaleString('en-US')} ${jobs === 1 ? 'job' : 'jobs'}`;

/** Under the company field: the existing company (and its jobs) the account will see, or none. */
export function CompanyMatchNote({
  company,
  match,
}: {
  company: string;
  match: UseQueryResult<CompanyMatch>;
}) {
  const text = !companyKey(company)
    ? 'No company: sees no company’s jobs'
    : match.isError
      ? 'Could not check the company'
      : !match.data
        ? 'Checking the company…'
        : match.data.company
          ? `Sees ${match.data.company}: ${jobsText(match.data.jobs)}`
          : 'No existing company: no jobs yet';
  return (
    <div className="small text-body-secondary mt-1" role="status" style={{ minHeight: '1.5em' }}>
      {text}
    </div>
  );
}
