import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import ModalBody from 'react-bootstrap/ModalBody';
import {
  canAddressQuoteMail,
  customerQuoteMailRecipients,
  DEFAULT_PACKAGING_NUMBER,
  quotePdfFileName,
  TEXT_MAX,
} from '@signshop/domain';
import type { EmailReply } from '@signshop/domain';
import { api } from '../../../../platform/api/api-client.ts';
import type { Account } from '../../../../platform/session.tsx';
import { openModal } from '../../../../platform/dialogs/modal-stack.tsx';
import { useRequiredFields } from '../../../../ui/required-fields.tsx';
import { showMessage } from '../../../../platform/dialogs/message-dialog.tsx';
import { useShopIdentity } from '../../../shop/queries.ts';
import { numberOf, type EditorQuote } from '../quote-editor-state.ts';
import { ModalActions } from './ModalActions.tsx';

/** The 'Email Sent' confirmation, with the spam hint. */
const QUOTE_EMAIL_SENT_TEXT =
  'The quote was sent. If it has not arrived after 5 minutes, check your spam folder and try again.';

/** The packaging slip's address: quantities as a bracketed list, packaging number and notes. */
export function packagingSlipUrl(
  quote: EditorQuote,
  quantities: number[],
  packagingNumber: string,
  notes: string,
) {
  const file = encodeURIComponent(quotePdfFileName(quote.job_name, quote.given_id));
  const query = new URLSearchParams({
    id: String(quote.id),
    quantities: `[${quantities.join(',')}]`,
    packagingNumber,
    notes,
  });
  return `/api/pdf/packagingslip/id/${file}?${query.toString()}`;
}

function PackagingSlipBody({ quote, close }: { quote: EditorQuote; close(): void }) {
  const [quantities, setQuantities] = useState(() => quote.signs.map((sign) => sign.quantity));
  const [packagingNumber, setPackagingNumber] = useState(DEFAULT_PACKAGING_NUMBER);
  const [notes, setNotes] = useState('');
  return (
    <>
      <ModalBody>
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th scope="col">Sign</th>
              <th scope="col" className="text-end">
                Quantity
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.signs.map((sign, index) => (
              <tr key={sign.key}>
                <td>{sign.given_id || `Row ${index + 1}`}</td>
                <td style={{ width: '8rem' }}>
                  <Form.Control
                    size="sm"
                    className="text-end"
                    inputMode="numeric"
                    aria-label={`Packaging quantity ${sign.given_id || index + 1}`}
                    value={quantities[index] ?? ''}
                    onChange={(e) =>
                      setQuantities((all) => all.map((q, i) => (i === index ? e.target.value : q)))
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Form.Group controlId="packaging-number" className="mb-2">
          <Form.Label>Packaging Number</Form.Label>
          <Form.Control value={packagingNumber} onChange={(e) => setPackagingNumber(e.target.value)} />
        </Form.Group>
        <Form.Group controlId="packaging-notes">
          <Form.Label>Notes</Form.Label>
          <Form.Control as="textarea" rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </Form.Group>
      </ModalBody>
      <ModalActions
        close={close}
        confirm="Download Packaging Slip"
        onConfirm={() => {
          const url = packagingSlipUrl(quote, quantities.map(numberOf), packagingNumber, notes);
          window.open(url, '_blank', 'noopener');
          close();
        }}
      />
    </>
  );
}

export function openPackagingSlipModal(quote: EditorQuote) {
  openModal('Packaging Slip', (close) => <PackagingSlipBody quote={quote} close={close} />);
}

/** Who a staff member's quote email goes to at first: the quote contact. */
export function emailAddressesFor(quote: EditorQuote) {
  return { toEmail: quote.contact_info.email, ccEmail: '' };
}

/** A staff member's quote email needs someone to go to. */
const EMAIL_REQUIRED = [{ key: 'toEmail', label: 'To', id: 'email-toEmail' }] as const;

function EmailBody({ quote, user, close }: { quote: EditorQuote; user: Account; close(): void }) {
  const [email, setEmail] = useState(() => ({
    fromEmail: user.email,
    ...emailAddressesFor(quote),
    subject: `Quote ${quote.given_id} ${quote.job_name}`.trim(),
    body: '',
  }));
  const required = useRequiredFields(EMAIL_REQUIRED, email);
  const field = (name: keyof typeof email, label: string, textarea = false) => (
    <Form.Group controlId={`email-${name}`} className="mb-2">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...(textarea
          ? { as: 'textarea' as const, rows: 5 }
          : { type: name.endsWith('Email') ? 'email' : 'text' })}
        value={email[name]}
        readOnly={name === 'fromEmail'}
        {...(name === 'toEmail' && required.inputProps(name))}
        onChange={(e) => setEmail((all) => ({ ...all, [name]: e.target.value }))}
      />
      {name === 'toEmail' && required.feedback(name)}
    </Form.Group>
  );
  return (
    <>
      <ModalBody>
        {field('fromEmail', 'From')}
        {field('toEmail', 'To')}
        {field('ccEmail', 'Cc')}
        {field('subject', 'Subject')}
        {field('body', 'Message', true)}
      </ModalBody>
      <ModalActions
        close={close}
        confirm="Send"
        onConfirm={async () => {
          if (!required.passes()) return;
          await api.post<EmailReply>('/api/email', { quote: { id: quote.id }, email });
          close();
          await showMessage({ title: 'Email Sent', message: QUOTE_EMAIL_SENT_TEXT });
        }}
      />
    </>
  );
}

/**
 * A customer's email of the quote: the server addresses it (the quote's staff contact or the
 * shop, a copy to the quote's contact) and writes it; the customer sees where it goes and may add
 * a note.
 */
function CustomerEmailBody({ quote, close }: { quote: EditorQuote; close(): void }) {
  const shop = useShopIdentity();
  const [note, setNote] = useState('');
  const { to, cc } = customerQuoteMailRecipients(quote, shop.data?.email ?? '');
  const shown = (id: string, label: string, value: string) => (
    <Form.Group controlId={id} className="mb-2">
      <Form.Label>{label}</Form.Label>
      <Form.Control plaintext readOnly value={value} />
    </Form.Group>
  );
  return (
    <>
      <ModalBody>
        <p className="text-body-secondary small">
          The quote goes to the shop with a copy to the quote&apos;s contact, as the shop writes it.
        </p>
        {shown('email-to', 'To', to || 'The shop')}
        {cc.length > 0 && shown('email-cc', 'Cc', cc.join(', '))}
        <Form.Group controlId="email-note">
          <Form.Label>Note (optional)</Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            maxLength={TEXT_MAX.line}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Form.Group>
      </ModalBody>
      <ModalActions
        close={close}
        confirm="Send"
        onConfirm={async () => {
          await api.post<EmailReply>('/api/email', { quote: { id: quote.id }, email: { note } });
          close();
          await showMessage({ title: 'Email Sent', message: QUOTE_EMAIL_SENT_TEXT });
        }}
      />
    </>
  );
}

export function openEmailModal(quote: EditorQuote, user: Account) {
  openModal('Send PDF as Email', (close) =>
    canAddressQuoteMail(user) ? (
      <EmailBody quote={quote} user={user} close={close} />
    ) : (
      <CustomerEmailBody quote={quote} close={close} />
    ),
  );
}
