import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { NotificationEvent } from '@signshop/domain';
import { Loaded } from '../../platform/Loaded.tsx';
import { Page } from '../../ui/Page.tsx';
import { useNotificationTemplates } from './queries.ts';
import { TemplateEditor } from './TemplateEditor.tsx';

/** Admins: which events mail the customer, and each event's template with a preview. */
export function NotificationsPage() {
  const templates = useNotificationTemplates();
  const [chosen, setChosen] = useState<NotificationEvent>('work_approved');
  return (
    <Page title="Notifications">
      <div style={{ maxWidth: '48rem' }}>
        <Loaded query={templates} loading="Loading the templates…" failed="Could not load the templates">
          {(reply) => {
            const template = reply.templates.find((one) => one.event === chosen)!;
            return (
              <>
                <Form.Group className="mb-3" controlId="notification-event">
                  <Form.Label>Event</Form.Label>
                  <Form.Select
                    value={chosen}
                    onChange={(event) => setChosen(event.target.value as NotificationEvent)}
                  >
                    {reply.templates.map((one) => (
                      <option key={one.event} value={one.event}>
                        {one.label} ({one.enabled ? 'on' : 'off'})
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
                <section aria-labelledby="notification-template">
                  <h2 id="notification-template" className="h5">
                    {template.label}
                  </h2>
                  <TemplateEditor key={chosen} template={template} fields={reply.fields} />
                </section>
              </>
            );
          }}
        </Loaded>
      </div>
    </Page>
  );
}
