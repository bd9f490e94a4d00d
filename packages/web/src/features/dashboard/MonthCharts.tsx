import { Link, useNavigate } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, onTimePercent, type DashboardMonthFigures } from '@signshop/domain';
import { FigureCard, THEME, TICK } from './FigureCard.tsx';
import { FigureTable } from './FigureTable.tsx';
import { bookedLink, compactMoney, monthLabel, shippedLink } from './dashboard-links.ts';

type Measure = 'booked' | 'shipped';
const linkOf = { booked: bookedLink, shipped: shippedLink };
const moneyTip = (value: unknown) => formatMoney(Number(value));
const percent = (value: number | null) => (value === null ? '–' : `${value} %`);

/** Booked or shipped value per month, this year's bars beside the year before's; a bar opens its report. */
export function MoneyByMonth({
  months,
  measure,
  title,
}: {
  months: DashboardMonthFigures[];
  measure: Measure;
  title: string;
}) {
  const navigate = useNavigate();
  const data = months.map((m) => ({
    label: monthLabel(m.month),
    now: m[measure],
    before: m.before[measure],
  }));
  const open = (which: 'now' | 'before') => (_: unknown, index: number) => {
    const month = months[index]!;
    void navigate(linkOf[measure](which === 'now' ? month : month.before));
  };
  return (
    <FigureCard
      id={`dashboard-${measure}`}
      title={title}
      chart={
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={THEME.grid} />
          <XAxis dataKey="label" tick={TICK} interval="preserveStartEnd" />
          <YAxis tick={TICK} tickFormatter={compactMoney} width={56} />
          <Tooltip formatter={moneyTip} />
          <Legend />
          <Bar
            dataKey="before"
            name="A year before"
            fill={THEME.secondary}
            cursor="pointer"
            onClick={open('before')}
            isAnimationActive={false}
          />
          <Bar
            dataKey="now"
            name="Last 12 months"
            fill={THEME.primary}
            cursor="pointer"
            onClick={open('now')}
            isAnimationActive={false}
          />
        </BarChart>
      }
      table={
        <FigureTable
          columns={['Month', measure === 'booked' ? 'Booked' : 'Shipped', 'A year before']}
          rows={months.map((m) => ({
            key: m.month,
            heading: monthLabel(m.month),
            cells: [
              <Link to={linkOf[measure](m)}>{formatMoney(m[measure])}</Link>,
              <Link to={linkOf[measure](m.before)}>{formatMoney(m.before[measure])}</Link>,
            ],
          }))}
        />
      }
    />
  );
}

/** The share of promised shipments made on or before the promise date, per month, against the year before. */
export function OnTimeByMonth({ months }: { months: DashboardMonthFigures[] }) {
  const data = months.map((m) => ({
    label: monthLabel(m.month),
    now: onTimePercent(m),
    before: onTimePercent(m.before),
  }));
  return (
    <FigureCard
      id="dashboard-on-time"
      title="Shipped on time"
      chart={
        <LineChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={THEME.grid} />
          <XAxis dataKey="label" tick={TICK} interval="preserveStartEnd" />
          <YAxis tick={TICK} domain={[0, 100]} unit=" %" width={56} />
          <Tooltip formatter={(value) => percent(value as number | null)} />
          <Legend />
          <Line
            dataKey="before"
            name="A year before"
            stroke={THEME.secondary}
            strokeWidth={2}
            isAnimationActive={false}
            connectNulls
          />
          <Line
            dataKey="now"
            name="Last 12 months"
            stroke={THEME.success}
            strokeWidth={2}
            isAnimationActive={false}
            connectNulls
          />
        </LineChart>
      }
      table={
        <FigureTable
          columns={['Month', 'On time', 'A year before']}
          rows={months.map((m) => ({
            key: m.month,
            heading: monthLabel(m.month),
            cells: [m, m.before].map((figures) => (
              <Link to={shippedLink(figures)}>
                {percent(onTimePercent(figures))} ({figures.on_time} of {figures.promised})
              </Link>
            )),
          }))}
        />
      }
    />
  );
}
