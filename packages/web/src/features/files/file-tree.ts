import { DEFAULT_FOLDERS, isSafeFileName } from '@signshop/domain';
import type { JobFileReplyRow } from '@signshop/domain';

/** A job file as GET /api/file/{quoteId} returns it; the name carries its folder path. */
export type JobFileData = JobFileReplyRow;

/** A folder of the file list: its path from the job folder, its files and its sub-folders. */
export interface FolderNode {
  /** '' for the job folder itself. */
  path: string;
  name: string;
  files: JobFileData[];
  folders: FolderNode[];
}

/** 'Project Management/Proofs/proof.pdf' → folder 'Project Management/Proofs', base 'proof.pdf'. */
export function splitFileName(name: string): { folder: string; base: string } {
  const cut = name.lastIndexOf('/');
  return cut < 0 ? { folder: '', base: name } : { folder: name.slice(0, cut), base: name.slice(cut + 1) };
}

const byName = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

/**
 * Groups files into their folders. The default folders are always there, in their order, even
 * when empty; other folders the files name follow, A to Z. Files sort by name.
 */
export function buildFileTree(
  files: readonly JobFileData[],
  defaults: readonly string[] = DEFAULT_FOLDERS,
): FolderNode {
  const root: FolderNode = { path: '', name: '', files: [], folders: [] };
  const nodes = new Map<string, FolderNode>([['', root]]);
  const ensure = (path: string): FolderNode => {
    const found = nodes.get(path);
    if (found) return found;
    const { folder: parentPath, base } = splitFileName(path);
    const node: FolderNode = { path, name: base, files: [], folders: [] };
    ensure(parentPath).folders.push(node);
    nodes.set(path, node);
    return node;
  };
  for (const folder of defaults) ensure(folder);
  const extra = [...new Set(files.map((file) => splitFileName(file.name).folder))].sort(byName);
  for (const folder of extra) ensure(folder);
  for (const file of [...files].sort((a, b) => byName(a.name, b.name))) {
    ensure(splitFileName(file.name).folder).files.push(file);
  }
  return root;
}

/** Every folder below the job folder, parents before children: the choices of the upload form. */
export function folderPaths(tree: FolderNode): string[] {
  return tree.folders.flatMap((folder) => [folder.path, ...folderPaths(folder)]);
}

/** How many files a folder holds, its sub-folders included. */
export function fileCount(folder: FolderNode): number {
  return folder.files.length + folder.folders.reduce((sum, child) => sum + fileCount(child), 0);
}

/** Sizes are written by the domain's one rule (the server's quota messages use it too). */
export { formatFileSize } from '@signshop/domain';

/**
 * The full name for a renamed file, kept in its folder; or the reason the new name cannot be used
 * (a name is only the file's own part: no slashes, not '.' or '..').
 */
export function renamedFileName(
  oldName: string,
  newBase: string,
): { ok: true; name: string } | { ok: false; error: string } {
  const base = newBase.trim();
  if (base === '') return { ok: false, error: 'Type a file name.' };
  if (/[/\\]/.test(base)) return { ok: false, error: 'A file name can not contain / or \\.' };
  const { folder } = splitFileName(oldName);
  const name = folder ? `${folder}/${base}` : base;
  if (!isSafeFileName(name)) return { ok: false, error: 'Not a valid file name.' };
  return { ok: true, name };
}

/** Where a file downloads from: /api/file/{id}/{its own name}. */
export function fileDownloadHref(file: Pick<JobFileData, 'id' | 'name'>): string {
  return `/api/file/${file.id}/${encodeURIComponent(splitFileName(file.name).base)}`;
}
