import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  NOTIFICATION_TEMPLATE_MAX,
  type NotificationTemplate,
  type NotificationTemplateBody,
  type NotificationTemplatesReply,
} from '@signshop/domain';
import { useSaveTemplate } from './mutations.ts';
import { TemplatePreview } from './TemplatePreview.tsx';

type Part = 'subject' | 'html_body' | 'text_body';

/** One event's template: on or off, subject, HTML and text bodies, the fields to insert, preview. */
export function TemplateEditor({
  template,
  fields,
}: {
  template: NotificationTemplate;
  fields: NotificationTemplatesReply['fields'];
}) {
  const [draft, setDraft] = useState<NotificationTemplateBody>({
    enabled: template.enabled,
    subject: template.subject,
    html_body: template.html_body,
    text_body: template.text_body,
  });
  const [focused, setFocused] = useState<Part>('text_body');
  const save = useSaveTemplate(template.event);
  const change = (part: Part) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [part]: event.target.value }));
  const insert = (name: string) =>
    setDraft((current) => ({ ...current, [focused]: `${current[focused]}{{${name}}}` }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  const id = (part: string) => `notification-${template.event}-${part}`;
  const field = (part: Part) => ({
    value: draft[part],
    onChange: change(part),
    onFocus: () => setFocused(part),
  });
  const area = (part: 'html_body' | 'text_body', label: string) => (
    <Form.Group className="mb-3" controlId={id(part)}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        as="textarea"
        rows={6}
        {...field(part)}
        maxLength={NOTIFICATION_TEMPLATE_MAX.body}
        className="font-monospace small"
      />
    </Form.Group>
  );
  return (
    <>
      <Form onSubmit={submit} aria-label={`${template.label} template`}>
        <p className="text-body-secondary small">{template.when}</p>
        <Form.Check
          type="switch"
          className="mb-3"
          id={id('enabled')}
          label="Mail customers on this event"
          checked={draft.enabled}
          onChange={(event) => setDraft((current) => ({ ...current, enabled: event.target.checked }))}
        />
        <Form.Group className="mb-3" controlId={id('subject')}>
          <Form.Label>Subject</Form.Label>
          <Form.Control {...field('subject')} maxLength={NOTIFICATION_TEMPLATE_MAX.subject} />
        </Form.Group>
        {area('html_body', 'HTML body')}
        {area('text_body', 'Text body')}
        <fieldset className="mb-3">
          <legend className="fs-6">Fields (inserted where you last typed)</legend>
          <div className="d-flex flex-wrap gap-1">
            {fields.map((field) => (
              <Button
                key={field.name}
                size="sm"
                variant="outline-secondary"
                title={field.description}
                onClick={() => insert(field.name)}
              >
                {`{{${field.name}}}`}
              </Button>
            ))}
          </div>
        </fieldset>
        <div className="d-flex flex-wrap gap-2 align-items-center mb-4">
          <Button type="submit" disabled={save.isPending}>
            Save template
          </Button>
          <span role="status" className="small">
            {save.isSuccess && !save.isPending ? 'Saved.' : ''}
          </span>
        </div>
      </Form>
      <TemplatePreview event={template.event} template={draft} />
    </>
  );
}
