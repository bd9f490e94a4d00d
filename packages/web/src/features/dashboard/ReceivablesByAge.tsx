import { Link, useNavigate } from 'react-router';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { AGING_BUCKETS, AGING_BUCKET_LABELS, formatMoney, type AgingReply } from '@signshop/domain';
import { FigureCard, THEME, TICK } from './FigureCard.tsx';
import { FigureTable } from './FigureTable.tsx';
import { compactMoney } from './dashboard-links.ts';
import { screens } from '../../platform/screens.ts';

/** The aging's buckets in age order, named as the aging report heads them. */
const BUCKETS = AGING_BUCKETS.map((key) => ({
  key,
  label: key === 'current' ? 'Current' : `${AGING_BUCKET_LABELS[key]} days`,
}));

/**
 * What customers owe by age: the aging report's total as of today (its own figures, never worked
 * out again here); every bucket opens the aging report.
 */
export function ReceivablesByAge({ total }: { total: AgingReply['total'] }) {
  const navigate = useNavigate();
  const rows = BUCKETS.map((bucket) => ({ label: bucket.label, value: total[bucket.key] }));
  return (
    <FigureCard
      id="dashboard-receivables"
      title="Receivables by age"
      chart={
        <BarChart data={rows} accessibilityLayer={false} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={THEME.grid} />
          <XAxis dataKey="label" tick={TICK} interval={0} />
          <YAxis tick={TICK} tickFormatter={compactMoney} width={56} />
          <Tooltip formatter={(value) => formatMoney(Number(value))} />
          <Bar
            dataKey="value"
            name="Owed"
            fill={THEME.danger}
            cursor="pointer"
            onClick={() => void navigate(screens.aging.path)}
            isAnimationActive={false}
          />
        </BarChart>
      }
      table={
        <FigureTable
          columns={['Age', 'Owed']}
          rows={[
            ...rows.map((row) => ({
              key: row.label,
              heading: row.label,
              cells: [<Link to={screens.aging.path}>{formatMoney(row.value)}</Link>],
            })),
            { key: 'interest', heading: 'Interest', cells: [formatMoney(total.interest)] },
            {
              key: 'total',
              heading: `Total due (${total.invoices} invoices)`,
              cells: [<Link to={screens.aging.path}>{formatMoney(total.total_due)}</Link>],
            },
          ]}
        />
      }
    />
  );
}
