import Form from 'react-bootstrap/Form';
import { NOTIFICATION_EVENTS } from '@signshop/domain';
import { Loaded } from '../../platform/Loaded.tsx';
import { useSaveOptIns } from './mutations.ts';
import { useOptIns } from './queries.ts';

/** A company's stage notifications, one switch per event, saved as it is flipped. */
export function CompanyOptIns({ company }: { company: string }) {
  const optIns = useOptIns(company);
  const save = useSaveOptIns(company);
  return (
    <fieldset className="mt-4" aria-describedby="company-notifications-help">
      <legend className="h6">Job notifications by mail</legend>
      <Form.Text id="company-notifications-help" className="d-block mb-2">
        The quote contact and the billing email get a mail when a job reaches these steps (if the shop sends
        it).
      </Form.Text>
      <Loaded query={optIns} loading="Loading the notifications…" failed="Could not load the notifications">
        {(reply) => (
          <>
            {NOTIFICATION_EVENTS.map((event) => (
              <Form.Check
                key={event.key}
                type="switch"
                id={`company-notify-${event.key}`}
                label={event.label}
                checked={reply.opt_ins[event.key]}
                disabled={save.isPending}
                onChange={(change) => save.mutate({ [event.key]: change.target.checked })}
              />
            ))}
          </>
        )}
      </Loaded>
    </fieldset>
  );
}
