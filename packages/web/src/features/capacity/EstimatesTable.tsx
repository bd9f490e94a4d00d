import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { ProcessEstimateBody, ProcessEstimateRowReply } from '@signshop/domain';
import { DecimalInput } from '../../ui/DecimalInput.tsx';
import { useSaveEstimate } from './mutations.ts';

/** Whole minutes as typed, or null. */
const wholeOf = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null);
/** Minutes per square foot as typed (up to 3 decimals), or null. */
const rateOf = (text: string) => (/^\d{1,6}(\.\d{1,3})?$/.test(text.trim()) ? Number(text.trim()) : null);

/** Each process's setup minutes and minutes per square foot, each row saved on its own. */
export function EstimatesTable({ estimates }: { estimates: ProcessEstimateRowReply[] }) {
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <caption>How long each process takes: setup plus minutes per square foot of the job’s signs</caption>
        <thead>
          <tr>
            <th scope="col">Equipment</th>
            <th scope="col">Process</th>
            <th scope="col">Setup (min)</th>
            <th scope="col">Min per sq ft</th>
            <th scope="col">
              <span className="visually-hidden">Save</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {estimates.map((estimate) => (
            <EstimateRow key={`${estimate.equip}/${estimate.process}`} estimate={estimate} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EstimateRow({ estimate }: { estimate: ProcessEstimateRowReply }) {
  const [setup, setSetup] = useState(String(estimate.setup_minutes));
  const [perSqft, setPerSqft] = useState(String(estimate.minutes_per_sqft));
  const save = useSaveEstimate();
  const name = `${estimate.equip} ${estimate.process}`;
  const body: ProcessEstimateBody | null =
    wholeOf(setup) !== null && rateOf(perSqft) !== null
      ? {
          equip: estimate.equip as ProcessEstimateBody['equip'],
          process: estimate.process,
          setup_minutes: wholeOf(setup)!,
          minutes_per_sqft: rateOf(perSqft)!,
        }
      : null;
  return (
    <tr>
      <td>{estimate.equip}</td>
      <th scope="row" className="fw-normal">
        {estimate.process}
      </th>
      <td>
        <DecimalInput
          size="sm"
          style={{ width: '5rem' }}
          aria-label={`${name} setup minutes`}
          value={setup}
          invalid={wholeOf(setup) === null}
          onChange={setSetup}
        />
      </td>
      <td>
        <DecimalInput
          size="sm"
          style={{ width: '5rem' }}
          aria-label={`${name} minutes per square foot`}
          value={perSqft}
          invalid={rateOf(perSqft) === null}
          onChange={setPerSqft}
        />
      </td>
      <td>
        <Button
          size="sm"
          disabled={!body || save.isPending}
          aria-label={`Save estimate of ${name}`}
          onClick={() => body && save.mutate(body)}
        >
          {save.isSuccess && !save.isPending ? 'Saved' : 'Save'}
        </Button>
      </td>
    </tr>
  );
}
