import { z } from 'zod';

/** GET /api/health reply: the process answers and its database has not been away too long. */
export const healthOkReplySchema = z.object({ status: z.literal('ok') });
export type HealthOkReply = z.infer<typeof healthOkReplySchema>;

/** GET /api/health 503 reply: why the instance should be restarted. */
export const healthUnhealthyReplySchema = z.object({ status: z.literal('unhealthy'), reason: z.string() });
export type HealthUnhealthyReply = z.infer<typeof healthUnhealthyReplySchema>;

/** GET /api/ready reply: this instance can serve, with its latest migration. */
export const readyReplySchema = z.object({ status: z.literal('ready'), migration: z.string() });
export type ReadyReply = z.infer<typeof readyReplySchema>;

/** GET /api/ready 503 reply: why this instance cannot serve yet. */
export const notReadyReplySchema = z.object({ status: z.literal('not ready'), reason: z.string() });
export type NotReadyReply = z.infer<typeof notReadyReplySchema>;
