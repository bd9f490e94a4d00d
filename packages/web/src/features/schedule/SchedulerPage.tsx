import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { JobWork, useCanWorkOnJobs } from '../job/JobWork.tsx';
import { JobStagePage } from '../job/JobStagePage.tsx';
import { Loaded } from '../../platform/Loaded.tsx';
import { useLeaveGuard } from '../../platform/use-leave-guard.ts';
import { useSaveSchedule } from './mutations.ts';
import { useAssignees, useJobSchedule } from './queries.ts';
import { ScheduleLineCard } from './ScheduleLineCard.tsx';
import {
  addRow,
  assigneeSuggestions,
  moveRow,
  removeRow,
  rowsOf,
  scheduleChanged,
  scheduleSaveBody,
  updateRow,
  type ScheduleLineData,
} from './schedule-rows.ts';

/** /scheduler/{id}: the job's production lines, edited together and saved at once. */
export function SchedulerPage() {
  return (
    <JobStagePage stage="scheduler" title="Scheduler">
      {(quote) => <JobSchedule quoteId={quote.id} />}
    </JobStagePage>
  );
}

function JobSchedule({ quoteId }: { quoteId: number }) {
  const schedule = useJobSchedule(quoteId);
  const [notice, setNotice] = useState('');
  return (
    <Loaded query={schedule} loading="Loading the schedule…" failed="Could not load the schedule">
      {(lines) => (
        <ScheduleForm
          key={schedule.dataUpdatedAt}
          quoteId={quoteId}
          stored={lines}
          notice={notice}
          onNotice={setNotice}
        />
      )}
    </Loaded>
  );
}

const LEAVE_MESSAGE = 'This schedule has changes that are not saved. Leave without saving them?';

interface ScheduleFormProps {
  quoteId: number;
  stored: ScheduleLineData[];
  notice: string;
  onNotice(text: string): void;
}

function ScheduleForm({ quoteId, stored, notice, onNotice }: ScheduleFormProps) {
  const [rows, setRows] = useState(() => rowsOf(stored));
  const assignees = useAssignees();
  const save = useSaveSchedule(quoteId);
  const canWork = useCanWorkOnJobs();
  const changed = scheduleChanged(stored, rows);
  useLeaveGuard(changed, LEAVE_MESSAGE);
  const edit = (next: typeof rows) => {
    setRows(next);
    onNotice('');
  };
  const add = () => edit(addRow(rows, quoteId));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!changed) return;
        const count = rows.length;
        save.mutate(scheduleSaveBody(rows), {
          onSuccess: () => onNotice(`Saved ${count} ${count === 1 ? 'line' : 'lines'}.`),
        });
      }}
    >
      {rows.length === 0 ? (
        <div className="mb-3">
          <EmptyState icon="0" action={canWork && <Button onClick={add}>Add a line</Button>}>
            <p className="mb-1 fw-semibold text-body">No production lines yet</p>
            <p className="mb-0 small">
              {canWork
                ? 'Add a line for each piece of work a machine does on this job.'
                : 'The shop adds a line here for each piece of work a machine does on this job.'}
            </p>
          </EmptyState>
        </div>
      ) : (
        <JobWork>
          {rows.map((row, index) => (
            <ScheduleLineCard
              key={row.key}
              row={row}
              index={index}
              count={rows.length}
              onChange={(patch) => edit(updateRow(rows, row.key, patch))}
              onMove={(step) => edit(moveRow(rows, row.key, step))}
              onRemove={() => edit(removeRow(rows, row.key))}
              suggestAssignees={(text) => assigneeSuggestions(assignees.data ?? [], row.equip, text)}
            />
          ))}
        </JobWork>
      )}
      {canWork && (
        <div className="d-flex flex-wrap align-items-center gap-2">
          {rows.length > 0 && (
            <Button variant="outline-primary" onClick={add}>
              <span aria-hidden="true">+ </span>Add Line
            </Button>
          )}
          <Button type="submit" disabled={save.isPending || !changed}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button
            variant="outline-secondary"
            disabled={save.isPending || !changed}
            onClick={() => edit(rowsOf(stored))}
          >
            Undo changes
          </Button>
          <span
            role="status"
            className={notice ? 'text-success small ms-1' : 'text-body-secondary small ms-1'}
          >
            {notice || (changed ? 'Unsaved changes' : 'No changes')}
          </span>
        </div>
      )}
    </form>
  );
}
