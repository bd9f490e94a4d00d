import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { todayJustDate } from '@signshop/domain';
import { DateMaskInput } from '../../ui/DateMaskInput.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { JobWork, useCanWorkOnJobs } from '../job/JobWork.tsx';
import { JobStagePage } from '../job/JobStagePage.tsx';
import { Loaded } from '../../platform/Loaded.tsx';
import { useLeaveGuard } from '../../platform/use-leave-guard.ts';
import {
  backlogChanges,
  changedStageCount,
  setChecked,
  setDate,
  stagesMissingDates,
  type JobBacklogEntry,
} from './backlog-edit.ts';
import { useSaveBacklog } from './mutations.ts';
import { useJobBacklog } from './queries.ts';

/** /backlog/{id}: the job's backlog stages, each checked with a date or not. */
export function BacklogPage() {
  return (
    <JobStagePage stage="backlog" title="Backlog">
      {(quote) => <JobBacklog quoteId={quote.id} />}
    </JobStagePage>
  );
}

function JobBacklog({ quoteId }: { quoteId: number }) {
  const backlog = useJobBacklog(quoteId);
  const [notice, setNotice] = useState('');
  return (
    <Loaded query={backlog} loading="Loading the backlog…" failed="Could not load the backlog">
      {(stages) =>
        stages.length === 0 ? (
          <EmptyState icon="0">
            <p className="mb-0 fw-semibold text-body">No backlog stages are set up</p>
          </EmptyState>
        ) : (
          <BacklogForm
            // A save loads the backlog again: the form starts over from what was stored.
            key={backlog.dataUpdatedAt}
            quoteId={quoteId}
            original={stages}
            notice={notice}
            onNotice={setNotice}
          />
        )
      }
    </Loaded>
  );
}

const LEAVE_MESSAGE = 'This backlog has changes that are not saved. Leave without saving them?';

interface BacklogFormProps {
  quoteId: number;
  original: JobBacklogEntry[];
  notice: string;
  onNotice(text: string): void;
}

function BacklogForm({ quoteId, original, notice, onNotice }: BacklogFormProps) {
  const [edited, setEdited] = useState(original);
  const [problem, setProblem] = useState('');
  const save = useSaveBacklog(quoteId);
  const canWork = useCanWorkOnJobs();
  const changes = backlogChanges(original, edited);
  const count = changedStageCount(changes);
  useLeaveGuard(changes.length > 0, LEAVE_MESSAGE);

  const edit = (next: JobBacklogEntry[]) => {
    setEdited(next);
    setProblem('');
    onNotice('');
  };
  const submit = () => {
    const missing = stagesMissingDates(edited);
    if (missing.length > 0) {
      setProblem(`Type a full date (mm/dd/yyyy) for ${missing.join(', ')}.`);
      return;
    }
    if (changes.length === 0) return;
    save.mutate(changes, {
      onSuccess: () => onNotice(`Saved ${count} ${count === 1 ? 'stage' : 'stages'}.`),
    });
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <JobWork>
        <ul className="list-group mb-3" aria-label="Backlog stages">
          {edited.map((entry) => (
            <BacklogItem
              key={entry.type_id}
              entry={entry}
              onCheck={(checked) => edit(setChecked(edited, entry.type_id, checked, todayJustDate()))}
              onDate={(date) => edit(setDate(edited, entry.type_id, date))}
            />
          ))}
        </ul>
      </JobWork>
      {problem && (
        <Alert variant="warning" className="py-2 small">
          {problem}
        </Alert>
      )}
      {canWork && (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Button type="submit" disabled={save.isPending || changes.length === 0}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button
            variant="outline-secondary"
            disabled={save.isPending || changes.length === 0}
            onClick={() => edit(original)}
          >
            Undo changes
          </Button>
          <span
            role="status"
            className={notice ? 'text-success small ms-1' : 'text-body-secondary small ms-1'}
          >
            {notice ||
              (count === 0 ? 'No changes' : `${count} unsaved ${count === 1 ? 'change' : 'changes'}`)}
          </span>
        </div>
      )}
    </Form>
  );
}

interface BacklogItemProps {
  entry: JobBacklogEntry;
  onCheck(checked: boolean): void;
  onDate(date: string | null): void;
}

function BacklogItem({ entry, onCheck, onDate }: BacklogItemProps) {
  const id = `backlog-${entry.type_id}`;
  return (
    <li className={`list-group-item py-2 ${entry.is_checked ? 'bg-success-subtle' : ''}`}>
      <div className="row g-2 align-items-center" role="group" aria-labelledby={`${id}-label`}>
        <div className="col-12 col-md">
          <Form.Check
            id={id}
            type="checkbox"
            checked={entry.is_checked}
            onChange={(event) => onCheck(event.target.checked)}
            label={
              <span id={`${id}-label`} className="fw-medium">
                {entry.label}
              </span>
            }
          />
          {entry.hint && <div className="small text-body-secondary ms-4">{entry.hint}</div>}
        </div>
        {entry.is_checked && (
          <div className="col-12 col-md-auto ps-4 ps-md-2" style={{ maxWidth: '14rem' }}>
            <DateMaskInput id={`${id}-date`} label="Date" value={entry.date_given} onChange={onDate} />
          </div>
        )}
      </div>
    </li>
  );
}
