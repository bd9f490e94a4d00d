import './machines.css';
import { MACHINES } from '@signshop/domain';
import { screens } from '../../platform/screens.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { Page } from '../../ui/Page.tsx';
import { formatTime } from './format.ts';
import { MachineCard } from './MachineCard.tsx';
import { latestPlate } from './plate-stats.ts';
import { MACHINE_ROOM_REFRESH_MS, useLatestPlates } from './queries.ts';
import { RoomReadings } from './RoomReadings.tsx';

/** /machine: the room's latest readings and one card per machine, refreshed every 10 s. */
export function MachineRoomPage() {
  const results = useLatestPlates();
  const loading = results.every((result) => result.isPending);
  const allFailed = results.every((result) => result.isError && !result.data);
  const updatedAt = Math.max(...results.map((result) => result.dataUpdatedAt));
  const plates = results.map((result) => result.data?.plate);

  return (
    <Page
      title={screens.machine.title}
      actions={
        updatedAt > 0 && (
          <span className="small text-body-secondary" role="status">
            Updated {formatTime(updatedAt / 1000)} · refreshes every {MACHINE_ROOM_REFRESH_MS / 1000} s
          </span>
        )
      }
    >
      {loading && <LoadingState label="Loading the machines…" />}
      {allFailed && (
        <ErrorState
          title="Could not load the machines"
          message={results[0]!.error?.message ?? ''}
          onRetry={() => results.forEach((result) => void result.refetch())}
        />
      )}
      {!loading && !allFailed && (
        <>
          <RoomReadings plate={latestPlate(plates)} />
          <div className="row g-3">
            {MACHINES.map((machine, i) => (
              <div key={machine} className="col-12 col-md-6 col-xl-4">
                <MachineCard machine={machine} plate={plates[i]} failed={results[i]!.isError} />
              </div>
            ))}
          </div>
        </>
      )}
    </Page>
  );
}
