import Dropdown from 'react-bootstrap/Dropdown';
import { fileDownloadHref, splitFileName } from './file-tree.ts';

interface FileMenuItemsProps {
  /** The job's files; undefined while they load. */
  files: Array<{ id: number; name: string }> | undefined;
  failed: boolean;
}

/**
 * The Files part of a job file menu: its fixed texts (Error loading, Loading ..., No files), then one
 * download item per file.
 */
export function FileMenuItems({ files, failed }: FileMenuItemsProps) {
  return (
    <>
      <Dropdown.Header>Files</Dropdown.Header>
      {failed && <Dropdown.ItemText className="text-danger">Error loading</Dropdown.ItemText>}
      {!failed && files === undefined && (
        <Dropdown.ItemText className="text-body-secondary">Loading ...</Dropdown.ItemText>
      )}
      {files?.length === 0 && <Dropdown.ItemText className="text-body-secondary">No files</Dropdown.ItemText>}
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
    </>
  );
}
