/**
 * Small modules that four or more screens share go into two chunks the shell preloads, instead of
 * dozens of 1-2 kB chunks per page: over HTTP/1.1 a phone fetches six files at a time, so the editor's
 * ~50 files cost round trips before its data was even asked for (Lighthouse mobile, #26). Libraries
 * one screen uses (recharts, liblouis, Popper, the dialog library's rarely used parts) stay with it.
 */
export const chunkGroups = [
  // Runs before zod, which is now in `shared`: a chunk of its own that the entry imports first.
  { name: 'zod-jitless', test: /packages\/web\/src\/app\/zod-jitless\.ts/, priority: 2 },
  {
    name: 'ui-kit',
    test: /node_modules\/(react-bootstrap|@restart|dom-helpers|prop-types|classnames|uncontrollable|@react-aria|warning|invariant|dequal|react-transition-group|@babel)\//,
    minShareCount: 4,
  },
  { name: 'shared', test: /packages\/domain\/src\/|packages\/web\/src\/ui\//, minShareCount: 4 },
];
