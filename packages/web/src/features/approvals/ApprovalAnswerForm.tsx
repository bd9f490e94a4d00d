import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { approvalAnswerSchema, type ApprovalAnswer } from '@signshop/domain';

type Answered = 'approved' | 'changes_requested';

/** Approve (typed full name and the statement ticked) or Request changes (a comment). */
export function ApprovalAnswerForm({
  submit,
  statement,
  onAnswered,
}: {
  /** Sends the answer: by the link's token, or from the quote when signed in. */
  submit: (answer: ApprovalAnswer) => Promise<{ state: Answered }>;
  statement: string;
  onAnswered: (state: Answered) => void;
}) {
  const [name, setName] = useState('');
  const [confirm, setConfirm] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(answer: unknown) {
    const parsed = approvalAnswerSchema.safeParse(answer);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form.');
    setBusy(true);
    setError(null);
    try {
      onAnswered((await submit(parsed.data as ApprovalAnswer)).state);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }
  const approve = (event: FormEvent) => {
    event.preventDefault();
    void send({ decision: 'approve', name, confirm });
  };
  const requestChanges = (event: FormEvent) => {
    event.preventDefault();
    void send({ decision: 'request_changes', name, comment });
  };

  return (
    <div className="row g-4 mt-1">
      {error && (
        <div className="col-12">
          <Alert variant="danger" className="mb-0" role="alert">
            {error}
          </Alert>
        </div>
      )}
      <Form className="col-md-6" onSubmit={approve} aria-label="Approve">
        <h2 className="h5">Approve</h2>
        <Form.Group className="mb-2" controlId="approval-name">
          <Form.Label>Your full name</Form.Label>
          <Form.Control
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="name"
            maxLength={200}
          />
        </Form.Group>
        <Form.Check
          className="mb-3"
          id="approval-confirm"
          label={statement}
          checked={confirm}
          onChange={(e) => setConfirm(e.target.checked)}
        />
        <Button type="submit" variant="success" disabled={busy}>
          Approve
        </Button>
      </Form>
      <Form className="col-md-6" onSubmit={requestChanges} aria-label="Request changes">
        <h2 className="h5">Request changes</h2>
        <Form.Group className="mb-3" controlId="approval-comment">
          <Form.Label>What should change?</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={5000}
          />
        </Form.Group>
        <Button type="submit" variant="outline-primary" disabled={busy}>
          Request changes
        </Button>
      </Form>
    </div>
  );
}
