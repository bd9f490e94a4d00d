import { canWorkOnJobs, type SessionUser } from '@signshop/domain';

export type JobStageKey = 'quote' | 'backlog' | 'scheduler' | 'files' | 'shipping';

export interface JobStage {
  key: JobStageKey;
  /** Stage 1 to Stage 5, in the order a job goes through them. */
  number: number;
  label: string;
  /** What the stage holds, for the job overview. */
  summary: string;
  /**
   * Backlog, scheduler and shipping are staff work: the breadcrumb's switcher offers them to staff
   * only; customers open them read-only from the job overview or by URL.
   */
  staffOnly: boolean;
  href(quoteId: number): string;
}

/** The five stages every job moves through, in order. */
export const JOB_STAGES: readonly JobStage[] = [
  {
    key: 'quote',
    number: 1,
    label: 'Quote',
    summary: 'Signs, prices, contacts and comments',
    staffOnly: false,
    href: (id) => `/quote/${id}`,
  },
  {
    key: 'backlog',
    number: 2,
    label: 'Backlog',
    summary: 'Materials, drawings, production and ship dates',
    staffOnly: true,
    href: (id) => `/backlog/${id}`,
  },
  {
    key: 'scheduler',
    number: 3,
    label: 'Scheduler',
    summary: 'Production lines per machine, priority and who does them',
    staffOnly: true,
    href: (id) => `/scheduler/${id}`,
  },
  {
    key: 'files',
    number: 4,
    label: 'Files',
    summary: 'Art files, proofs, POs and shipping papers',
    staffOnly: false,
    href: (id) => `/files/${id}`,
  },
  {
    key: 'shipping',
    number: 5,
    label: 'Shipping',
    summary: 'Tracking numbers, shipping method and shipped date',
    staffOnly: true,
    href: (id) => `/shipping/${id}`,
  },
];

/** The stages the switcher offers: all five to those who work on jobs, Quote and Files to others. */
export function stagesFor(user: Pick<SessionUser, 'role'> | null | undefined): JobStage[] {
  const worksOnJobs = canWorkOnJobs(user);
  return JOB_STAGES.filter((stage) => worksOnJobs || !stage.staffOnly);
}

export function stageOf(key: JobStageKey): JobStage {
  return JOB_STAGES.find((stage) => stage.key === key)!;
}

/** A route's `:id` as a job id, or null when it is not a positive whole number. */
export function jobIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
