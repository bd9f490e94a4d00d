import { useState } from 'react';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { formatDateMask } from '@signshop/domain';
import { Loaded } from '../../platform/Loaded.tsx';
import { Page } from '../../ui/Page.tsx';
import { useJobSearch } from './queries.ts';

/** /job without an id: find a job by name and open its overview. */
export function JobPickerPage() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const jobs = useJobSearch(search);
  return (
    <>
      <Breadcrumb className="small" listProps={{ className: 'mb-3' }}>
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: '/jobs' }}>
          Jobs
        </Breadcrumb.Item>
        <Breadcrumb.Item active>Job</Breadcrumb.Item>
      </Breadcrumb>
      <Page title="Job Overview">
        <p className="text-body-secondary">Find a job to see its stages, files and shipping.</p>
        <Form
          role="search"
          aria-label="Find a job"
          className="d-flex gap-2 mb-4"
          style={{ maxWidth: '32rem' }}
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(typed.trim());
          }}
        >
          <Form.Control
            aria-label="Job Name"
            placeholder="Job name"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </Form>
        <Loaded
          query={jobs}
          loading="Loading jobs…"
          failed="Could not load the jobs"
          empty={{
            icon: '0',
            text: (
              <p className="mb-0 fw-semibold text-body">
                {search ? `No jobs named like “${search}”` : 'No jobs yet'}
              </p>
            ),
          }}
        >
          {(list) => (
            <div className="list-group" style={{ opacity: jobs.isPlaceholderData ? 0.6 : 1 }}>
              {list.map((job) => (
                <Link
                  key={job.id}
                  to={`/job/${job.id}`}
                  className="list-group-item list-group-item-action d-flex flex-wrap align-items-center column-gap-3"
                >
                  <span className="fw-semibold me-auto">{job.job_name || `Job ${job.id}`}</span>
                  <span className="small text-body-secondary">{job.customer_name}</span>
                  <span className="small text-body-secondary text-nowrap">{job.given_id}</span>
                  <span className="small text-body-secondary text-nowrap">
                    {formatDateMask(job.quote_date)}
                  </span>
                </Link>
              ))}
            </div>
          )}
        </Loaded>
      </Page>
    </>
  );
}
