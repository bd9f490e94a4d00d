import './skeleton.css';

/**
 * Grey blocks in the place and of the size of what is loading, so that nothing moves when it
 * arrives (layout shift stays under 0.05). `blocks` are class names that give each block its height (the
 * screen's CSS sets them per width); the label is what a screen reader hears meanwhile.
 */
export function Skeleton({ label, blocks }: { label: string; blocks: string[] }) {
  return (
    <div role="status" className="skeleton">
      <span className="visually-hidden">{label}</span>
      {blocks.map((block, index) => (
        <div key={index} className={`skeleton-block ${block}`} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A table's skeleton: its heading row and `rows` body rows of the table's row height. */
export function TableSkeleton({
  label,
  rows,
  rowClass = '',
}: {
  label: string;
  rows: number;
  rowClass?: string;
}) {
  return (
    <div role="status" className="skeleton skeleton-table">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton-block skeleton-table-head" aria-hidden="true" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={`skeleton-block skeleton-table-row ${rowClass}`} aria-hidden="true" />
      ))}
    </div>
  );
}
