import { describe, expect, it } from 'vitest';
import { DEFAULT_FOLDERS } from '@signshop/domain';
import {
  buildFileTree,
  fileCount,
  fileDownloadHref,
  folderPaths,
  formatFileSize,
  renamedFileName,
  splitFileName,
  type FolderNode,
  type JobFileData,
} from './file-tree.ts';

const file = (id: number, name: string): JobFileData => ({
  id,
  name,
  quote_id: 7,
  size: 100,
  content_type: 'application/pdf',
  created_at: '2026-05-01T10:00:00.000Z',
});

/** The tree as nested [path, file names, children]. */
const shape = (node: FolderNode): unknown => [
  node.path,
  node.files.map((f) => f.name),
  node.folders.map(shape),
];

describe('file tree', () => {
  it('shows the default folders, nested and in order, when there are no files', () => {
    const tree = buildFileTree([]);
    expect(tree.folders.map((folder) => folder.name)).toEqual([
      'Estimator',
      'Project Management',
      'Production',
      'Shipping + Billing',
    ]);
    expect(folderPaths(tree)).toEqual([...DEFAULT_FOLDERS]);
    expect(tree.folders[1]?.folders.map((folder) => folder.name)).toEqual([
      'Art Files',
      'Emails',
      'POs',
      'Proofs',
      'Quotes',
    ]);
  });

  it('groups files into their folders, sorted by name, with new folders after the defaults', () => {
    const tree = buildFileTree(
      [
        file(1, 'Project Management/Proofs/proof-2.pdf'),
        file(2, 'Project Management/Proofs/proof-10.pdf'),
        file(3, 'readme.txt'),
        file(4, 'Installs/Photos/front.jpg'),
        file(5, 'Estimator/Quotes/q.pdf'),
        file(6, 'Archive/old.zip'),
      ],
      ['Estimator', 'Estimator/Quotes', 'Project Management', 'Project Management/Proofs'],
    );
    expect(shape(tree)).toEqual([
      '',
      ['readme.txt'],
      [
        ['Estimator', [], [['Estimator/Quotes', ['Estimator/Quotes/q.pdf'], []]]],
        [
          'Project Management',
          [],
          [
            [
              'Project Management/Proofs',
              ['Project Management/Proofs/proof-2.pdf', 'Project Management/Proofs/proof-10.pdf'],
              [],
            ],
          ],
        ],
        ['Archive', ['Archive/old.zip'], []],
        ['Installs', [], [['Installs/Photos', ['Installs/Photos/front.jpg'], []]]],
      ],
    ]);
    expect(fileCount(tree.folders[0]!)).toBe(1);
    expect(fileCount(tree)).toBe(6);
  });

  it('splits a name into its folder and its own name', () => {
    expect(splitFileName('Production/cut list.pdf')).toEqual({ folder: 'Production', base: 'cut list.pdf' });
    expect(splitFileName('a.txt')).toEqual({ folder: '', base: 'a.txt' });
  });

  it('renames within the folder and refuses names that would leave it', () => {
    expect(renamedFileName('Production/a.pdf', ' b.pdf ')).toEqual({ ok: true, name: 'Production/b.pdf' });
    expect(renamedFileName('a.pdf', 'b.pdf')).toEqual({ ok: true, name: 'b.pdf' });
    for (const bad of ['', '  ', '../x', 'x/y', 'a\\b', '..']) {
      expect(renamedFileName('Production/a.pdf', bad).ok).toBe(false);
    }
  });

  it('downloads by id and the file’s own name', () => {
    expect(fileDownloadHref(file(9, 'Shipping + Billing/BOL #1.pdf'))).toBe('/api/file/9/BOL%20%231.pdf');
  });

  it('writes sizes people read', () => {
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
    expect(formatFileSize(200 * 1024 * 1024)).toBe('200 MB');
  });
});
