import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { MESSAGE_KINDS, MESSAGE_STATUSES } from '@signshop/domain';
import { Loaded } from '../../platform/Loaded.tsx';
import { ReportPager } from '../../platform/paging/ReportPager.tsx';
import { useReportPaging } from '../../platform/paging/use-report-paging.ts';
import { Page } from '../../ui/Page.tsx';
import { MessagesTable } from './MessagesTable.tsx';
import { ReminderSettingsForm } from './ReminderSettingsForm.tsx';
import { useMessages, useReminderSettings, type MessageFilter } from './queries.ts';

/** Admins: when reminders go out, and every mail the shop sent by itself, with Resend. */
export function MessagesPage() {
  const settings = useReminderSettings();
  const [filter, setFilter] = useState<MessageFilter>({ kind: '', status: '', company: '' });
  const paging = useReportPaging();
  const messages = useMessages(filter, paging.paging);
  const change = (key: keyof MessageFilter) => (event: { target: { value: string } }) => {
    setFilter((current) => ({ ...current, [key]: event.target.value }));
    paging.setPage(0);
  };
  return (
    <Page title="Messages">
      <section aria-labelledby="reminder-settings" className="mb-5" style={{ maxWidth: '40rem' }}>
        <h2 id="reminder-settings" className="h5">
          Reminder settings
        </h2>
        <Loaded query={settings} loading="Loading the settings…" failed="Could not load the settings">
          {(reply) => <ReminderSettingsForm settings={reply.settings} />}
        </Loaded>
      </section>
      <section aria-labelledby="sent-messages">
        <h2 id="sent-messages" className="h5">
          Sent messages
        </h2>
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Form.Select
            aria-label="Kind"
            value={filter.kind}
            onChange={change('kind')}
            style={{ width: 'auto' }}
          >
            <option value="">Every kind</option>
            {Object.entries(MESSAGE_KINDS).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </Form.Select>
          <Form.Select
            aria-label="Status"
            value={filter.status}
            onChange={change('status')}
            style={{ width: 'auto' }}
          >
            <option value="">Every status</option>
            {MESSAGE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Form.Select>
          <Form.Control
            aria-label="Company"
            placeholder="Company"
            value={filter.company}
            onChange={change('company')}
            maxLength={200}
            style={{ width: 'auto' }}
          />
        </div>
        <Loaded query={messages} loading="Loading the messages…" failed="Could not load the messages">
          {(reply) =>
            reply.messages.length === 0 ? (
              <p>No messages.</p>
            ) : (
              <>
                <MessagesTable messages={reply.messages} />
                <ReportPager paging={paging} count={reply.count ?? 0} items="messages" />
              </>
            )
          }
        </Loaded>
      </section>
    </Page>
  );
}
