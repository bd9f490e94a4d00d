import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { SignType } from '@signshop/domain';
import { CommitNumberInput } from './CommitNumberInput.tsx';
import { LongTextField } from './LongTextField.tsx';
import { OrderAndInUse } from './OrderAndInUse.tsx';
import { useSaveProcess } from './mutations.ts';
import { useSavedFlash } from './use-saved-flash.ts';

type CostField = 'small_size_cost' | 'medium_size_cost' | 'large_size_cost';

/** The three costs of a process, with the names people see (the API's fields say small, medium, large). */
const COSTS: { field: CostField; name: string }[] = [
  { field: 'small_size_cost', name: 'Minimum Price' },
  { field: 'medium_size_cost', name: 'Square Inch Price' },
  { field: 'large_size_cost', name: 'Square Inch Price for 64 square inches or more' },
];

function Field({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <div className="form-label small text-body-secondary mb-1" aria-hidden="true">
        {title}
      </div>
      {children}
    </div>
  );
}

/** A process's own fields with Save, and its Delete button. */
export function ProcessFields({ process, onDelete }: { process: SignType; onDelete: () => void }) {
  const [draft, setDraft] = useState(process);
  const [saved, setSaved] = useSavedFlash();
  const save = useSaveProcess();
  const { label } = process;
  const blankLabel = draft.label.trim() === '';

  const change = (patch: Partial<SignType>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const onSave = () =>
    save.mutate({ ...draft, label: draft.label.trim() }, { onSuccess: () => setSaved(true) });

  return (
    <div className="process-fields border-bottom pb-3 mb-3">
      <div className="row g-2 align-items-end">
        <Field title="Label" className="col-12 col-md-6 col-xl-3">
          <Form.Control
            size="sm"
            aria-label={`Label for ${label}`}
            value={draft.label}
            isInvalid={blankLabel}
            onChange={(event) => change({ label: event.target.value })}
          />
        </Field>
        <Field title="PDF Label" className="col-12 col-md-6 col-xl-3">
          <LongTextField
            label={`PDF Label for ${label}`}
            placeholder="PDF Label"
            value={draft.pdf_label}
            onChange={(pdf_label) => change({ pdf_label })}
          />
        </Field>
        {COSTS.map(({ field, name }) => (
          <Field key={field} title={name} className="col-12 col-sm-4 col-xl-2">
            <InputGroup size="sm">
              <InputGroup.Text>$</InputGroup.Text>
              <CommitNumberInput
                live
                min={0}
                label={`${name} for ${label}`}
                value={draft[field]}
                onCommit={(value) => change({ [field]: value })}
              />
            </InputGroup>
          </Field>
        ))}
        <OrderAndInUse
          name={label}
          value={draft}
          onChange={change}
          cells={['col-6 col-sm-3 col-xl-2', 'col-6 col-sm-3 col-xl-2 pb-1']}
        />
        <div className="col-12 col-sm d-flex gap-2 justify-content-sm-end">
          <Button
            size="sm"
            variant={saved ? 'success' : 'primary'}
            aria-label={`Save ${label}`}
            disabled={save.isPending || blankLabel}
            onClick={onSave}
            style={{ minWidth: '5rem' }}
          >
            {save.isPending ? 'Saving…' : saved ? 'Saved ✓' : 'Save'}
          </Button>
          <Button size="sm" variant="outline-danger" aria-label={`Delete ${label}`} onClick={onDelete}>
            Delete process
          </Button>
        </div>
      </div>
      {!draft.inuse && (
        <p className="small text-body-secondary mt-2 mb-0">
          Not in use: new quotes cannot choose it; saved quotes keep it, shown as Outdated, with their prices.
        </p>
      )}
    </div>
  );
}
