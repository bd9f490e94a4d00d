import {
  EQUIPMENT,
  EQUIPMENT_PROCESSES,
  MACHINES,
  addDays,
  capacityOn,
  equipmentResource,
  machineResource,
  mondayOf,
  personResource,
  type JustDate,
} from '@signshop/domain';
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  floorResources,
  jobRows,
  processEstimateChanges,
  processEstimates,
  scheduleLines,
} from '../db/schema/index.ts';
import { defaultResource } from '../features/capacity/capacity-tasks.ts';
import { planCapacity } from '../features/capacity/capacity.service.ts';

/** How many open jobs the demo plans to finish after their promise date (the at-risk list). */
const LATE_JOBS = 3;

const WEEKDAYS = (minutes: number, saturday = 0) => [
  minutes,
  minutes,
  minutes,
  minutes,
  minutes,
  saturday,
  0,
];

/** Working hours and hourly rates: machines run two shifts, equipment one, Paint mornings only. */
const EQUIPMENT_HOURS: Record<string, { minutes: number[]; rate: string }> = {
  Laser: { minutes: WEEKDAYS(480, 240), rate: '65.00' },
  Router: { minutes: WEEKDAYS(540), rate: '75.00' },
  Printer: { minutes: WEEKDAYS(480), rate: '55.00' },
  Engraver: { minutes: WEEKDAYS(420), rate: '60.00' },
  Paint: { minutes: WEEKDAYS(240), rate: '45.00' },
  'Screen Printing': { minutes: WEEKDAYS(360), rate: '50.00' },
  'Plotter/Other': { minutes: WEEKDAYS(480), rate: '40.00' },
  Other: { minutes: WEEKDAYS(480), rate: '35.00' },
};

/** Setup minutes and minutes per square foot for each equipment kind's processes (the later, the longer). */
const ESTIMATE_BASE: Record<string, { setup: number; perSqft: number }> = {
  Laser: { setup: 10, perSqft: 1.5 },
  Router: { setup: 20, perSqft: 2.5 },
  Printer: { setup: 10, perSqft: 0.8 },
  Engraver: { setup: 15, perSqft: 3 },
  Paint: { setup: 25, perSqft: 2 },
  'Screen Printing': { setup: 30, perSqft: 1.2 },
  'Plotter/Other': { setup: 5, perSqft: 1 },
  Other: { setup: 15, perSqft: 0.5 },
};

/**
 * The shop floor of the demo: working hours and hourly rates for every machine, equipment kind and
 * staff member, an estimate for every process of the scheduler (recorded as set by the admin), a
 * few open jobs with a task pinned after their promise date (so the at-risk list names them), and
 * the open work planned from this week's Monday by the same planner Plan runs.
 */
export async function seedDemoFloor(
  db: Db,
  { today, adminId, staffIds }: { today: JustDate; adminId: number; staffIds: number[] },
) {
  const resources = [
    ...MACHINES.map((m) => ({
      key: machineResource(m),
      weekday_minutes: WEEKDAYS(960),
      hourly_rate: '95.00',
    })),
    ...EQUIPMENT.map((e) => ({
      key: equipmentResource(e),
      weekday_minutes: EQUIPMENT_HOURS[e]!.minutes,
      hourly_rate: EQUIPMENT_HOURS[e]!.rate,
    })),
    ...staffIds.map((id) => ({
      key: personResource(id),
      weekday_minutes: WEEKDAYS(480),
      hourly_rate: '32.50',
    })),
  ];
  await db.insert(floorResources).values(resources.map((r) => ({ ...r, updated_by: adminId })));

  const estimates = EQUIPMENT.flatMap((equip) =>
    EQUIPMENT_PROCESSES[equip].map((process, index) => ({
      equip,
      process,
      setup_minutes: ESTIMATE_BASE[equip]!.setup + 5 * index,
      minutes_per_sqft: (ESTIMATE_BASE[equip]!.perSqft * (1 + index / 4)).toFixed(3),
    })),
  );
  await db.insert(processEstimates).values(estimates.map((e) => ({ ...e, updated_by: adminId })));
  await db
    .insert(processEstimateChanges)
    .values(estimates.map((e) => ({ ...e, source: 'admin', changed_by: adminId })));

  await pinLateJobs(db, today);
  const monday = mondayOf(today);
  return planCapacity(db, monday);
}

/**
 * Pins one open task of each of the LATE_JOBS open jobs promised soonest (from today on) on the
 * first working day of its equipment after the promise date.
 */
async function pinLateJobs(db: Db, today: JustDate) {
  const soonest = await db
    .selectDistinctOn([jobRows.customer_ship_date, jobRows.id], {
      job_id: jobRows.id,
      promise: jobRows.customer_ship_date,
      line_id: scheduleLines.id,
      equip: scheduleLines.equip,
    })
    .from(jobRows)
    .innerJoin(scheduleLines, eq(scheduleLines.quote_id, jobRows.id))
    .where(
      and(
        sql`NOT ${jobRows.is_shipped} AND NOT ${scheduleLines.is_complete}`,
        isNotNull(jobRows.customer_ship_date),
        gte(jobRows.customer_ship_date, today),
      ),
    )
    .orderBy(asc(jobRows.customer_ship_date), asc(jobRows.id), asc(scheduleLines.id))
    .limit(LATE_JOBS);
  for (const job of soonest) {
    const resource = defaultResource(job.equip);
    if (!resource) continue;
    const hours = EQUIPMENT_HOURS[job.equip]!.minutes;
    let day = addDays(job.promise!, 1);
    while (capacityOn(hours, day) === 0) day = addDays(day, 1);
    await db
      .update(scheduleLines)
      .set({ planned_day: day, planned_resource: resource })
      .where(eq(scheduleLines.id, job.line_id));
  }
}
