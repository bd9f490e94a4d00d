import type { ReactNode } from 'react';

/** A row of a figure's table: its heading cell, then one cell per number column. */
export interface FigureRow {
  key: string;
  heading: ReactNode;
  cells: ReactNode[];
}

/**
 * The numbers of a dashboard figure as a table: the first column names each row (a row header for
 * screen readers), the other columns are numbers, right-aligned.
 */
export function FigureTable({
  columns,
  rows,
  wrap = false,
}: {
  /** The first column's heading, then the number columns'. */
  columns: [string, ...string[]];
  rows: FigureRow[];
  /** Let long row names wrap (a customer's name) instead of keeping every cell on one line. */
  wrap?: boolean;
}) {
  const [first, ...numbers] = columns;
  return (
    <table className={`table table-sm mb-0${wrap ? '' : ' text-nowrap'}`}>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          {numbers.map((column) => (
            <th key={column} scope="col" className="text-end">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.heading}</th>
            {row.cells.map((cell, index) => (
              <td key={numbers[index] ?? index} className="text-end">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
