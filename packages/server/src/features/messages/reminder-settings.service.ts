import type { ReminderSettings, ReminderSettingsReply } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reminderSettings, type ReminderSettingsRow } from '../../db/schema/index.ts';

const settingsOf = (row: ReminderSettingsRow): ReminderSettingsReply => ({
  settings: {
    days_before_due: row.days_before_due,
    on_due_date: row.on_due_date,
    every_days_overdue: row.every_days_overdue,
    monthly_statements: row.monthly_statements,
    approval_expiry_reminders: row.approval_expiry_reminders,
  },
  updated_at: row.updated_at.toISOString(),
});

/** The one row of reminder settings (seeded by the migration). */
export async function readReminderSettings(db: Executor): Promise<ReminderSettingsReply> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.id, 1));
  return settingsOf(row!);
}

/** Saves the settings; the next scan goes by them. Days before the due date are kept longest first. */
export async function saveReminderSettings(
  db: Executor,
  accountId: number,
  settings: ReminderSettings,
): Promise<ReminderSettingsReply> {
  const values = {
    ...settings,
    days_before_due: [...settings.days_before_due].sort((a, b) => b - a),
    updated_by: accountId,
    updated_at: new Date(),
  };
  const [row] = await db
    .insert(reminderSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: reminderSettings.id, set: values })
    .returning();
  return settingsOf(row!);
}
