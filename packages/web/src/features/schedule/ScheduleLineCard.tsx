import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  EQUIPMENT,
  MATERIALS,
  PRIORITY_NAMES,
  Priority,
  THICKNESSES,
  processesFor,
  type PriorityValue,
} from '@signshop/domain';
import { Suggest } from '../../ui/Suggest.tsx';
import type { ScheduleRow, ScheduleRowFields } from './schedule-rows.ts';

interface ScheduleLineCardProps {
  row: ScheduleRow;
  index: number;
  count: number;
  onChange(patch: Partial<ScheduleRowFields>): void;
  onMove(step: -1 | 1): void;
  onRemove(): void;
  suggestAssignees(text: string): string[];
}

/** A select of fixed choices; a stored value no longer offered stays shown. */
function Choice({
  label,
  value,
  options,
  onChange,
  id,
  disabled,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange(value: string): void;
  id: string;
  disabled?: boolean;
}) {
  const choices = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">—</option>
        {choices.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** One production line of the scheduler, its fields in a responsive grid. */
export function ScheduleLineCard(props: ScheduleLineCardProps) {
  const { row, index, count, onChange, onMove, onRemove, suggestAssignees } = props;
  const id = `schedule-${row.key}`;
  const name = `Line ${index + 1}`;
  const processes = processesFor(row.equip);
  return (
    <section
      className={`schedule-line card mb-3 ${row.is_complete ? 'border-success' : ''}`}
      role="group"
      aria-label={name}
    >
      <div className="card-header d-flex flex-wrap align-items-center gap-2 py-2">
        <span className="fw-semibold">{name}</span>
        {row.id === undefined && <span className="badge text-bg-info">New</span>}
        {row.is_complete && <span className="badge text-bg-success">Complete</span>}
        <div className="ms-auto d-flex gap-1">
          <Button
            variant="outline-secondary"
            aria-label={`Move ${name} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            ↑
          </Button>
          <Button
            variant="outline-secondary"
            aria-label={`Move ${name} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            ↓
          </Button>
          <Button size="sm" variant="outline-danger" aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </Button>
        </div>
      </div>
      <div className="card-body row g-2 mx-0 pt-2">
        <Form.Group className="col-12 col-lg-4" controlId={`${id}-description`}>
          <Form.Label>Short Description</Form.Label>
          <Form.Control
            value={row.short_description}
            maxLength={500}
            onChange={(event) => onChange({ short_description: event.target.value })}
          />
        </Form.Group>
        <div className="col-6 col-md-3 col-lg-2">
          <Choice
            id={`${id}-thickness`}
            label="Thickness"
            value={row.thickness}
            options={THICKNESSES}
            onChange={(thickness) => onChange({ thickness })}
          />
        </div>
        <div className="col-6 col-md-3 col-lg-3">
          <Choice
            id={`${id}-material`}
            label="Material"
            value={row.material}
            options={MATERIALS}
            onChange={(material) => onChange({ material })}
          />
        </div>
        <div className="col-6 col-md-3 col-lg-3">
          <Choice
            id={`${id}-equip`}
            label="Equipment"
            value={row.equip}
            options={EQUIPMENT}
            onChange={(equip) => onChange({ equip })}
          />
        </div>
        <div className="col-6 col-md-3 col-lg-3">
          <Choice
            id={`${id}-process`}
            label="Process"
            value={row.process}
            options={processes}
            disabled={processes.length === 0 && !row.process}
            onChange={(process) => onChange({ process })}
          />
        </div>
        <Form.Group className="col-6 col-md-3 col-lg-2" controlId={`${id}-priority`}>
          <Form.Label>Priority</Form.Label>
          <Form.Select
            value={String(row.priority)}
            onChange={(event) => onChange({ priority: Number(event.target.value) as PriorityValue })}
          >
            {PRIORITY_NAMES.map((priority) => (
              <option key={priority} value={Priority[priority]}>
                {priority}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="col-6 col-md-3 col-lg-3">
          <Suggest
            id={`${id}-assign`}
            label="Assign To"
            className="schedule-assign"
            value={row.assign_to}
            onChange={(assign_to) => onChange({ assign_to })}
            suggest={(text) => Promise.resolve(suggestAssignees(text).slice(0, 8))}
            textOf={(item) => item}
          />
        </div>
        <div className="col-12 col-md-3 col-lg-4 d-flex flex-wrap align-items-end column-gap-3 pb-1">
          <Form.Check
            id={`${id}-complete`}
            label="Complete"
            checked={row.is_complete}
            onChange={(event) => onChange({ is_complete: event.target.checked })}
          />
          <Form.Check
            id={`${id}-premature`}
            label="Premature Release"
            checked={row.premature_release}
            onChange={(event) => onChange({ premature_release: event.target.checked })}
          />
        </div>
      </div>
    </section>
  );
}
