import '../shared/reports.css';
import { lazy, Suspense, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import {
  DAILY_SCHEDULE_FILTER_DEFAULTS,
  EQUIP_FILTER_OPTIONS,
  firstViewOf,
  formatLongDate,
  MATERIAL_FILTER_OPTIONS,
  Priority,
  PRIORITY_NAMES,
  PRODUCTION_STATES,
  type DailyScheduleFilter,
  type PriorityValue,
} from '@signshop/domain';
import { Loaded } from '../../../platform/Loaded.tsx';
import { Page } from '../../../ui/Page.tsx';
import { useCanWorkOnJobs } from '../../job/JobWork.tsx';
import { FilterSelect } from '../shared/FilterSelect.tsx';
import { reportKeys } from '../shared/report-keys.ts';
import { ReportPager } from '../../../platform/paging/ReportPager.tsx';
import { useReportPaging } from '../../../platform/paging/use-report-paging.ts';
import { useUpdateTask } from './mutations.ts';
import { useAssignees, useDailySchedule, useTaskFiles, type DailyTaskRow } from './queries.ts';
import { TaskFileMenu } from './TaskFileMenu.tsx';
import { BrailleBadge } from './BrailleBadge.tsx';
import { holdTask, showInHeldOrder, type HeldOrder, type ShownTask } from './held-order.ts';
import { RunningTimerBar, TaskTimerButton, useCanTimeTasks } from '../../time-tracking/TaskTimer.tsx';

/** Its heading and info, which the server also paints before the app's code has run. */
const FIRST_VIEW = firstViewOf('dailySchedule');
export const COMPLETION_OPTIONS = ['All', 'Complete', 'Incomplete'] as const;
/** Tasks change with schedule lines and timers; a stage save (In Production) adds or takes jobs. */
const LIVE_KEYS = [[...reportKeys.all, 'daily-schedule']];
const LIVE_KINDS = ['schedule', 'timer', 'board'] as const;
// Loaded after the first paint: the page's first-page budget holds only what it shows.
const LiveUpdates = lazy(() => import('../../../platform/live/LiveUpdates.tsx'));

/** The choices of a row's Assign To select: the known names, plus the task's own if it is not one. */
function assigneeChoices(names: readonly string[], current: string) {
  const choices = current && !names.includes(current) ? [current, ...names] : names;
  return [{ value: '', label: 'Unassigned' }, ...choices.map((name) => ({ value: name, label: name }))];
}

/** Where a changed row goes on a refresh, said under it. */
function moveNote(movesTo: ShownTask['movesTo']) {
  if (movesTo === null) return null;
  return movesTo === 'away' ? 'Leaves this page on refresh' : `Moves to position ${movesTo} on refresh`;
}

/**
 * /dailyschedule: every task of the jobs in production, filtered by equipment, material, production
 * state, completion and person; completion, priority and assignee save as soon as they change. A
 * changed row stays where it is (the next click lands where the person aims) and says where it
 * moves; Refresh order, another page or filter, or leaving puts the list in the server's order.
 */
export function DailySchedulePage() {
  const [filters, setFilters] = useState<DailyScheduleFilter>(() => ({ ...DAILY_SCHEDULE_FILTER_DEFAULTS }));
  const reportPaging = useReportPaging();
  const { paging, setPage } = reportPaging;
  const ask = { ...filters, ...paging };
  const tasks = useDailySchedule(ask);
  const assignees = useAssignees();
  const update = useUpdateTask(ask);
  // Assigning, prioritising and completing tasks is staff work: customers read their jobs' tasks.
  const readOnly = !useCanWorkOnJobs();
  // Staff at the machines start and stop work on a task here (one running timer each).
  const canTime = useCanTimeTasks();
  const quoteIds = useMemo(
    () => [...new Set((tasks.data?.tasks ?? []).map((task) => task.quote_id))].sort((a, b) => a - b),
    [tasks.data],
  );
  const files = useTaskFiles(quoteIds);
  const names = assignees.data ?? [];
  const askKey = JSON.stringify(ask);
  const [held, setHeld] = useState<HeldOrder | null>(null);
  const heldHere = held?.ask === askKey ? held : null;
  const offset = paging.page * paging.page_count;

  const setFilter = (key: keyof DailyScheduleFilter) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(0);
  };
  const save = (task: DailyTaskRow, change: Parameters<typeof update.save>[1], shown: DailyTaskRow[]) => {
    setHeld(holdTask(heldHere, askKey, shown, task.id, change));
    update.save(task, change);
  };

  const filterBar: { key: keyof DailyScheduleFilter; label: string; options: readonly string[] }[] = [
    { key: 'equip', label: 'Equip', options: EQUIP_FILTER_OPTIONS },
    { key: 'material', label: 'Material', options: MATERIAL_FILTER_OPTIONS },
    { key: 'production_state', label: 'Production State', options: PRODUCTION_STATES },
    { key: 'completion', label: 'Completion', options: COMPLETION_OPTIONS },
    { key: 'assign_to', label: 'Assign To', options: ['All', ...names] },
  ];

  return (
    <Page title={FIRST_VIEW.heading}>
      <Suspense fallback={null}>
        <LiveUpdates keys={LIVE_KEYS} kinds={LIVE_KINDS} />
      </Suspense>
      <Alert variant="info" className="py-2 small">
        {FIRST_VIEW.info}
      </Alert>
      {canTime && <RunningTimerBar />}
      <Form aria-label="Daily schedule filters" onSubmit={(event) => event.preventDefault()}>
        <Row xs={2} md={3} xl={5} className="g-2 mb-3">
          {filterBar.map(({ key, label, options }) => (
            <Col key={key}>
              <FilterSelect label={label} value={filters[key]} options={options} onChange={setFilter(key)} />
            </Col>
          ))}
        </Row>
      </Form>

      <Loaded
        query={tasks}
        loading="Loading the daily schedule ..."
        failed="The daily schedule could not be loaded"
        empty={{ icon: '✓', text: 'No tasks match these filters.', when: (data) => data.count === 0 }}
      >
        {({ tasks: fresh, count }) => {
          const shownTasks = showInHeldOrder(fresh, heldHere, offset);
          const rows = shownTasks.map(({ task }) => task);
          const moving = shownTasks.filter(({ movesTo }) => movesTo !== null).length;
          return (
            <>
              <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                <p className="small text-body-secondary mb-0" aria-live="polite">
                  {count} {count === 1 ? 'task' : 'tasks'}
                  {tasks.isPlaceholderData && ' · updating ...'}
                  {moving > 0 &&
                    ` · ${moving} changed ${moving === 1 ? 'task keeps its place' : 'tasks keep their places'} until you refresh the order`}
                </p>
                {heldHere && (
                  <Button size="sm" variant="outline-secondary" onClick={() => setHeld(null)}>
                    Refresh order
                  </Button>
                )}
              </div>
              {/* Scrolls sideways only from md to lg (a scrolling wrapper would clip the file menus); a card per task on a phone. */}
              <Table
                responsive="lg"
                hover
                size="sm"
                className="report-table table-cards"
                aria-label="Daily schedule tasks"
              >
                <thead>
                  <tr>
                    {canTime && <th scope="col">Timer</th>}
                    <th scope="col">Assign To</th>
                    <th scope="col">Priority</th>
                    <th scope="col">Download</th>
                    <th scope="col">Equip</th>
                    <th scope="col">Job</th>
                    <th scope="col">Customer Name</th>
                    <th scope="col">Expected Ship Date</th>
                    <th scope="col">Description</th>
                    <th scope="col">Task</th>
                    <th scope="col">Completion</th>
                  </tr>
                </thead>
                <tbody>
                  {shownTasks.map(({ task, movesTo }) => (
                    <tr key={task.id} className={task.is_complete ? 'table-success' : undefined}>
                      {canTime && (
                        <td data-label="Timer">
                          <TaskTimerButton
                            taskId={task.id}
                            name={`${task.task || 'the task'} of ${task.job_name || `job ${task.quote_id}`}`}
                          />
                        </td>
                      )}
                      <td data-label="Assign To">
                        <Form.Select
                          size="sm"
                          className="report-select"
                          aria-label={`Assign ${task.task || task.job_name} to`}
                          value={task.assign_to}
                          disabled={readOnly}
                          onChange={(event) => save(task, { assign_to: event.target.value }, rows)}
                        >
                          {assigneeChoices(names, task.assign_to).map((choice) => (
                            <option key={choice.value} value={choice.value}>
                              {choice.label}
                            </option>
                          ))}
                        </Form.Select>
                      </td>
                      <td data-label="Priority">
                        <Form.Select
                          size="sm"
                          className="report-select"
                          aria-label={`Priority of ${task.task || task.job_name}`}
                          value={task.priority}
                          disabled={readOnly}
                          onChange={(event) =>
                            save(task, { priority: Number(event.target.value) as PriorityValue }, rows)
                          }
                        >
                          {PRIORITY_NAMES.map((name) => (
                            <option key={name} value={Priority[name]}>
                              {name}
                            </option>
                          ))}
                        </Form.Select>
                        {movesTo !== null && (
                          <span className="badge text-bg-info fw-normal mt-1 text-wrap">
                            {moveNote(movesTo)}
                          </span>
                        )}
                      </td>
                      <td data-label="Download">
                        <TaskFileMenu
                          task={task}
                          files={files.data ? (files.data.get(task.quote_id) ?? []) : undefined}
                          filesFailed={!!files.error}
                        />
                      </td>
                      <td data-label="Equip" className="text-nowrap">
                        {task.equip}
                      </td>
                      <td data-label="Job">
                        <Link to={`/scheduler/${task.quote_id}`}>
                          {task.job_name || `Job ${task.quote_id}`}
                        </Link>
                        {task.has_tactile && <BrailleBadge />}
                      </td>
                      <td data-label="Customer Name">{task.customer_name}</td>
                      <td data-label="Expected Ship Date">
                        {task.expected_ship_date ? formatLongDate(task.expected_ship_date) : '—'}
                      </td>
                      <td data-label="Description" className="report-description">
                        {task.short_description}
                      </td>
                      <td data-label="Task">{task.task}</td>
                      <td data-label="Completion" className="text-center">
                        <Form.Check
                          type="checkbox"
                          id={`task-complete-${task.id}`}
                          aria-label={`${task.task || task.job_name} complete`}
                          checked={task.is_complete}
                          disabled={readOnly}
                          onChange={(event) => save(task, { is_complete: event.target.checked }, rows)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <ReportPager paging={reportPaging} count={count} items="tasks" />
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}
