import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { MESSAGE_KINDS, type OutgoingMessage } from '@signshop/domain';
import { useResend } from './mutations.ts';

const STATUS_VARIANT = { queued: 'secondary', sent: 'success', failed: 'danger' } as const;

/** A moment as the shop reads it: 11/28/2026, 4:05 AM. */
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' }) : '—';

/** The messages of a page: what, to whom, how it went, its job, and Resend. */
export function MessagesTable({ messages }: { messages: OutgoingMessage[] }) {
  const resend = useResend();
  return (
    <div className="table-responsive">
      <table className="table align-middle table-cards">
        <caption>Mail the shop sent by itself, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">To</th>
            <th scope="col">Subject</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Job</th>
            <th scope="col">Last error</th>
            <th scope="col">
              <span className="visually-hidden">Resend</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              <td data-label="Kind">{MESSAGE_KINDS[message.kind]}</td>
              <td className="text-break" data-label="To">
                {message.to_address}
              </td>
              <td className="card-wide" data-label="Subject">
                {message.subject}
                <div className="small text-body-secondary">
                  {message.company} · {when(message.sent_at ?? message.created_at)}
                  {message.resent_by_name ? ` · resent by ${message.resent_by_name}` : ''}
                </div>
              </td>
              <td className="card-third" data-label="Status">
                <Badge bg={STATUS_VARIANT[message.status]}>{message.status}</Badge>
              </td>
              <td className="card-third" data-label="Attempts">
                {message.attempts}
              </td>
              <td className="card-third" data-label="Job">
                {message.quote_id ? <Link to={`/job/${message.quote_id}`}>{message.given_id}</Link> : '—'}
              </td>
              <td className="text-break card-wide" data-label="Last error">
                {message.last_error || '—'}
              </td>
              <td className="card-wide">
                <Button
                  size="sm"
                  variant="outline-primary"
                  disabled={resend.isPending && resend.variables === message.id}
                  onClick={() => resend.mutate(message.id)}
                  aria-label={`Resend ${message.subject} to ${message.to_address}`}
                >
                  Resend
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
