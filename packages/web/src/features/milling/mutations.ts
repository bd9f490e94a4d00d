import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImperfectionKey, PlatesReply, SavedPlateReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import type { MillingPlate } from './plate-stats.ts';
import { machinesKeys, plateBody } from './queries.ts';

/**
 * Saves a plate's imperfections at once. The job's list shows the tick straight away and goes
 * back when the save fails (the error dialog says why).
 */
export function useSaveImperfections(jobName: string) {
  const queryClient = useQueryClient();
  const key = machinesKeys.job(jobName.trim().toLowerCase());
  const setImperfections = (id: number, imperfections: string[]) =>
    queryClient.setQueryData<PlatesReply>(
      key,
      (data) => data && { plates: data.plates.map((p) => (p.id === id ? { ...p, imperfections } : p)) },
    );
  const mutation = useMutation({
    mutationFn: ({ plate, imperfections }: { plate: MillingPlate; imperfections: ImperfectionKey[] }) =>
      api.put<SavedPlateReply>('/api/milling/file', plateBody(plate, imperfections)),
    onMutate: async ({ plate, imperfections }) => {
      await queryClient.cancelQueries({ queryKey: key }); // a refetch cancelled here reverts its query
      setImperfections(plate.id, imperfections);
      return { before: plate.imperfections };
    },
    onError: (_error, { plate }, context) =>
      setImperfections(plate.id, context?.before ?? plate.imperfections),
    onSettled: () => queryClient.invalidateQueries({ queryKey: machinesKeys.all, refetchType: 'none' }),
  });
  // The tick is shown in the same event as the click: a controlled checkbox whose state changed only
  // after the mutation's first await would flip back, then forward, under the pointer.
  const save = (variables: { plate: MillingPlate; imperfections: ImperfectionKey[] }) => {
    setImperfections(variables.plate.id, variables.imperfections);
    mutation.mutate(variables);
  };
  return { ...mutation, save };
}
