import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DELETE_CONFIRM_BUTTONS } from '@signshop/domain';
import { showMessage } from '../../platform/dialogs/message-dialog.tsx';
import {
  fileCount,
  fileDownloadHref,
  formatFileSize,
  renamedFileName,
  splitFileName,
  type FolderNode,
  type JobFileData,
} from './file-tree.ts';
import { FileIcon, FolderIcon } from './icons.tsx';
import { useDeleteFile, useRenameFile } from './mutations.ts';
import { ProofApprovalButton } from '../approvals/ProofApprovalButton.tsx';

/** The warning before a file is deleted. */
export const DELETE_FILE_MESSAGE = 'Are you sure? The file will be deleted. You can not undo this action.';

interface TreeActions {
  quoteId: number;
  onUploadHere(folder: string): void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const addedOn = (createdAt: string) => {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
};

/** The job folder: files at its top, then each folder with its files and sub-folders. */
export function FileTree({ tree, ...actions }: { tree: FolderNode } & TreeActions) {
  return (
    <div className="file-tree">
      {tree.files.length > 0 && <FileList files={tree.files} quoteId={actions.quoteId} />}
      {tree.folders.map((folder) => (
        <Folder key={folder.path} folder={folder} {...actions} />
      ))}
    </div>
  );
}

function Folder({ folder, ...actions }: { folder: FolderNode } & TreeActions) {
  const count = fileCount(folder);
  const empty = folder.files.length === 0 && folder.folders.length === 0;
  return (
    <div className="file-folder py-2" role="group" aria-label={folder.path}>
      <div className="d-flex align-items-center gap-2">
        <FolderIcon />
        <span className="fw-semibold">{folder.name}</span>
        <span className="badge rounded-pill text-bg-light border fw-normal">
          {count} <span className="visually-hidden">{count === 1 ? 'file' : 'files'}</span>
        </span>
        <Button
          variant="link"
          size="sm"
          className="ms-auto py-0 text-decoration-none"
          aria-label={`Upload to ${folder.path}`}
          onClick={() => actions.onUploadHere(folder.path)}
        >
          Upload here
        </Button>
      </div>
      {empty && <div className="small text-body-secondary ps-4 ms-1">Empty</div>}
      {folder.files.length > 0 && <FileList files={folder.files} quoteId={actions.quoteId} />}
      {folder.folders.length > 0 && (
        <div className="file-folder-children">
          {folder.folders.map((child) => (
            <Folder key={child.path} folder={child} {...actions} />
          ))}
        </div>
      )}
    </div>
  );
}

function FileList({ files, quoteId }: { files: JobFileData[]; quoteId: number }) {
  return (
    <ul className="list-unstyled mb-0 ps-3 mt-1">
      {files.map((file) => (
        <FileRow key={file.id} file={file} quoteId={quoteId} />
      ))}
    </ul>
  );
}

function FileRow({ file, quoteId }: { file: JobFileData; quoteId: number }) {
  const { base } = splitFileName(file.name);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [error, setError] = useState('');
  const rename = useRenameFile(quoteId);
  const remove = useDeleteFile(quoteId);
  const busy = rename.isPending || remove.isPending;

  const onDelete = async () => {
    const answer = await showMessage({
      title: 'Warning',
      message: DELETE_FILE_MESSAGE,
      buttons: [...DELETE_CONFIRM_BUTTONS],
    });
    if (answer === 'Yes') remove.mutate(file.id);
  };

  if (renaming !== null) {
    return (
      <li className="file-row rounded px-2 py-2">
        <Form
          noValidate
          className="d-flex flex-wrap align-items-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const next = renamedFileName(file.name, renaming);
            if (!next.ok) {
              setError(next.error);
              return;
            }
            if (next.name === file.name) {
              setRenaming(null);
              return;
            }
            rename.mutate({ id: file.id, name: next.name }, { onSuccess: () => setRenaming(null) });
          }}
        >
          <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
            <Form.Control
              size="sm"
              aria-label={`New name for ${base}`}
              value={renaming}
              isInvalid={!!error}
              autoFocus
              onChange={(event) => {
                setRenaming(event.target.value);
                setError('');
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setRenaming(null);
              }}
            />
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </div>
          <Button size="sm" type="submit" disabled={busy}>
            {rename.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => setRenaming(null)}>
            Cancel
          </Button>
        </Form>
      </li>
    );
  }

  return (
    <li className="file-row d-flex flex-wrap align-items-center column-gap-2 rounded px-2 py-1">
      <FileIcon />
      <a href={fileDownloadHref(file)} download={base} className="text-break" title={`Download ${base}`}>
        {base}
      </a>
      <span className="small text-body-secondary text-nowrap">
        {formatFileSize(file.size)}
        {addedOn(file.created_at) && ` · ${addedOn(file.created_at)}`}
      </span>
      <span className="ms-auto d-flex gap-1">
        <ProofApprovalButton file={file} />
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={`Rename ${base}`}
          disabled={busy}
          onClick={() => setRenaming(base)}
        >
          Rename
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={`Delete ${base}`}
          disabled={busy}
          onClick={() => void onDelete()}
        >
          Delete
        </Button>
      </span>
    </li>
  );
}
