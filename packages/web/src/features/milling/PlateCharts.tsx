import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { MACHINES } from '@signshop/domain';
import { formatNumber } from './format.ts';
import type { DayRow, ImperfectionRow, MachineStats } from './plate-stats.ts';

/** One colour per machine, the same in every chart. */
export const MACHINE_COLORS = ['#0d6efd', '#198754', '#fd7e14', '#6f42c1', '#d63384', '#20c997'] as const;

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="machine-chart border rounded-3 p-3 mb-0 h-100" aria-label={title}>
      <figcaption className="h6 mb-3">{title}</figcaption>
      <ResponsiveContainer width="100%" height={260}>
        {children}
      </ResponsiveContainer>
    </figure>
  );
}

const VALUE_BARS = [
  { dataKey: 'value', name: 'Value', fill: '#0d6efd' },
  { dataKey: 'optimal', name: 'Optimal', fill: '#adb5bd' },
];

const valueTip = (value: unknown) => formatNumber(Number(value));

/** The charts of the plates page: value against optimal, plates per day, imperfections by type. */
export function PlateCharts({
  machines,
  days,
  imperfections,
}: {
  machines: MachineStats[];
  days: DayRow[];
  imperfections: ImperfectionRow[];
}) {
  const values = machines.map((s) => ({ machine: s.machine, value: s.value, optimal: s.optimal }));
  const reported = imperfections.filter((row) => MACHINES.some((machine) => row[machine] > 0));
  return (
    <div className="row g-3 mb-4">
      <div className="col-12 col-xl-6">
        <ChartCard title="Value per machine">
          <BarChart data={values} margin={{ top: 4, right: 8, bottom: 0, left: -8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="machine" tick={{ fontSize: 12 }} />
            <YAxis tick={{ fontSize: 12 }} />
            <Tooltip formatter={valueTip} />
            <Legend />
            {VALUE_BARS.map((bar) => (
              <Bar key={bar.dataKey} {...bar} radius={[3, 3, 0, 0]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ChartCard>
      </div>
      <div className="col-12 col-xl-6">
        <ChartCard title="Plates per day">
          <LineChart data={days} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            {MACHINES.map((machine, i) => (
              <Line
                key={machine}
                type="linear"
                dataKey={machine}
                stroke={MACHINE_COLORS[i]}
                strokeWidth={2}
                dot={{ r: 2 }}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ChartCard>
      </div>
      {reported.length > 0 && (
        <div className="col-12">
          <ChartCard title="Imperfections by type">
            <BarChart data={reported} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Legend />
              {MACHINES.map((machine, i) => (
                <Bar
                  key={machine}
                  dataKey={machine}
                  stackId="machines"
                  fill={MACHINE_COLORS[i]}
                  maxBarSize={56}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ChartCard>
        </div>
      )}
    </div>
  );
}
