/**
 * The backlog stages a job moves through, in order: the one place their identifiers live (the
 * seed writes these ids; reports and the project-manager schedule refer to them by key).
 * `hint` is what the backlog page says a checked stage does elsewhere in the app. The order is
 * the order of progress (a job's latest stage is its checked stage furthest down); the customer
 * ship date is set when the job is taken on, so it sits near the top.
 */
export const BACKLOG_STAGES = [
  {
    id: 1,
    key: 'materials_ordered',
    label: 'Materials Ordered (Expected Date)',
    hint: 'The date materials are expected; the backlog report starts here.',
  },
  {
    id: 11,
    key: 'customer_ship_date',
    label: 'Customer Ship Date',
    hint: 'Shown as the expected ship date in the customer report.',
  },
  { id: 2, key: 'materials_received', label: 'Materials Received', hint: '' },
  {
    id: 3,
    key: 'drawing_started',
    label: 'Drawing Started',
    hint: 'Shows the job under Work In Progress on the project manager schedule.',
  },
  {
    id: 4,
    key: 'drawing_sent',
    label: 'Drawing Sent To Customer',
    hint: 'Shows the job under Waiting On Approval on the project manager schedule.',
  },
  {
    id: 5,
    key: 'resubmit',
    label: 'Resubmit Drawing',
    hint: 'Shows the job under Work Completed on the project manager schedule.',
  },
  {
    id: 6,
    key: 'drawing_approved',
    label: 'Drawing Approved',
    hint: 'Shows the job under Work Approved on the project manager schedule that day.',
  },
  {
    id: 7,
    key: 'on_hold',
    label: 'On Hold',
    hint: 'Shows the job under Work On Hold on the project manager schedule.',
  },
  {
    id: 8,
    key: 'ready_for_production',
    label: 'Ready For Production',
    hint: 'Places the job on the Ready For Production page after the given date.',
  },
  {
    id: 9,
    key: 'in_production',
    label: 'In Production',
    hint: 'Places the job on the Daily Schedule and the In Production page after the given date.',
  },
  {
    id: 10,
    key: 'thermoformed_received',
    label: 'Thermoformed Signs Received',
    hint: 'Takes a thermoformed job off the backlog search.',
  },
] as const;

export type BacklogStageKey = (typeof BACKLOG_STAGES)[number]['key'];

/** The id of a backlog stage by its key. */
export function backlogStageId(key: BacklogStageKey): number {
  return BACKLOG_STAGES.find((stage) => stage.key === key)!.id;
}

/** Of a job's checked stages, its latest: the one furthest along the ordered list (null when none). */
export function latestStageId(checkedStageIds: readonly number[]): number | null {
  const order = BACKLOG_STAGES.map((stage) => stage.id as number);
  const positions = checkedStageIds.map((id) => order.indexOf(id)).filter((position) => position >= 0);
  return positions.length === 0 ? null : order[Math.max(...positions)]!;
}
