import { api } from '../../../platform/api/api-client.ts';

/** One entry of PUT /api/backlog. */
export interface BacklogEntryChange {
  quote_id: number;
  type_id: number;
  is_checked: boolean;
  date_given: string | null;
}

/** Records backlog entries (the caller reloads what it shows). */
export function saveBacklogEntries(backlogs: BacklogEntryChange[]) {
  return api.put<{ backlogs: unknown[] }>('/api/backlog', { backlogs });
}
