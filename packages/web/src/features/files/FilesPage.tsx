import { useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { JobStagePage } from '../job/JobStagePage.tsx';
import { buildFileTree, folderPaths } from './file-tree.ts';
import { FileTree } from './FileTree.tsx';
import { useJobFiles } from './queries.ts';
import { UploadCard } from './UploadCard.tsx';

/** /files/{id}: the job's files in their folders, with upload, rename, delete and download. */
export function FilesPage() {
  return (
    <JobStagePage stage="files" title="Files">
      {(quote) => <JobFiles quoteId={quote.id} />}
    </JobStagePage>
  );
}

function JobFiles({ quoteId }: { quoteId: number }) {
  const files = useJobFiles(quoteId);
  const tree = useMemo(() => buildFileTree(files.data ?? []), [files.data]);
  const folders = useMemo(() => folderPaths(tree), [tree]);
  const [folder, setFolder] = useState(folders[0] ?? '');
  const fileInput = useRef<HTMLInputElement>(null);
  const count = files.data?.length ?? 0;

  return (
    <div className="row g-4">
      <div className="col-12 col-lg-4 order-lg-2">
        <div className="sticky-lg-top" style={{ top: '1rem' }}>
          <UploadCard
            quoteId={quoteId}
            folders={folders}
            folder={folder}
            onFolder={setFolder}
            fileInputRef={fileInput}
          />
        </div>
      </div>
      <div className="col-12 col-lg-8 order-lg-1">
        <Card>
          <Card.Header className="d-flex align-items-center gap-2">
            <h2 className="h6 mb-0">Job files</h2>
            {files.data && (
              <span className="small text-body-secondary">
                {count} {count === 1 ? 'file' : 'files'}
              </span>
            )}
          </Card.Header>
          <Card.Body>
            <div role="status" aria-live="polite">
              {files.isPending && (
                <div className="d-flex align-items-center gap-2 text-body-secondary mb-2">
                  <Spinner animation="border" size="sm" aria-hidden="true" />
                  Loading ...
                </div>
              )}
              {files.error && (
                <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2 py-2">
                  <div>
                    <div className="fw-semibold">Error loading</div>
                    <div className="small">{files.error.message}</div>
                  </div>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    className="ms-auto"
                    onClick={() => void files.refetch()}
                  >
                    Try again
                  </Button>
                </div>
              )}
              {files.data && count === 0 && <div className="text-body-secondary mb-2">No files</div>}
            </div>
            {files.data && (
              <FileTree
                tree={tree}
                quoteId={quoteId}
                onUploadHere={(path) => {
                  setFolder(path);
                  fileInput.current?.focus();
                }}
              />
            )}
          </Card.Body>
        </Card>
      </div>
    </div>
  );
}
