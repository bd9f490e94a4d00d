import { useRef, useState, type RefObject } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { formatFileSize } from './file-tree.ts';
import { useUploadFile } from './mutations.ts';

/** The messages of the file upload. */
export const UPLOAD_SUCCESS = 'Upload Success';
export const UPLOAD_FAILED = 'Could not upload the file!';

interface UploadCardProps {
  quoteId: number;
  folders: string[];
  folder: string;
  onFolder(folder: string): void;
  /** Lets "Upload here" on a folder move the focus to the file field. */
  fileInputRef: RefObject<HTMLInputElement | null>;
}

/** One file at a time into the chosen folder, with a progress bar. */
export function UploadCard({ quoteId, folders, folder, onFolder, fileInputRef }: UploadCardProps) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ ok: boolean; detail?: string } | null>(null);
  const upload = useUploadFile(quoteId, setProgress);
  const formRef = useRef<HTMLFormElement>(null);
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <Card className="shadow-sm">
      <Card.Body>
        <Card.Title as="h2" className="h6 mb-3">
          Upload a file
        </Card.Title>
        <Form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!file) return;
            setResult(null);
            setProgress(0);
            upload.mutate(
              { folder, file },
              {
                onSuccess: () => {
                  setResult({ ok: true });
                  setFile(null);
                  formRef.current?.reset();
                },
                onError: (error) => setResult({ ok: false, detail: error.message }),
              },
            );
          }}
        >
          <Form.Group className="mb-3" controlId="upload-folder">
            <Form.Label>Folder</Form.Label>
            <Form.Select
              value={folder}
              disabled={upload.isPending}
              onChange={(e) => onFolder(e.target.value)}
            >
              {folders.map((path) => (
                <option key={path} value={path}>
                  {path}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="upload-file">
            <Form.Label>File</Form.Label>
            <Form.Control
              ref={fileInputRef}
              type="file"
              disabled={upload.isPending}
              onChange={(event) => {
                setFile((event.target as HTMLInputElement).files?.[0] ?? null);
                setResult(null);
                setProgress(null);
              }}
            />
            {file && (
              <Form.Text>
                {file.name}, {formatFileSize(file.size)}
              </Form.Text>
            )}
          </Form.Group>
          <Button type="submit" className="w-100" disabled={!file || upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Upload'}
          </Button>
        </Form>
        {progress !== null && (
          <ProgressBar
            className="mt-3"
            now={percent}
            label={`${percent}%`}
            striped={upload.isPending}
            animated={upload.isPending}
            variant={result ? (result.ok ? 'success' : 'danger') : undefined}
            aria-label="Upload progress"
          />
        )}
        <div role="status" className={result ? 'mt-3' : undefined}>
          {result?.ok && (
            <Alert variant="success" className="py-2 mb-0">
              {UPLOAD_SUCCESS}
            </Alert>
          )}
          {result && !result.ok && (
            <Alert variant="danger" className="py-2 mb-0">
              <div className="fw-semibold">{UPLOAD_FAILED}</div>
              {result.detail && <div className="small">{result.detail}</div>}
            </Alert>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
