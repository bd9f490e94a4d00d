import { Link, useNavigate } from 'react-router';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@signshop/domain';
import { FigureCard, THEME, TICK } from './FigureCard.tsx';
import { FigureTable } from './FigureTable.tsx';
import { compactMoney } from './dashboard-links.ts';

/** Room for each bar's label (two lines of a long stage name) and the axis under them. */
const ROW_PX = 30;
const AXIS_PX = 40;

export interface ValueRow {
  name: string;
  jobs: number;
  value: number;
  /** The report that lists the row's jobs. */
  to: string;
}

/** Value per named row as horizontal bars (a bar opens its report), and the table of jobs and value. */
export function ValueBars({
  id,
  title,
  nameHeading,
  rows,
}: {
  id: string;
  title: string;
  nameHeading: string;
  rows: ValueRow[];
}) {
  const navigate = useNavigate();
  return (
    <FigureCard
      id={id}
      title={title}
      height={Math.max(160, rows.length * ROW_PX + AXIS_PX)}
      chart={
        <BarChart
          data={rows}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={THEME.grid} />
          <XAxis type="number" tick={TICK} tickFormatter={compactMoney} />
          <YAxis type="category" dataKey="name" tick={TICK} width={130} interval={0} />
          <Tooltip formatter={(value) => formatMoney(Number(value))} />
          <Bar
            dataKey="value"
            name="Value"
            fill={THEME.primary}
            cursor="pointer"
            onClick={(_, index) => void navigate(rows[index]!.to)}
            isAnimationActive={false}
          />
        </BarChart>
      }
      table={
        <FigureTable
          columns={[nameHeading, 'Jobs', 'Value']}
          wrap
          rows={rows.map((row) => ({
            key: row.name,
            heading: <Link to={row.to}>{row.name}</Link>,
            cells: [row.jobs, formatMoney(row.value)],
          }))}
        />
      }
    />
  );
}
