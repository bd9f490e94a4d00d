import {
  AppError,
  estimatedMinutes,
  fromCents,
  jobSquareFeet,
  jobTime,
  PLATE_PROCESS,
  timerSeconds,
  type JobTimeReply,
  type ProcessTime,
} from '@signshop/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { millingPlates, quotes, scheduleLines, taskTimers } from '../../db/schema/index.ts';
import {
  equipmentResource,
  estimateKey,
  hourlyRates,
  machineResource,
  personResource,
  processEstimateMap,
} from './floor-rates.ts';

const costsInDollars = <T extends Omit<ProcessTime, 'equip' | 'process'>>(row: T) => {
  const { estimated_cost_cents, actual_cost_cents, ...rest } = row;
  return {
    ...rest,
    estimated_cost: fromCents(estimated_cost_cents),
    actual_cost: fromCents(actual_cost_cents),
  };
};

/**
 * A job's estimated against actual minutes and cost beside its price. Estimates: each task's
 * estimated minutes, costed at the rate of the resource it is planned on (else its equipment's).
 * Actuals: every timer on its tasks (a running one up to now) at the rate of the person who ran it,
 * and every finished plate cut for the job (end − start) at its machine's rate, under the machine and
 * 'Milling'.
 */
export async function jobTimeOf(db: Db, quoteId: number, now = new Date()): Promise<JobTimeReply> {
  const [quote] = await db
    .select({ total_price: quotes.total_price, signs: quotes.signs })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  if (!quote) throw new AppError('NOT_FOUND', `Job ${quoteId} was not found.`);
  const [lines, timers, plates, rateOf, estimates] = await Promise.all([
    db
      .select()
      .from(scheduleLines)
      .where(eq(scheduleLines.quote_id, quoteId))
      .orderBy(asc(scheduleLines.order_index), asc(scheduleLines.id)),
    db
      .select({
        schedule_line_id: taskTimers.schedule_line_id,
        account_id: taskTimers.account_id,
        started_at: taskTimers.started_at,
        stopped_at: taskTimers.stopped_at,
        equip: scheduleLines.equip,
        process: scheduleLines.process,
      })
      .from(taskTimers)
      .innerJoin(scheduleLines, eq(scheduleLines.id, taskTimers.schedule_line_id))
      .where(eq(scheduleLines.quote_id, quoteId)),
    db
      .select({
        machine: millingPlates.machine,
        start: millingPlates.start_time,
        end: millingPlates.end_time,
      })
      .from(millingPlates)
      .where(and(eq(millingPlates.quote_id, quoteId), isNotNull(millingPlates.end_time))),
    hourlyRates(db),
    processEstimateMap(db),
  ]);
  const squareFeet = jobSquareFeet(quote.signs);
  const summary = jobTime(
    lines.map((line) => ({
      schedule_line_id: line.id,
      equip: line.equip,
      process: line.process,
      short_description: line.short_description,
      estimated_minutes: estimatedMinutes(
        line.estimated_minutes,
        estimates.get(estimateKey(line.equip, line.process)),
        squareFeet,
      ),
      estimate_rate_cents: rateOf(line.planned_resource ?? equipmentResource(line.equip)),
    })),
    [
      ...timers.map((timer) => ({
        schedule_line_id: timer.schedule_line_id,
        equip: timer.equip,
        process: timer.process,
        seconds: timerSeconds(timer.started_at, timer.stopped_at, now),
        rate_cents: rateOf(personResource(timer.account_id)),
        running: timer.stopped_at === null,
      })),
      ...plates.map((plate) => ({
        schedule_line_id: null,
        equip: plate.machine,
        process: PLATE_PROCESS,
        seconds: Math.max(0, plate.end! - plate.start),
        rate_cents: rateOf(machineResource(plate.machine)),
        running: false,
      })),
    ],
  );
  return {
    quote_id: quoteId,
    price: quote.total_price,
    tasks: summary.tasks,
    processes: summary.processes.map(costsInDollars),
    totals: costsInDollars(summary.totals),
  };
}
