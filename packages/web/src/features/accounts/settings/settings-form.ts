import { settingsSchema, type Settings } from '@signshop/domain';

/** Merges a change into the settings being edited. */
export type SettingsEdit = (change: Partial<Settings>) => void;

/** The account's stored settings with every default filled in (unreadable settings give the defaults). */
export function settingsOf(stored: unknown): Settings {
  const parsed = settingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : settingsSchema.parse({});
}
