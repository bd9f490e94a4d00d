import type { JobQuote } from './queries.ts';

/** The header of every stage screen: customer, job and quote number. */
export function JobHeader({ quote }: { quote: JobQuote }) {
  const fields = [
    { label: 'Customer', value: quote.customer_name },
    { label: 'Job', value: quote.job_name },
    { label: 'Quote Number', value: quote.given_id },
  ];
  return (
    <dl className="job-header row g-2 g-sm-3 border rounded-3 bg-body-tertiary px-1 px-sm-2 pt-1 pb-2 pb-sm-3 mx-0 mb-4">
      {fields.map(({ label, value }) => (
        <div
          key={label}
          className={label === 'Job' ? 'col-12 col-sm-4 order-last order-sm-0' : 'col-6 col-sm-4'}
        >
          <dt>{label}</dt>
          <dd>{value || <span className="text-body-secondary fw-normal">—</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
