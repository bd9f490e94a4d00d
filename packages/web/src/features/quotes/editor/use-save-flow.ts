import { useRef, useState, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isOtherProcess, validateQuote, type SignType } from '@signshop/domain';
import { ApiError } from '../../../platform/api/api-client.ts';
import { showMessage } from '../../../platform/dialogs/message-dialog.tsx';
import { saveQuote, type SaveMode } from './mutations.ts';
import { quoteEditorKeys } from './queries.ts';
import { validationDraft, type EditorAction, type EditorState } from './quote-editor-state.ts';
import { quoteForSave, type SignPricer } from './quote-pricing.ts';
import { chooseSaveMode } from './components/SaveModeModal.tsx';

interface SaveFlowInput {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  pricer: SignPricer;
  types: SignType[];
}

/** Said to screen readers as focus lands on the saved quote's heading. */
export const SAVED_NOTICE = 'Quote saved.';

/** Title of the dialog that shows why a save did not happen. */
export const CANNOT_SAVE_TITLE = 'Cannot save';

/**
 * Save Quote: validate with the domain and show its exact message; offer to
 * set empty processes to Other; ask New Job / Revision when the job name changed or the job is
 * shipped; create or update; then go to /quote/{id}. A failed save (a 409 included) shows the
 * server's message and keeps everything typed.
 */
export function useSaveFlow({ state, dispatch, pricer, types }: SaveFlowInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  /** Set while leaving after a save, so the unsaved-changes guard lets the navigation through. */
  const leaving = useRef(false);

  /** Saves the quote; `updatePrices` re-prices it with today's process costs ("Update prices"). */
  const run = async ({ updatePrices = false }: { updatePrices?: boolean } = {}) => {
    const { quote } = state;
    if (state.dateProblem) {
      await showMessage({ title: CANNOT_SAVE_TITLE, message: `Date: ${state.dateProblem}` });
      return;
    }
    const problem = validateQuote(validationDraft(quote));
    if (problem?.code === 'missing-process') {
      const other = types.find((type) => type.inuse && isOtherProcess(type.label));
      const answer = await showMessage({
        title: CANNOT_SAVE_TITLE,
        message: problem.message,
        buttons: ['Yes', 'No'],
      });
      if (answer === 'Yes' && other) dispatch({ type: 'fillProcesses', processId: other.id });
      return;
    }
    if (problem) {
      await showMessage({ title: CANNOT_SAVE_TITLE, message: problem.message });
      return;
    }
    let mode: SaveMode = 'update';
    const existing = quote.id !== undefined;
    if (existing && (quote.job_name !== state.savedJobName || quote.is_shipped)) {
      const choice = await chooseSaveMode();
      if (choice === null) return;
      mode = choice;
    }
    setSaving(true);
    try {
      const saved = await saveQuote(quoteForSave(quote, pricer), mode, updatePrices);
      queryClient.setQueryData(quoteEditorKeys.quote(saved.id!), saved);
      leaving.current = true;
      void navigate(`/quote/${saved.id}`, { state: { announce: SAVED_NOTICE } });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : String(error);
      await showMessage({
        title: error instanceof ApiError && error.status === 409 ? 'Not saved' : 'Error',
        message,
      });
    } finally {
      setSaving(false);
    }
  };

  return { run, saving, leaving };
}
