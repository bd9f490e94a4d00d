import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { NotificationEvent, NotificationTemplateBody } from '@signshop/domain';
import { usePreview, useSendTest } from './mutations.ts';

/**
 * The template as written, filled with a chosen job's values: its subject, its HTML (in a sandboxed
 * frame: no script, no access to this page) and its text; or mailed to the signed-in admin.
 */
export function TemplatePreview({
  event,
  template,
}: {
  event: NotificationEvent;
  template: NotificationTemplateBody;
}) {
  const [job, setJob] = useState('');
  const preview = usePreview(event);
  const test = useSendTest(event);
  const quoteId = Number(job);
  const valid = Number.isInteger(quoteId) && quoteId > 0;
  const { enabled: _enabled, ...written } = template;
  const body = () => ({ quote_id: quoteId, template: written });
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (valid) preview.mutate(body());
  };
  return (
    <section aria-labelledby={`preview-${event}`}>
      <h3 id={`preview-${event}`} className="h6">
        Preview with a job
      </h3>
      <Form onSubmit={submit} className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <Form.Group controlId={`preview-${event}-job`}>
          <Form.Label>Job ID</Form.Label>
          <Form.Control
            inputMode="numeric"
            value={job}
            onChange={(change) => setJob(change.target.value.trim())}
            maxLength={10}
            style={{ width: '9rem' }}
          />
        </Form.Group>
        <Button type="submit" variant="outline-primary" disabled={!valid || preview.isPending}>
          Preview
        </Button>
        <Button
          variant="outline-secondary"
          disabled={!valid || test.isPending}
          onClick={() => test.mutate(body())}
        >
          Send test to me
        </Button>
        <span role="status" className="small">
          {test.data ? `Sent to ${test.data.sent_to}.` : ''}
        </span>
      </Form>
      {preview.data && (
        <div className="border rounded p-2 mb-3">
          <p className="mb-1">
            <strong>To:</strong> {preview.data.recipients.join(', ') || 'nobody (no contact email)'}
          </p>
          <p className="mb-2">
            <strong>Subject:</strong> {preview.data.subject}
          </p>
          <iframe
            title="HTML preview"
            sandbox=""
            srcDoc={preview.data.html}
            className="w-100 border mb-2 bg-white"
            style={{ height: '22rem' }}
          />
          <pre
            className="small mb-0"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            aria-label="Text preview"
            // Focusable, so a keyboard can scroll it if a long line still overflows.
            tabIndex={0}
          >
            {preview.data.text}
          </pre>
        </div>
      )}
    </section>
  );
}
