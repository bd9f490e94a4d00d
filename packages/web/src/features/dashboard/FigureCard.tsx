import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';

/**
 * One figure of the dashboard: its chart (hidden from screen readers, which read the table) and
 * the same numbers in a table under it that scrolls within its box on a narrow screen.
 */
export function FigureCard({
  id,
  title,
  chart,
  table,
  height = 240,
}: {
  id: string;
  title: string;
  chart: ReactElement;
  /** The chart's height in pixels (a bar per row needs room for its label). */
  height?: number;
  table: ReactNode;
}) {
  return (
    <section className="dashboard-figure border rounded-3 p-3 h-100" aria-labelledby={`${id}-title`}>
      <h2 className="h6 mb-3" id={`${id}-title`}>
        {title}
      </h2>
      <div className="dashboard-chart" aria-hidden="true" data-testid={`${id}-chart`}>
        <ResponsiveContainer width="100%" height={height}>
          {chart}
        </ResponsiveContainer>
      </div>
      <div
        className="dashboard-table table-responsive mt-3"
        tabIndex={0}
        aria-label={`${title}: table`}
        role="region"
      >
        {table}
      </div>
    </section>
  );
}

/** The theme's colours (Bootstrap's CSS variables), so the charts follow the chosen theme. */
export const THEME = {
  primary: 'var(--bs-primary)',
  secondary: 'var(--bs-secondary)',
  success: 'var(--bs-success)',
  danger: 'var(--bs-danger)',
  info: 'var(--bs-info)',
  grid: 'var(--bs-border-color)',
  text: 'var(--bs-body-color)',
} as const;

/** Axis ticks in the theme's text colour. */
export const TICK = { fontSize: 12, fill: THEME.text };
