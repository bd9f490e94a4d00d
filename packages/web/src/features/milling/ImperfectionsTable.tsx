import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { IMPERFECTION_KEYS, imperfectionLabel, type ImperfectionKey } from '@signshop/domain';
import { formatDateTime } from './format.ts';
import type { MillingPlate } from './plate-stats.ts';

interface ImperfectionsProps {
  plates: MillingPlate[];
  onChange(plate: MillingPlate, imperfections: ImperfectionKey[]): void;
}

const checkName = (key: ImperfectionKey, plate: MillingPlate) =>
  `${imperfectionLabel(key)} on ${plate.file_name} (${plate.machine})`;

/** The plate's imperfections with `key` ticked or not, in table order. */
const withTick = (plate: MillingPlate, key: ImperfectionKey, checked: boolean) =>
  IMPERFECTION_KEYS.filter((k) => (k === key ? checked : plate.imperfections.includes(k)));

/** One imperfection of one plate; `label` shows it beside the box (cards), else the column says it. */
function ImperfectionCheck({
  plate,
  imperfection,
  onChange,
  label,
}: Pick<ImperfectionsProps, 'onChange'> & {
  plate: MillingPlate;
  imperfection: ImperfectionKey;
  label?: boolean;
}) {
  return (
    <Form.Check
      id={label ? `imperfection-${plate.id}-${imperfection}` : undefined}
      className={label ? undefined : 'd-inline-block m-0'}
      label={label ? imperfectionLabel(imperfection) : undefined}
      aria-label={checkName(imperfection, plate)}
      checked={plate.imperfections.includes(imperfection)}
      onChange={(event) => onChange(plate, withTick(plate, imperfection, event.target.checked))}
    />
  );
}

function PlateTitle({ plate }: { plate: MillingPlate }) {
  return (
    <>
      <div className="fw-semibold text-break">{plate.file_name || '(no file name)'}</div>
      <div className="small text-body-secondary">
        {plate.machine} · {formatDateTime(plate.start_time)}
      </div>
    </>
  );
}

/** Phones: one card per plate with its ten labelled checkboxes. */
function ImperfectionCards({ plates, onChange }: ImperfectionsProps) {
  return (
    <div className="d-md-none vstack gap-3">
      {plates.map((plate) => (
        <section key={plate.id} className="border rounded-3 p-3" aria-label={plate.file_name}>
          <PlateTitle plate={plate} />
          <div className="row row-cols-2 g-1 mt-2">
            {IMPERFECTION_KEYS.map((key) => (
              <div key={key} className="col">
                <ImperfectionCheck plate={plate} imperfection={key} onChange={onChange} label />
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** A job's plates with a checkbox per imperfection (cards on phones); a tick is passed on at once. */
export function ImperfectionsTable({ plates, onChange }: ImperfectionsProps) {
  return (
    <>
      <ImperfectionCards plates={plates} onChange={onChange} />
      <ImperfectionGrid plates={plates} onChange={onChange} />
    </>
  );
}

function ImperfectionGrid({ plates, onChange }: ImperfectionsProps) {
  return (
    <div className="d-none d-md-block table-responsive border rounded-3 machine-scroll">
      <Table hover size="sm" className="imperfections-table align-middle mb-0" aria-label="Plates">
        <thead className="table-light">
          <tr>
            <th scope="col" className="plate-col">
              Plate
            </th>
            {IMPERFECTION_KEYS.map((key) => (
              <th key={key} scope="col" className="imperfection-col text-center small">
                {imperfectionLabel(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plates.map((plate) => (
            <tr key={plate.id}>
              <th scope="row" className="plate-col fw-normal">
                <PlateTitle plate={plate} />
              </th>
              {IMPERFECTION_KEYS.map((key) => (
                <td key={key} className="text-center">
                  <ImperfectionCheck plate={plate} imperfection={key} onChange={onChange} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
