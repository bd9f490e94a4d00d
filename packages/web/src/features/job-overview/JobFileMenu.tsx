import Dropdown from 'react-bootstrap/Dropdown';
import { useSession } from '../../platform/session.tsx';
import { FileMenuItems } from '../files/FileMenuItems.tsx';
import { useJobFiles } from '../files/queries.ts';
import type { JobQuote } from '../job/queries.ts';
import { jobDocuments } from './job-documents.ts';

/** The job file menu: the Invoice, Packaging Slip and Quote PDFs, then the job's files. */
export function JobFileMenu({ quote }: { quote: JobQuote }) {
  const files = useJobFiles(quote.id);
  const { user } = useSession();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="outline-primary" id="job-file-menu">
        Job Files
      </Dropdown.Toggle>
      <Dropdown.Menu style={{ maxHeight: '24rem', overflowY: 'auto', maxWidth: '90vw' }}>
        <Dropdown.Header>Documents</Dropdown.Header>
        {jobDocuments(quote, user).map((document) => (
          <Dropdown.Item key={document.label} href={document.href} target="_blank" rel="noopener">
            {document.label}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <FileMenuItems files={files.data} failed={!!files.error} />
      </Dropdown.Menu>
    </Dropdown>
  );
}
