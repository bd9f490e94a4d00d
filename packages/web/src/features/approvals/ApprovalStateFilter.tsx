import Form from 'react-bootstrap/Form';
import { APPROVAL_STATE_LABELS, APPROVAL_STATES, type ApprovalState } from '@signshop/domain';

/** The quote list's filter on approval state: All, or one state. */
export function ApprovalStateFilter({
  value,
  onChange,
}: {
  value: ApprovalState | undefined;
  onChange(value: ApprovalState | undefined): void;
}) {
  return (
    <Form.Group controlId="quote-search-approval">
      <Form.Label>Approval</Form.Label>
      <Form.Select
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as ApprovalState | undefined)}
      >
        <option value="">All</option>
        {APPROVAL_STATES.map((state) => (
          <option key={state} value={state}>
            {APPROVAL_STATE_LABELS[state]}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
