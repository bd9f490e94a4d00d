import './machines.css';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import {
  addDays,
  formatLongDate,
  MACHINES,
  OPTIMAL_WEEKLY_VALUE_FIVE_DAYS,
  OPTIMAL_WEEKLY_VALUE_SEVEN_DAYS,
  todayJustDate,
  type JustDate,
  type Machine,
} from '@signshop/domain';
import { screens } from '../../platform/screens.ts';
import { DateMaskInput } from '../../ui/DateMaskInput.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { Page } from '../../ui/Page.tsx';
import { formatNumber } from './format.ts';
import { MachineStatsTable } from './MachineStatsTable.tsx';
import { PlateCharts } from './PlateCharts.tsx';
import { PlateEvents } from './PlateEvents.tsx';
import {
  allPlates,
  imperfectionRows,
  platesPerDay,
  platesStats,
  rangeSeconds,
  type MillingPlate,
  type OptimalFormula,
} from './plate-stats.ts';
import { PlatesTable } from './PlatesTable.tsx';
import { usePlatesInRange } from './queries.ts';

/** The default range: the last 7 days, today included. */
export function defaultPlatesRange(today: JustDate = todayJustDate()) {
  return { from: addDays(today, -6), to: today };
}

/** /machineplates: a date range, every machine's plates in it, their statistics and charts. */
export function PlatesPage() {
  const [from, setFrom] = useState<JustDate | null>(() => defaultPlatesRange().from);
  const [to, setTo] = useState<JustDate | null>(() => defaultPlatesRange().to);
  const [formula, setFormula] = useState<OptimalFormula>('five-days');
  const valid = from !== null && to !== null && from <= to;
  const range = useMemo(() => (valid ? rangeSeconds(from, to) : null), [valid, from, to]);
  const results = usePlatesInRange(range);

  const pending = results.some((result) => result.isPending);
  const failed = results.find((result) => result.error && !result.data);
  const data =
    range && results.every((result) => result.data) ? summarize(results.map((r) => r.data!.plates)) : null;

  function summarize(platesOf: MillingPlate[][]) {
    const byMachine = Object.fromEntries(MACHINES.map((machine, i) => [machine, platesOf[i]!])) as Record<
      Machine,
      MillingPlate[]
    >;
    const stats = platesStats(byMachine, range!, formula);
    return {
      stats,
      plates: allPlates(byMachine),
      days: platesPerDay(byMachine, from!, to!),
      imperfections: imperfectionRows(stats.machines),
    };
  }

  return (
    <Page title={screens.plates.title}>
      <Form className="row g-3 align-items-end mb-4" onSubmit={(event) => event.preventDefault()}>
        <div className="col-6 col-md-3">
          <DateMaskInput id="plates-from" label="From" value={from} onChange={setFrom} />
        </div>
        <div className="col-6 col-md-3">
          <DateMaskInput id="plates-to" label="To" value={to} onChange={setTo} />
        </div>
        <Form.Group className="col-12 col-md-6" controlId="plates-optimal">
          <Form.Label>Optimal week</Form.Label>
          <Form.Select value={formula} onChange={(event) => setFormula(event.target.value as OptimalFormula)}>
            <option value="five-days">
              5 days × 0.9 × 0.93: {formatNumber(OPTIMAL_WEEKLY_VALUE_FIVE_DAYS)} a week
            </option>
            <option value="seven-days">7 days: {formatNumber(OPTIMAL_WEEKLY_VALUE_SEVEN_DAYS)} a week</option>
          </Form.Select>
        </Form.Group>
      </Form>

      {!valid && (
        <EmptyState icon="!">
          <p className="mb-0 fw-semibold text-body">
            {from && to ? 'The From date is after the To date' : 'Type both dates (mm/dd/yyyy)'}
          </p>
        </EmptyState>
      )}
      {valid && failed && (
        <ErrorState
          title="Could not load the plates"
          message={failed.error!.message}
          onRetry={() => results.forEach((result) => void result.refetch())}
        />
      )}
      {valid && !failed && pending && <LoadingState label="Loading the plates…" />}
      {data && (
        <>
          <p className="small text-body-secondary">
            {formatLongDate(from!)} to {formatLongDate(to!)}: optimal value is the weekly{' '}
            {formatNumber(
              formula === 'five-days' ? OPTIMAL_WEEKLY_VALUE_FIVE_DAYS : OPTIMAL_WEEKLY_VALUE_SEVEN_DAYS,
            )}{' '}
            per machine scaled to the range; plate sizes are in feet, and value counts plates with an area
            above 3 sq ft at area (sq ft) × 0.3.
          </p>
          <MachineStatsTable stats={data.stats} />
          {data.plates.length === 0 ? (
            <EmptyState icon="0">
              <p className="mb-0 fw-semibold text-body">No plates in this range</p>
            </EmptyState>
          ) : (
            <>
              <PlateCharts
                machines={data.stats.machines}
                days={data.days}
                imperfections={data.imperfections}
              />
              <PlateEvents machines={data.stats.machines} />
              <h2 className="h5">Plates</h2>
              <PlatesTable plates={data.plates} />
            </>
          )}
        </>
      )}
    </Page>
  );
}
