import { useQueries, useQuery } from '@tanstack/react-query';
import { MACHINES, type ImperfectionKey, type Machine } from '@signshop/domain';
import type { LatestPlateReply, MachineImages, PlatesInRangeBody, PlatesReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import type { MillingPlate } from './plate-stats.ts';

/** How often the machine room asks for the machines' latest plates. */
export const MACHINE_ROOM_REFRESH_MS = 10_000;

export const machinesKeys = {
  all: ['milling'] as const,
  latest: (machine: Machine) => [...machinesKeys.all, 'latest', machine] as const,
  range: (machine: Machine, start: number, end: number) =>
    [...machinesKeys.all, 'range', machine, start, end] as const,
  jobs: () => [...machinesKeys.all, 'job'] as const,
  job: (name: string) => [...machinesKeys.jobs(), name] as const,
  images: () => [...machinesKeys.all, 'images'] as const,
};

/** Each machine's latest plate, asked again every 10 s (errors are shown on the page, not in a dialog). */
export function useLatestPlates() {
  return useQueries({
    queries: MACHINES.map((machine) => ({
      queryKey: machinesKeys.latest(machine),
      queryFn: () => api.get<LatestPlateReply>(`/api/milling/machine/${machine}`, { silent: true }),
      refetchInterval: MACHINE_ROOM_REFRESH_MS,
      refetchIntervalInBackground: false,
    })),
  });
}

/** Each machine's plates started within [start, end] (Unix seconds); off while `range` is null. */
export function usePlatesInRange(range: { start: number; end: number } | null) {
  return useQueries({
    queries: MACHINES.map((machine) => ({
      queryKey: machinesKeys.range(machine, range?.start ?? 0, range?.end ?? 0),
      queryFn: () =>
        api.post<PlatesReply>(
          `/api/milling/machine/${machine}`,
          { machine, start: range!.start, end: range!.end } satisfies PlatesInRangeBody,
          { silent: true },
        ),
      enabled: range !== null,
    })),
  });
}

/** The plates of a job (file names containing the lowercase job name); off for an empty name. */
export function useJobPlates(jobName: string) {
  const name = jobName.trim().toLowerCase();
  return useQuery({
    queryKey: machinesKeys.job(name),
    queryFn: () => api.get<PlatesReply>(`/api/milling/job/${encodeURIComponent(name)}`, { silent: true }),
    enabled: name !== '',
  });
}

/** The body PUT /api/milling/file takes: the whole plate record without its id. */
export function plateBody(plate: MillingPlate, imperfections: ImperfectionKey[]) {
  const { id: _id, ...record } = plate;
  return { ...record, imperfections };
}

/** Where the chart images are, and which charts there are. */
export function useMachineImages() {
  return useQuery({
    queryKey: machinesKeys.images(),
    queryFn: () => api.get<MachineImages>('/api/milling/images', { silent: true }),
    staleTime: Infinity,
  });
}
