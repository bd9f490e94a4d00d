import { ApiError, NO_RESPONSE_TEXT } from '../../platform/api/api-client.ts';
import type { JobFileReply } from '@signshop/domain';
import type { JobFileData } from './file-tree.ts';

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Uploads one file into a folder of the job with POST /api/file/{quoteId} (multipart: `folder`,
 * then `file`), reporting progress from 0 to 1. XMLHttpRequest, since fetch cannot report
 * upload progress. Rejects with an ApiError carrying the server's `err`.
 */
export function uploadJobFile(
  quoteId: number,
  folder: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<JobFileData> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('folder', folder);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/file/${quoteId}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object' && 'file' in body) {
        onProgress(1);
        resolve((body as JobFileReply).file);
        return;
      }
      const err =
        body && typeof body === 'object' && typeof (body as { err?: unknown }).err === 'string'
          ? (body as { err: string }).err
          : xhr.statusText || `Request failed (${xhr.status}).`;
      reject(new ApiError(err, xhr.status));
    };
    xhr.onerror = () => reject(new ApiError(NO_RESPONSE_TEXT, 0));
    xhr.onabort = () => reject(new ApiError('The upload was stopped.', 0));
    xhr.send(form);
  });
}
