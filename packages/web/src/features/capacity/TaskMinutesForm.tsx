import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { CapacityTask, CapacityTaskMove } from '@signshop/domain';

/** Whole minutes as typed (up to 100,000), or null. */
export const taskMinutesOf = (text: string) =>
  /^\d{1,6}$/.test(text.trim()) && Number(text) <= 100_000 ? Number(text) : null;

/** A task's own minutes, typed; or back to its process estimate. */
export function TaskMinutesForm({
  task,
  name,
  onMove,
  onDone,
}: {
  task: CapacityTask;
  name: string;
  onMove(move: CapacityTaskMove): void;
  onDone(): void;
}) {
  const [text, setText] = useState(String(task.minutes));
  const minutes = taskMinutesOf(text);
  return (
    <Form
      className="d-flex flex-wrap gap-1 align-items-center mt-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (minutes === null) return;
        onMove({ estimated_minutes: minutes });
        onDone();
      }}
    >
      <Form.Control
        size="sm"
        inputMode="numeric"
        style={{ width: '5rem' }}
        aria-label={`Minutes of ${name}`}
        value={text}
        isInvalid={minutes === null}
        onChange={(event) => setText(event.target.value)}
        autoFocus
      />
      <Button size="sm" type="submit" disabled={minutes === null}>
        Save
      </Button>
      {task.minutes_set && (
        <Button
          size="sm"
          variant="link"
          className="p-0"
          onClick={() => {
            onMove({ estimated_minutes: null });
            onDone();
          }}
        >
          Use the estimate
        </Button>
      )}
      <Button size="sm" variant="link" className="p-0" onClick={onDone}>
        Cancel
      </Button>
    </Form>
  );
}
