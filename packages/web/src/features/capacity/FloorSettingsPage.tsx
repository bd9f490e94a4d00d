import { Loaded } from '../../platform/Loaded.tsx';
import { Page } from '../../ui/Page.tsx';
import { EstimatesTable } from './EstimatesTable.tsx';
import { ResourceHoursTable } from './ResourceHoursTable.tsx';
import { useProcessEstimates, useResourceSettings } from './queries.ts';

/** The shop floor's settings (admin): each resource's hours and rate, each process's estimate. */
export function FloorSettingsPage() {
  const resources = useResourceSettings();
  const estimates = useProcessEstimates();
  return (
    <Page title="Shop Floor">
      <section aria-labelledby="floor-hours" className="mb-5">
        <h2 id="floor-hours" className="h5">
          Working hours and rates
        </h2>
        <Loaded query={resources} loading="Loading the resources…" failed="Could not load the resources">
          {(rows) => <ResourceHoursTable resources={rows} />}
        </Loaded>
      </section>
      <section aria-labelledby="floor-estimates">
        <h2 id="floor-estimates" className="h5">
          Process estimates
        </h2>
        <Loaded query={estimates} loading="Loading the estimates…" failed="Could not load the estimates">
          {(rows) => <EstimatesTable estimates={rows} />}
        </Loaded>
      </section>
    </Page>
  );
}
