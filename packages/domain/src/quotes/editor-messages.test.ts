import { describe, expect, it } from 'vitest';
import { DELETE_WARNING_TITLE, deleteWarningMessage } from './editor-messages.ts';

describe('editor messages', () => {
  it('word the delete warning as the spec does', () => {
    expect(`${DELETE_WARNING_TITLE}: ${deleteWarningMessage('Lobby')}`).toBe(
      'Warning: Are you sure you want to delete Lobby This action can not be undone.',
    );
  });
});
