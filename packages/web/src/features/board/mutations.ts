import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONFIRM_HINT, type BoardColumnKey, type BoardMoveReply } from '@signshop/domain';
import { api, ApiError, reportErrorOnce } from '../../platform/api/api-client.ts';
import { showMessage } from '../../platform/dialogs/message-dialog.tsx';
import { boardKeys } from './queries.ts';

export interface CardMove {
  quote_id: number;
  to: BoardColumnKey;
}

/**
 * Moves a card. A backwards move is refused (409) until confirmed: the server's message says
 * which stages it unchecks, and the mover is asked before it is sent again with confirm.
 * Resolves with the reply, or null when the mover said No.
 */
export function useMoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (move: CardMove): Promise<BoardMoveReply | null> => {
      try {
        return await api.post<BoardMoveReply>('/api/board/move', move, { silent: true });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 409) {
          if (error instanceof Error) reportErrorOnce(error);
          throw error;
        }
        const message = `${error.message.replace(CONFIRM_HINT, '').trim()} Move it back?`;
        const answer = await showMessage({ title: 'Move back', message, buttons: ['Yes', 'No'] });
        if (answer !== 'Yes') return null;
        return api.post<BoardMoveReply>('/api/board/move', { ...move, confirm: true });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
