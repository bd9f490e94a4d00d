import { z } from 'zod';
import { scheduleLineSchema } from './schedule-line.schema.ts';

/** A scheduler line as the server answers it: saved, so it has an id, and its priority is a number. */
export const scheduleLineReplySchema = scheduleLineSchema.extend({
  id: z.number().int(),
  priority: z.number().int(),
});
export type ScheduleLineReply = z.infer<typeof scheduleLineReplySchema>;
export const scheduleLinesReplySchema = z.object({ schedules: z.array(scheduleLineReplySchema) });
export type ScheduleLinesReply = z.infer<typeof scheduleLinesReplySchema>;
export const scheduleQuoteParamsSchema = z.object({ quoteId: z.coerce.number().int().positive() });

/** The lines of a job to save: with id a line is updated, without it created; the job comes from the path. */
export const scheduleSaveBodySchema = z.object({
  schedules: z
    .array(scheduleLineSchema.omit({ quote_id: true }).extend({ quote_id: z.number().int().optional() }))
    .max(500),
});
export type ScheduleSaveBody = z.input<typeof scheduleSaveBodySchema>;

/** One assignee suggestion: a staff name with its task count for an equipment. */
export const assigneeCountSchema = z.object({
  equip: z.string(),
  assign_to: z.string(),
  count: z.number().int(),
});
export type AssigneeCount = z.infer<typeof assigneeCountSchema>;
export const assigneesReplySchema = z.object({ assign_to: z.array(assigneeCountSchema) });
export type AssigneesReply = z.infer<typeof assigneesReplySchema>;

export const dailyTaskParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const dailyTaskUpdateReplySchema = z.object({ schedule: scheduleLineReplySchema });
export type DailyTaskUpdateReply = z.infer<typeof dailyTaskUpdateReplySchema>;
