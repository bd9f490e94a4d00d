import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyTaskUpdate } from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';
import { reportKeys } from '../shared/report-keys.ts';
import type { DailyScheduleAsk, DailySchedulePage, DailyTaskRow } from './queries.ts';

interface TaskChange {
  id: number;
  update: DailyTaskUpdate;
  /** The changed fields as they were, put back when the save fails. */
  before: Partial<DailyTaskRow>;
}

/**
 * Saves a task's completion, priority or assignee at once. The row shows the change in the same
 * event as the click (a controlled select or checkbox changed only after the mutation's first await
 * would flip back, then forward, under the pointer) and goes back when the save fails.
 */
export function useUpdateTask(ask: DailyScheduleAsk) {
  const queryClient = useQueryClient();
  const key = reportKeys.dailySchedule(ask);
  const patch = (id: number, fields: Partial<DailyTaskRow>) =>
    queryClient.setQueryData<DailySchedulePage>(
      key,
      (page) =>
        page && {
          ...page,
          tasks: page.tasks.map((task) => (task.id === id ? { ...task, ...fields } : task)),
        },
    );
  const mutation = useMutation({
    mutationFn: ({ id, update }: TaskChange) => api.put<unknown>(`/api/dailyschedule/${id}`, update),
    onMutate: async ({ id, update }) => {
      await queryClient.cancelQueries({ queryKey: key }); // a refetch cancelled here reverts its query
      patch(id, update);
    },
    onError: (_error, { id, before }) => patch(id, before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...reportKeys.all, 'daily-schedule'] }),
  });
  const save = (task: DailyTaskRow, update: DailyTaskUpdate) => {
    const before = Object.fromEntries(
      Object.keys(update).map((field) => [field, task[field as keyof DailyTaskRow]]),
    ) as Partial<DailyTaskRow>;
    patch(task.id, update);
    mutation.mutate({ id: task.id, update, before });
  };
  return { ...mutation, save };
}
