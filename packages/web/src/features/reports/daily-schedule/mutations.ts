import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyTaskUpdate } from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';
import { reportKeys } from '../shared/report-keys.ts';
import type { DailyScheduleAsk, DailySchedulePage } from './queries.ts';

/** Saves a task's completion, priority or assignee at once; the row changes before the reply comes. */
export function useUpdateTask(ask: DailyScheduleAsk) {
  const queryClient = useQueryClient();
  const key = reportKeys.dailySchedule(ask);
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: DailyTaskUpdate }) =>
      api.put<unknown>(`/api/dailyschedule/${id}`, update),
    onMutate: async ({ id, update }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<DailySchedulePage>(key);
      queryClient.setQueryData<DailySchedulePage>(
        key,
        (page) =>
          page && {
            ...page,
            tasks: page.tasks.map((task) => (task.id === id ? { ...task, ...update } : task)),
          },
      );
      return { before };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...reportKeys.all, 'daily-schedule'] }),
  });
}
