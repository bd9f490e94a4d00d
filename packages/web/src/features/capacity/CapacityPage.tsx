import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import {
  addDays,
  isJustDate,
  todayJustDate,
  type CapacityPlanReply,
  type CapacityWeekReply,
} from '@signshop/domain';
import { Loaded } from '../../platform/Loaded.tsx';
import { Page } from '../../ui/Page.tsx';
import { AtRiskList } from './AtRiskList.tsx';
import { DayCell } from './DayCell.tsx';
import { PlanResult } from './PlanResult.tsx';
import { formatPlanDay } from './plan-format.ts';
import { useMoveTask, usePlan } from './mutations.ts';
import { useLiveUpdates } from '../../platform/live/use-live-updates.ts';
import { capacityKeys, useCapacityWeek } from './queries.ts';
import './capacity.css';

/** A stage saved, a task changed or a timer started anywhere: the week and the jobs at risk are read again. */
const LIVE_KEYS = [capacityKeys.all];
const LIVE_KINDS = ['board', 'schedule', 'timer'] as const;

/** Below this width the page shows one day at a time (a week of columns does not fit a phone). */
const ONE_DAY_BELOW_PX = 768;

/**
 * The capacity plan: each resource's load per day of a week against its working hours, tasks
 * dragged (or moved from their menu) to another day or resource, Plan, and the jobs at risk.
 */
export function CapacityPage() {
  const today = todayJustDate();
  // The week shown is in the address (?start=), so it can be linked to and survives a reload.
  const [params, setParams] = useSearchParams();
  const asked = params.get('start');
  const week = useCapacityWeek(asked && isJustDate(asked) ? asked : today);
  useLiveUpdates(LIVE_KEYS, LIVE_KINDS);
  // The server answers the week from the Monday of the day asked.
  const start = week.data?.start ?? asked ?? today;
  const setStart = (day: string) => setParams({ start: day }, { replace: true });
  // 'week', or the index of the one day shown (a phone starts on today, or the week's Monday).
  const [chosen, setShown] = useState<'week' | number | null>(() =>
    window.innerWidth < ONE_DAY_BELOW_PX ? null : 'week',
  );
  const shown = chosen ?? Math.max(0, week.data?.days.indexOf(today) ?? 0);
  const move = useMoveTask();
  const plan = usePlan();
  const [planned, setPlanned] = useState<CapacityPlanReply | null>(null);
  const runPlan = () => plan.mutate(start, { onSuccess: setPlanned });

  return (
    <Page
      title="Capacity Plan"
      actions={
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-secondary" onClick={() => setStart(addDays(start, -7))}>
            ‹ Previous week
          </Button>
          <Button variant="outline-secondary" onClick={() => setStart(today)}>
            This week
          </Button>
          <Button variant="outline-secondary" onClick={() => setStart(addDays(start, 7))}>
            Next week ›
          </Button>
          <Button onClick={runPlan} disabled={plan.isPending}>
            {plan.isPending ? 'Planning…' : 'Plan'}
          </Button>
        </div>
      }
    >
      {planned && <PlanResult result={planned} />}
      <Form.Group className="mb-3 capacity-shown" controlId="capacity-shown">
        <Form.Label className="me-2">Show</Form.Label>
        <Form.Select
          value={String(shown)}
          onChange={(event) => setShown(event.target.value === 'week' ? 'week' : Number(event.target.value))}
        >
          <option value="week">The whole week</option>
          {(week.data?.days ?? []).map((day, index) => (
            <option key={day} value={index}>
              {formatPlanDay(day)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Loaded query={week} loading="Loading the week…" failed="Could not load the week">
        {(data) =>
          shown === 'week' ? (
            <WeekGrid week={data} onMove={(id, m) => move.mutate({ id, move: m })} />
          ) : (
            <OneDay week={data} index={shown} onMove={(id, m) => move.mutate({ id, move: m })} />
          )
        }
      </Loaded>
      <AtRiskList />
    </Page>
  );
}

type MoveHandler = Parameters<typeof DayCell>[0]['onMove'];

function WeekGrid({ week, onMove }: { week: CapacityWeekReply; onMove: MoveHandler }) {
  return (
    <div className="table-responsive capacity-week">
      <table className="table table-bordered align-top mb-0">
        <caption className="visually-hidden">Load of each resource per day of the week</caption>
        <thead>
          <tr>
            <th scope="col" className="capacity-resource-head">
              Resource
            </th>
            {week.days.map((day) => (
              <th scope="col" key={day}>
                {formatPlanDay(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {week.resources.map((resource) => (
            <tr key={resource.key}>
              <th scope="row" className="capacity-resource">
                {resource.label}
                <div className="small text-body-secondary fw-normal">{resource.kind}</div>
              </th>
              {resource.days.map((day) => (
                <td key={day.day}>
                  <DayCell
                    resource={resource}
                    day={day}
                    label={`${resource.label}, ${formatPlanDay(day.day)}`}
                    resources={week.resources}
                    onMove={onMove}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OneDay({ week, index, onMove }: { week: CapacityWeekReply; index: number; onMove: MoveHandler }) {
  const day = week.days[index]!;
  return (
    <div className="row g-2">
      <h2 className="h5 col-12">{formatPlanDay(day)}</h2>
      {week.resources.map((resource) => (
        <section key={resource.key} className="col-12 col-sm-6 col-lg-4" aria-label={resource.label}>
          <div className="card">
            <div className="card-body p-2">
              <h3 className="h6 mb-2">{resource.label}</h3>
              <DayCell
                resource={resource}
                day={resource.days[index]!}
                label={`${resource.label}, ${formatPlanDay(day)}`}
                resources={week.resources}
                onMove={onMove}
              />
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}
