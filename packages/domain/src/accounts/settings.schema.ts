import { z } from 'zod';
import { shownText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { themeSettingsSchema } from './theme.schema.ts';
import { defaultQuoteNumberPrefix } from '../quotes/quote-number.ts';

const shown = (max: number) => shownText(max).default('');

/** The names block of settings: contact_info and shipping_info (asante_contact_info has no company). */
export const settingsContactSchema = z.object({
  first_name: shown(TEXT_MAX.settingsContact),
  last_name: shown(TEXT_MAX.settingsContact),
  company: shown(TEXT_MAX.settingsContact),
  email: shown(TEXT_MAX.settingsContact),
});

/** A user's settings; quote_number_prefix defaults from the contact first name. */
export const settingsSchema = z
  .object({
    excel_arrow_keys: z.boolean().default(false),
    numbers_calculator_show: z.boolean().default(false),
    auto_type_sign_type: z.boolean().default(true),
    sign_editing_top: z.boolean().default(false),
    quote_number_prefix: shownText(TEXT_MAX.quoteNumberPrefix).default(''),
    asante_contact_info: settingsContactSchema.omit({ company: true }).prefault({}),
    contact_info: settingsContactSchema.prefault({}),
    shipping_info: settingsContactSchema.prefault({}),
    theme_settings: themeSettingsSchema.prefault({}),
  })
  .transform((settings) => ({
    ...settings,
    quote_number_prefix:
      settings.quote_number_prefix.trim() ||
      defaultQuoteNumberPrefix(settings.contact_info.first_name || settings.asante_contact_info.first_name),
  }));
export type Settings = z.output<typeof settingsSchema>;
export type SettingsInput = z.input<typeof settingsSchema>;

/** Default rows per page of lists (the browser's local setting page_count). */
export const DEFAULT_LOCAL_PAGE_COUNT = 10;

/** Settings kept in the browser only. */
export const localSettingsSchema = z.object({
  page_count: z.number().int().min(1).default(DEFAULT_LOCAL_PAGE_COUNT),
});
export type LocalSettings = z.infer<typeof localSettingsSchema>;
