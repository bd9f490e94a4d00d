import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { fileDownloadHref, splitFileName } from '../../job-stages/files/file-tree.ts';
import { jobDocuments } from '../../job-stages/job-overview/job-documents.ts';
import { useJobQuote } from '../../job-stages/shared/queries.ts';
import type { DailyTaskRow, TaskFile } from './queries.ts';

interface TaskFileMenuProps {
  task: Pick<DailyTaskRow, 'id' | 'quote_id' | 'job_name'>;
  /** The job's files (undefined while they load). */
  files: TaskFile[] | undefined;
  filesFailed: boolean;
}

/**
 * The Download column's job file menu: Invoice, Packaging Slip and Quote PDFs, then the job's files.
 * The PDFs are named after the quote number, read when the menu first opens.
 */
export function TaskFileMenu({ task, files, filesFailed }: TaskFileMenuProps) {
  const [opened, setOpened] = useState(false);
  const quote = useJobQuote(opened ? task.quote_id : null);
  return (
    <Dropdown onToggle={(show) => show && setOpened(true)}>
      <Dropdown.Toggle
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
          jobDocuments(quote.data).map((document) => (
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
        <Dropdown.Header>Files</Dropdown.Header>
        {filesFailed && <Dropdown.ItemText className="text-danger">Error loading</Dropdown.ItemText>}
        {!filesFailed && files === undefined && (
          <Dropdown.ItemText className="text-body-secondary">Loading ...</Dropdown.ItemText>
        )}
        {files?.length === 0 && (
          <Dropdown.ItemText className="text-body-secondary">No files</Dropdown.ItemText>
        )}
        {files?.map((file) => {
          const { folder, base } = splitFileName(file.name);
          return (
            <Dropdown.Item
              key={file.id}
              href={fileDownloadHref(file)}
              download={base}
              className="text-truncate"
            >
              {base}
              {folder && <div className="small text-body-secondary text-truncate">{folder}</div>}
            </Dropdown.Item>
          );
        })}
      </Dropdown.Menu>
    </Dropdown>
  );
}
