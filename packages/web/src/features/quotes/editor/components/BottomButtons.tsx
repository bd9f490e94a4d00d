import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { PDF_BEFORE_SAVE_MESSAGE, quotePdfFileName } from '@signshop/domain';
import type { Account } from '../../../../platform/session.tsx';
import { showMessage } from '../../../../platform/dialogs/message-dialog.tsx';
import type { EditorState } from '../quote-editor-state.ts';
import { openEmailModal, openPackagingSlipModal } from './DocumentModals.tsx';

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
    { label: 'Packaging Slip', open: () => openPackagingSlipModal(quote) },
    { label: 'Send PDF as Email', open: () => openEmailModal(quote, user) },
  ];
  const run = (open: () => void) => async () => {
    if (await confirmSaved(dirty)) open();
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
      <Dropdown drop="up" align="end" className="d-md-none">
        <Dropdown.Toggle variant="outline-secondary">
          More<span className="visually-hidden"> documents</span>
        </Dropdown.Toggle>
        <Dropdown.Menu role="menu">
          {documents.map(({ label, open }) => (
            <Dropdown.Item
              key={label}
              as="button"
              role="menuitem"
              disabled={!saved}
              title={needsSave}
              onClick={run(open)}
            >
              {label}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
