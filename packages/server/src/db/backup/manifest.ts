/** What `npm run backup` records about an archive, checked by `npm run restore` before it writes anything. */
export interface BackupManifest {
  format: 'signshop-backup';
  version: 1;
  createdAt: string;
  /** The newest migration the database had applied: the schema the table dumps fit. */
  migration: string;
  tables: Array<{ name: string; columns: string[]; rows: number; sha256: string }>;
  files: Array<{ key: string; size: number; sha256: string }>;
  /** Keys the database refers to (job_files) that storage no longer had when the files were copied. */
  missingFiles: string[];
}

export const MANIFEST_FILE = 'manifest.json';
export const tableFile = (name: string) => `tables/${name}.copy`;
export const storedFile = (key: string) => `files/${key}`;
