import { lazy, Suspense, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import {
  APPROVAL_STATE_LABELS,
  canAnswerFromQuote,
  canSendForApproval,
  type ApprovalRecord,
  type SessionUser,
} from '@signshop/domain';
import { showMessage } from '../../platform/dialogs/message-dialog.tsx';
import { useApprovals } from './queries.ts';
import { sendQuoteForApproval } from './mutations.ts';

/** The answer form (with the validation it needs) loads only when there is a request to answer. */
const QuoteAnswerForm = lazy(() =>
  import('./QuoteAnswerForm.tsx').then((m) => ({ default: m.QuoteAnswerForm })),
);

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** One line on the latest quote request: its state, who answered and when. */
function latestText(latest: ApprovalRecord | undefined): string {
  if (!latest) return APPROVAL_STATE_LABELS.not_sent;
  const label = APPROVAL_STATE_LABELS[latest.state];
  if (latest.answer?.decision === 'approve')
    return `${label}: approved by ${latest.answer.name} on ${day(latest.answer.at)} (revision ${latest.revision})`;
  if (latest.answer)
    return `${label} by ${latest.answer.name || 'the customer'} on ${day(latest.answer.at)}: “${latest.answer.comment}”`;
  if (latest.state === 'expired')
    return `${label}: revision ${latest.revision} sent to ${latest.sent_to} on ${day(latest.sent_at)}; the link ended on ${day(latest.expires_at)}`;
  return `${label}: revision ${latest.revision} sent to ${latest.sent_to} on ${day(latest.sent_at)}`;
}

/**
 * The quote editor's approval line: the state of the latest request, "Send for
 * approval" for a saved quote, and a warning while editing a quote whose revision was approved.
 */
export function QuoteApprovalBar({
  quoteId,
  version,
  user,
  dirty,
}: {
  quoteId: number;
  version: number;
  user: SessionUser;
  dirty: boolean;
}) {
  const allowed = canSendForApproval(user);
  const records = useApprovals(quoteId, version, allowed);
  const [sending, setSending] = useState(false);
  if (!allowed) return null;
  const latest = records.data?.find((record) => record.kind === 'quote');
  const send = async () => {
    setSending(true);
    try {
      await sendQuoteForApproval(quoteId);
      await records.refetch();
      void showMessage({
        title: 'Sent for approval',
        message: "The approval link was mailed to the quote's contact.",
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="mb-3" data-testid="quote-approval">
      {dirty && latest?.state === 'approved' && (
        <Alert variant="warning" className="py-2">
          This quote was approved as revision {latest.revision}. The approval is for that revision: saving
          changes to its signs, prices, adjustments, shipping, customer or job marks it superseded.
        </Alert>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="small">
          <strong>Approval:</strong> {records.isPending ? '…' : latestText(latest)}
        </span>
        <Button
          size="sm"
          variant="outline-primary"
          className="ms-auto"
          disabled={dirty || sending}
          title={dirty ? 'Save the quote first' : undefined}
          onClick={() => void send()}
        >
          {sending ? 'Sending…' : 'Send for approval'}
        </Button>
      </div>
      {!dirty && latest?.state === 'waiting' && canAnswerFromQuote(user) && (
        <Suspense fallback={null}>
          <QuoteAnswerForm quoteId={quoteId} onAnswered={() => void records.refetch()} />
        </Suspense>
      )}
    </div>
  );
}
