import { lazy, Suspense } from 'react';
import Button from 'react-bootstrap/Button';
import { PDF_BEFORE_SAVE_MESSAGE, quotePdfFileName } from '@signshop/domain';
import type { Account } from '../../../../platform/session.tsx';
import { showMessage } from '../../../../platform/dialogs/message-dialog.tsx';
import type { EditorState } from '../quote-editor-state.ts';

interface BottomButtonsProps {
  state: EditorState;
  user: Account;
  saving: boolean;
  onSave(): void;
}

/** The quote PDF's address. */
export function quotePdfUrl(quote: { id?: number; job_name: string; given_id: string }) {
  return `/api/pdf/id/${encodeURIComponent(quotePdfFileName(quote.job_name, quote.given_id))}?id=${quote.id}`;
}

/** The document dialogs (with the mail rules they show) load when one is first opened. */
const documentModals = () => import('./DocumentModals.tsx');

/** The phone's menu (with the dropdown's positioning code) loads after the editor has shown. */
const DocumentsMenu = lazy(() => import('./DocumentsMenu.tsx').then((m) => ({ default: m.DocumentsMenu })));

/** Documents use the last saved quote: with unsaved changes the user confirms first. */
async function confirmSaved(dirty: boolean) {
  if (!dirty) return true;
  const answer = await showMessage({
    title: 'Unsaved changes',
    message: PDF_BEFORE_SAVE_MESSAGE,
    buttons: ['Yes', 'No'],
  });
  return answer === 'Yes';
}

/**
 * Save Quote, Download PDF, Packaging Slip and Send PDF as Email, kept in view at the bottom. On a
 * phone the bar keeps one row: Save Quote, then the documents in a More menu.
 */
export function BottomButtons({ state, user, saving, onSave }: BottomButtonsProps) {
  const { quote, dirty } = state;
  const saved = quote.id !== undefined;
  const needsSave = saved ? undefined : 'Save the quote first';
  const documents = [
    { label: 'Download PDF', open: () => window.open(quotePdfUrl(quote), '_blank', 'noopener') },
    { label: 'Packaging Slip', open: async () => (await documentModals()).openPackagingSlipModal(quote) },
    { label: 'Send PDF as Email', open: async () => (await documentModals()).openEmailModal(quote, user) },
  ];
  const run = (open: () => unknown) => async () => {
    if (await confirmSaved(dirty)) await open();
  };
  return (
    <div className="quote-actions d-flex flex-nowrap align-items-center gap-2 py-2">
      <Button type="button" className="text-nowrap" onClick={onSave} disabled={saving}>
        {saving ? 'Saving…' : 'Save Quote'}
      </Button>
      <span className="small text-body-secondary me-auto text-truncate">{dirty && 'Unsaved changes'}</span>
      {documents.map(({ label, open }) => (
        <Button
          key={label}
          variant="outline-secondary"
          className="d-none d-md-inline-block text-nowrap"
          disabled={!saved}
          title={needsSave}
          onClick={run(open)}
        >
          {label}
        </Button>
      ))}
      <Suspense
        fallback={
          <Button variant="outline-secondary" className="d-md-none dropdown-toggle" disabled>
            More<span className="visually-hidden"> documents</span>
          </Button>
        }
      >
        <DocumentsMenu
          actions={documents.map(({ label, open }) => ({ label, onClick: run(open) }))}
          disabledTitle={saved ? undefined : needsSave}
        />
      </Suspense>
    </div>
  );
}
