import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { ResourceSettingsRow } from '@signshop/domain';
import { DecimalInput } from '../../ui/DecimalInput.tsx';
import { useSaveResource } from './mutations.ts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Hours as typed ('7.5') to whole minutes, or null when they are not 0 to 24 hours. */
export function minutesOfHours(text: string): number | null {
  const hours = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(hours) || hours < 0 || hours > 24) return null;
  return Math.round(hours * 60);
}
/** A rate as typed to dollars, or null when it is not 0 or more in whole cents. */
export function rateOf(text: string): number | null {
  const rate = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(rate) || rate < 0 || Math.round(rate * 100) !== rate * 100)
    return null;
  return rate;
}

/** Every resource's working hours per weekday and hourly rate, each row saved on its own. */
export function ResourceHoursTable({ resources }: { resources: ResourceSettingsRow[] }) {
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <caption>Working hours per weekday and hourly rate of each resource</caption>
        <thead>
          <tr>
            <th scope="col">Resource</th>
            {WEEKDAYS.map((day) => (
              <th scope="col" key={day}>
                {day} (h)
              </th>
            ))}
            <th scope="col">Hourly rate</th>
            <th scope="col">
              <span className="visually-hidden">Save</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {resources.map((resource) => (
            <ResourceRow key={resource.key} resource={resource} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResourceRow({ resource }: { resource: ResourceSettingsRow }) {
  const [hours, setHours] = useState(() => resource.weekday_minutes.map((m) => String(m / 60)));
  const [rate, setRate] = useState(() => resource.hourly_rate.toFixed(2));
  const save = useSaveResource();
  const minutes = hours.map(minutesOfHours);
  const rateValue = rateOf(rate);
  const valid = minutes.every((m) => m !== null) && rateValue !== null;
  return (
    <tr>
      <th scope="row">
        {resource.label}
        {!resource.saved && <div className="small text-body-secondary fw-normal">default hours</div>}
      </th>
      {hours.map((text, index) => (
        <td key={WEEKDAYS[index]}>
          <DecimalInput
            size="sm"
            style={{ width: '4.5rem' }}
            aria-label={`${resource.label} ${WEEKDAYS[index]} hours`}
            value={text}
            invalid={minutes[index] === null}
            onChange={(value) => setHours(hours.map((h, i) => (i === index ? value : h)))}
          />
        </td>
      ))}
      <td>
        <DecimalInput
          size="sm"
          before="$"
          style={{ width: '6rem' }}
          aria-label={`${resource.label} hourly rate`}
          value={rate}
          invalid={rateValue === null}
          onChange={setRate}
        />
      </td>
      <td>
        <Button
          size="sm"
          disabled={!valid || save.isPending}
          aria-label={`Save hours of ${resource.label}`}
          onClick={() =>
            save.mutate({ key: resource.key, weekday_minutes: minutes as number[], hourly_rate: rateValue! })
          }
        >
          {save.isSuccess && !save.isPending ? 'Saved' : 'Save'}
        </Button>
      </td>
    </tr>
  );
}
