import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../platform/api/api-client.ts';
import { DateMaskInput } from '../../ui/DateMaskInput.tsx';
import { jobStageKeys } from '../job/queries.ts';
import type { ShippedState } from './shipping-form.ts';

/** The Shipped checkbox, and its date while checked. */
export function ShippedFields({
  state,
  onShipped,
  onDate,
  idPrefix,
}: {
  state: ShippedState;
  onShipped(checked: boolean): void;
  onDate(date: string | null): void;
  idPrefix: string;
}) {
  return (
    <div className="d-flex flex-wrap align-items-end gap-3">
      <Form.Check
        id={`${idPrefix}-shipped`}
        className="mb-2"
        label="Shipped"
        checked={state.is_shipped}
        onChange={(event) => onShipped(event.target.checked)}
      />
      {state.is_shipped && (
        <div style={{ width: '12rem' }}>
          <DateMaskInput
            id={`${idPrefix}-shipped-date`}
            label="Shipped Date"
            value={state.shipped_date}
            onChange={onDate}
          />
        </div>
      )}
    </div>
  );
}

/** A failed save: the server's words; after a 409 a way to load what the other person saved. */
function SaveFailure({ error, onReload }: { error: Error; onReload(): void }) {
  const conflict = error instanceof ApiError && error.status === 409;
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2 py-2">
      <div className="me-auto">
        <div className="fw-semibold">{conflict ? 'Someone else saved this job' : 'Could not save'}</div>
        <div className="small">{error.message}</div>
      </div>
      {conflict && (
        <Button size="sm" variant="outline-danger" onClick={onReload}>
          Load their changes
        </Button>
      )}
    </Alert>
  );
}

/** Below a shipping form: why it cannot be saved, a failed save, Save and "Saved.". */
export function ShippingSaveFooter({
  quoteId,
  problem,
  error,
  saving,
  saved,
}: {
  quoteId: number;
  problem: string;
  error: Error | null;
  saving: boolean;
  saved: boolean;
}) {
  const queryClient = useQueryClient();
  return (
    <>
      {problem && <div className="alert alert-warning py-2 small">{problem}</div>}
      {error && (
        <SaveFailure
          error={error}
          onReload={() => void queryClient.invalidateQueries({ queryKey: jobStageKeys.quote(quoteId) })}
        />
      )}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <span role="status" className="small text-success">
          {saved && !saving ? 'Saved.' : ''}
        </span>
      </div>
    </>
  );
}
