/** A header cell: its text, right-aligned for figures, and an optional hint. */
export interface HeadColumn {
  label: string;
  end?: boolean;
  title?: string;
}

/** The light header row of the machine tables. */
export function TableHead({
  columns,
  className = 'table-light',
}: {
  columns: HeadColumn[];
  className?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map(({ label, end, title }) => (
          <th key={label} scope="col" className={end ? 'text-end' : undefined} title={title}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
