import { z } from 'zod';
import { boundedNumber, RANGES } from '../numbers/bounds.ts';
import { boundedText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { addonSchema, newAddonSchema } from './addon.schema.ts';
import { newSignTypeSchema, signTypeSchema } from './sign-type.schema.ts';

/** An add-on as the server sends it: the editor-only is_local is never stored. */
export const addonReplyItemSchema = addonSchema.omit({ is_local: true });
export type AddonReplyItem = z.infer<typeof addonReplyItemSchema>;

/** GET /api/quote/signtypes reply: every process. */
export const signTypesReplySchema = z.object({ types: z.array(signTypeSchema) });
export type SignTypesReply = z.infer<typeof signTypesReplySchema>;

/** The add-on lists' reply (in use, of a process, or all of them). */
export const addonsReplySchema = z.object({ addons: z.array(addonReplyItemSchema) });
export type AddonsReply = z.infer<typeof addonsReplySchema>;

/** GET /api/quote/addons/:typeId params: the process whose add-ons are read. */
export const addonsOfTypeParamsSchema = z.object({ typeId: z.coerce.number().int().positive() });

/** The id of a process or add-on in a path. */
export const signTypeIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A saved process's or add-on's id: the delete reply, and part of the add-on update body. */
export const savedIdSchema = z.object({ id: z.number().int().positive() });
export type SavedId = z.infer<typeof savedIdSchema>;

/** POST /api/admin/alladdons body: a new add-on (no id yet). */
export const createAddonBodySchema = z.object({ addon: newAddonSchema });
export type CreateAddonBody = z.input<typeof createAddonBodySchema>;

/** PUT /api/admin/alladdons body: a saved add-on with its id. */
export const updateAddonBodySchema = z.object({ addon: newAddonSchema.extend(savedIdSchema.shape) });
export type UpdateAddonBody = z.input<typeof updateAddonBodySchema>;

/** The add-on create and update reply: the add-on as stored. */
export const addonReplySchema = z.object({ addon: addonReplyItemSchema });
export type AddonReply = z.infer<typeof addonReplySchema>;

/** PUT /api/admin/alladdonscostorderindex body: moves a header (in a process, or All when type is null) to a new order. */
export const headerOrderBodySchema = z.object({
  type: z.number().int().positive().nullable(),
  cost_label: boundedText(TEXT_MAX.label),
  new_order: boundedNumber(RANGES.orderIndex),
});
export type HeaderOrderBody = z.input<typeof headerOrderBodySchema>;

/** POST /api/admin/signtype body: a new process (no id yet). */
export const createSignTypeBodySchema = z.object({ type: newSignTypeSchema });
export type CreateSignTypeBody = z.input<typeof createSignTypeBodySchema>;

/** PUT /api/admin/signtype body: a saved process with its id. */
export const updateSignTypeBodySchema = z.object({ type: signTypeSchema });
export type UpdateSignTypeBody = z.input<typeof updateSignTypeBodySchema>;

/** The process create and update reply: the process as stored. */
export const signTypeReplySchema = z.object({ signtype: signTypeSchema });
export type SignTypeReply = z.infer<typeof signTypeReplySchema>;
