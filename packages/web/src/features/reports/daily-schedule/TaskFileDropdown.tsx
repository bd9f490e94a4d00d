import { useEffect, useRef } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useSession } from '../../../platform/session.tsx';
import { FileMenuItems } from '../../files/FileMenuItems.tsx';
import { jobDocuments } from '../../job-overview/job-documents.ts';
import { useJobQuote } from '../../job/queries.ts';
import type { DailyTaskRow, JobFileReplyRow } from '@signshop/domain';

export interface TaskFileMenuProps {
  task: Pick<DailyTaskRow, 'id' | 'quote_id' | 'job_name'>;
  /** The job's files (undefined while they load). */
  files: JobFileReplyRow[] | undefined;
  filesFailed: boolean;
}

/**
 * The Download column's job file menu, open as it loads (TaskFileMenu loads it on the first click):
 * Invoice, Packaging Slip and Quote PDFs, named after the quote number, then the job's files.
 */
export function TaskFileDropdown({ task, files, filesFailed }: TaskFileMenuProps) {
  const quote = useJobQuote(task.quote_id);
  const { user } = useSession();
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => toggle.current?.focus(), []); // it replaces the button that was clicked
  return (
    <Dropdown defaultShow>
      <Dropdown.Toggle
        ref={toggle}
        variant="outline-secondary"
        size="sm"
        id={`task-files-${task.id}`}
        aria-label={`Download files of ${task.job_name}`}
      >
        Files
      </Dropdown.Toggle>
      <Dropdown.Menu
        renderOnMount={false}
        style={{ maxHeight: '24rem', overflowY: 'auto', maxWidth: '90vw' }}
      >
        <Dropdown.Header>Documents</Dropdown.Header>
        {quote.data ? (
          jobDocuments(quote.data, user).map((document) => (
            <Dropdown.Item key={document.label} href={document.href} target="_blank" rel="noopener">
              {document.label}
            </Dropdown.Item>
          ))
        ) : quote.error ? (
          <Dropdown.ItemText className="text-danger">Could not load the documents</Dropdown.ItemText>
        ) : (
          <Dropdown.ItemText className="text-body-secondary">Loading ...</Dropdown.ItemText>
        )}
        <Dropdown.Divider />
        <FileMenuItems files={files} failed={filesFailed} />
      </Dropdown.Menu>
    </Dropdown>
  );
}
