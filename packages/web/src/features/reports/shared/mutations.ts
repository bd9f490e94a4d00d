import type { BacklogChange, BacklogSaveReply } from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';

/** One entry of PUT /api/backlog. */
export type BacklogEntryChange = BacklogChange;

/** Records backlog entries (the caller reloads what it shows). */
export function saveBacklogEntries(backlogs: BacklogEntryChange[]) {
  return api.put<BacklogSaveReply>('/api/backlog', { backlogs });
}
