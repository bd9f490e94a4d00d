import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api/api-client.ts';
import { jobStageKeys } from '../job/queries.ts';
import type { FileDeletedReply, FileRenameRequest, JobFileReply } from '@signshop/domain';
import { uploadJobFile } from './upload.ts';

/** Uploads one file with progress; the list loads again afterwards. Failures are shown by the form. */
export function useUploadFile(quoteId: number, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ folder, file }: { folder: string; file: File }) =>
      uploadJobFile(quoteId, folder, file, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobStageKeys.files(quoteId) }),
  });
}

export function useRenameFile(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) =>
      (await api.put<JobFileReply>(`/api/file/${id}`, { name } satisfies FileRenameRequest)).file,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobStageKeys.files(quoteId) }),
  });
}

export function useDeleteFile(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<FileDeletedReply>(`/api/file/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobStageKeys.files(quoteId) }),
  });
}
