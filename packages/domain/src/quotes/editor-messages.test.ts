import { describe, expect, it } from 'vitest';
import { DELETE_WARNING_TITLE, deleteWarningMessage } from './editor-messages.ts';

describe('editor messages', () => {
  it('word the delete warning: title, the name, then that it can not be undone', () => {
    expect(`${DELETE_WARNING_TITLE}: ${deleteWarningMessage('Lobby')}`).toBe(
      'Warning: Are you sure you want to delete Lobby This action can not be undone.',
    );
  });
});
