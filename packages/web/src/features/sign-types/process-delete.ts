import type { MessageButton, MessageOptions } from '../../platform/dialogs/message-dialog.tsx';

/** The server's refusal while a process still has add-ons, shown in the Error dialog. */
export const DELETE_ADDONS_FIRST =
  'You must delete all addons first. We want to make sure you actually want to do this';

/** The five escalating confirmations before a process is deleted. */
export function processDeleteConfirmations(label: string): string[] {
  return [
    `Delete the process "${label}"?`,
    `Are you really sure? Deleting "${label}" cannot be undone.`,
    `Unticking In Use would retire "${label}" and keep it for old quotes. Do you still want to delete it for good?`,
    `Its minimum and square inch prices will be gone too. Delete "${label}" anyway?`,
    `Last chance: permanently delete the process "${label}" now?`,
  ];
}

/** Asks the five confirmations in turn; true only when every one is answered Yes. */
export async function confirmProcessDelete(
  label: string,
  ask: (options: MessageOptions) => Promise<MessageButton>,
): Promise<boolean> {
  const messages = processDeleteConfirmations(label);
  for (const [index, message] of messages.entries()) {
    const answer = await ask({
      title: `Delete process (${index + 1} of ${messages.length})`,
      message,
      buttons: ['Yes', 'Cancel'],
    });
    if (answer !== 'Yes') return false;
  }
  return true;
}
