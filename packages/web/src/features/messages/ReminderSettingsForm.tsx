import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ReminderSettings } from '@signshop/domain';
import { useSaveReminderSettings, useScanNow } from './mutations.ts';

/** "7, 3" → [7, 3]; null when a part is not a whole number. */
export function daysOfText(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const days = parts.map(Number);
  return days.every((day) => Number.isInteger(day)) ? days : null;
}

/** When payment reminders and the other scheduled mail go out; the server checks every value. */
export function ReminderSettingsForm({ settings }: { settings: ReminderSettings }) {
  const [days, setDays] = useState(settings.days_before_due.join(', '));
  const [onDue, setOnDue] = useState(settings.on_due_date);
  const [every, setEvery] = useState(String(settings.every_days_overdue));
  const [statements, setStatements] = useState(settings.monthly_statements);
  const [approvals, setApprovals] = useState(settings.approval_expiry_reminders);
  const save = useSaveReminderSettings();
  const scan = useScanNow();
  const dayList = daysOfText(days);
  const everyDays = Number(every);
  const valid = dayList !== null && every.trim() !== '' && Number.isInteger(everyDays);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    save.mutate({
      days_before_due: dayList,
      on_due_date: onDue,
      every_days_overdue: everyDays,
      monthly_statements: statements,
      approval_expiry_reminders: approvals,
    });
  };

  return (
    <Form onSubmit={submit} className="reminder-settings">
      <Form.Group className="mb-3" controlId="reminder-days-before">
        <Form.Label>Days before the due date</Form.Label>
        <Form.Control
          value={days}
          onChange={(event) => setDays(event.target.value)}
          isInvalid={dayList === null}
          aria-describedby="reminder-days-before-help"
          maxLength={40}
        />
        <Form.Text id="reminder-days-before-help">
          Up to 5, separated by commas (7, 3); empty for none.
        </Form.Text>
      </Form.Group>
      <Form.Check
        className="mb-3"
        id="reminder-on-due"
        label="On the due date"
        checked={onDue}
        onChange={(event) => setOnDue(event.target.checked)}
      />
      <Form.Group className="mb-3" controlId="reminder-every-overdue">
        <Form.Label>Every N days overdue</Form.Label>
        <Form.Control
          inputMode="numeric"
          value={every}
          onChange={(event) => setEvery(event.target.value)}
          isInvalid={every.trim() === '' || !Number.isInteger(everyDays)}
          aria-describedby="reminder-every-overdue-help"
          maxLength={3}
          style={{ maxWidth: '8rem' }}
        />
        <Form.Text id="reminder-every-overdue-help">0: no reminders after the due date.</Form.Text>
      </Form.Group>
      <Form.Check
        className="mb-2"
        id="reminder-statements"
        label="Monthly statements on the 1st"
        checked={statements}
        onChange={(event) => setStatements(event.target.checked)}
      />
      <Form.Check
        className="mb-3"
        id="reminder-approvals"
        label="Remind the contact when an approval link expires in 3 days"
        checked={approvals}
        onChange={(event) => setApprovals(event.target.checked)}
      />
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Button type="submit" disabled={!valid || save.isPending}>
          Save reminder settings
        </Button>
        <Button variant="outline-secondary" onClick={() => scan.mutate()} disabled={scan.isPending}>
          Send due messages now
        </Button>
        <span role="status" className="small">
          {save.isSuccess && !save.isPending ? 'Saved.' : ''}
          {scan.data ? ` ${scan.data.queued} message${scan.data.queued === 1 ? '' : 's'} queued.` : ''}
        </span>
      </div>
    </Form>
  );
}
