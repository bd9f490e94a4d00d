import { describe, expect, it, vi } from 'vitest';
import type { MessageButton, MessageOptions } from '../../platform/dialogs/message-dialog.tsx';
import { confirmProcessDelete, processDeleteConfirmations } from './process-delete.ts';

describe('deleting a process', () => {
  it('has five different, escalating messages naming the process', () => {
    const messages = processDeleteConfirmations('Glow');
    expect(messages).toHaveLength(5);
    expect(new Set(messages).size).toBe(5);
    expect(messages[0]).toBe('Delete the process "Glow"?');
    for (const message of messages) expect(message).toContain('"Glow"');
  });

  it('asks all five with Yes/Cancel and agrees only after five Yes', async () => {
    const ask = vi.fn(async (_options: MessageOptions): Promise<MessageButton> => 'Yes');
    await expect(confirmProcessDelete('Glow', ask)).resolves.toBe(true);
    expect(ask.mock.calls.map(([options]) => options.title)).toEqual([
      'Delete process (1 of 5)',
      'Delete process (2 of 5)',
      'Delete process (3 of 5)',
      'Delete process (4 of 5)',
      'Delete process (5 of 5)',
    ]);
    expect(ask.mock.calls.every(([options]) => options.buttons?.join() === 'Yes,Cancel')).toBe(true);
  });

  it.each([1, 3, 5])('stops at the first Cancel (on question %i)', async (stopAt) => {
    let asked = 0;
    const ask = vi.fn(async (): Promise<MessageButton> => (++asked === stopAt ? 'Cancel' : 'Yes'));
    await expect(confirmProcessDelete('Glow', ask)).resolves.toBe(false);
    expect(ask).toHaveBeenCalledTimes(stopAt);
  });
});
