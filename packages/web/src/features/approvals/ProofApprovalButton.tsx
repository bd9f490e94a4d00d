import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { canSendProofForApproval, proofRefusal } from '@signshop/domain';
import { useSession } from '../../platform/session.tsx';
import { showMessage } from '../../platform/dialogs/message-dialog.tsx';
import { sendProofForApproval } from './mutations.ts';

/**
 * "Send for approval" on a PDF or image in the job's Proofs folder (staff): mails the customer a
 * link and checks the job's Drawing Sent To Customer step with today's date.
 */
export function ProofApprovalButton({ file }: { file: { id: number; name: string; content_type?: string } }) {
  const { user } = useSession();
  const [sending, setSending] = useState(false);
  if (
    !canSendProofForApproval(user) ||
    proofRefusal({ name: file.name, content_type: file.content_type ?? '' })
  )
    return null;
  const base = file.name.split('/').at(-1);
  const send = async () => {
    setSending(true);
    try {
      await sendProofForApproval(file.id);
      void showMessage({
        title: 'Proof sent for approval',
        message: `The approval link for ${base} was mailed to the quote's contact, and Drawing Sent To Customer was recorded for today.`,
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline-primary"
      aria-label={`Send ${base} for approval`}
      disabled={sending}
      onClick={() => void send()}
    >
      {sending ? 'Sending…' : 'Send for approval'}
    </Button>
  );
}
