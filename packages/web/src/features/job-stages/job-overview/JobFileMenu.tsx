import Dropdown from 'react-bootstrap/Dropdown';
import { fileDownloadHref, splitFileName } from '../files/file-tree.ts';
import { useJobFiles } from '../files/queries.ts';
import type { JobQuote } from '../shared/queries.ts';
import { jobDocuments } from './job-documents.ts';

/** The job file menu: the Invoice, Packaging Slip and Quote PDFs, then the job's files. */
export function JobFileMenu({ quote }: { quote: JobQuote }) {
  const files = useJobFiles(quote.id);
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="outline-primary" id="job-file-menu">
        Job Files
      </Dropdown.Toggle>
      <Dropdown.Menu style={{ maxHeight: '24rem', overflowY: 'auto', maxWidth: '90vw' }}>
        <Dropdown.Header>Documents</Dropdown.Header>
        {jobDocuments(quote).map((document) => (
          <Dropdown.Item key={document.label} href={document.href} target="_blank" rel="noopener">
            {document.label}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <Dropdown.Header>Files</Dropdown.Header>
        {files.isPending && (
          <Dropdown.ItemText className="text-body-secondary">Loading ...</Dropdown.ItemText>
        )}
        {files.error && <Dropdown.ItemText className="text-danger">Error loading</Dropdown.ItemText>}
        {files.data?.length === 0 && (
          <Dropdown.ItemText className="text-body-secondary">No files</Dropdown.ItemText>
        )}
        {files.data?.map((file) => {
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
