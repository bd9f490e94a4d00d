import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { COMPANY_INFO_MAX, companyInfoAccessOf, type SessionUser } from '@signshop/domain';
import { showError } from '../../platform/dialogs/message-dialog.tsx';
import { useSaveCompanyInfo } from './mutations.ts';
import { CertificateLink, CompanyTaxFields, exemptionText } from './CompanyTaxFields.tsx';
import { type CompanyInfoBody, type LoadedCompanyInfo } from './queries.ts';

export const PAYMENT_DAYS_PROBLEM = 'Payment days must be a whole number of days, 0 or more.';

type TextField = 'billing_info' | 'website' | 'address' | 'contact_person';

const TEXT_FIELDS: { key: TextField; label: string; rows?: number }[] = [
  { key: 'billing_info', label: 'Billing Info', rows: 3 },
  { key: 'website', label: 'Website' },
  { key: 'address', label: 'Address', rows: 3 },
  { key: 'contact_person', label: 'Contact Person' },
];

/** Reads the typed payment days; null unless a whole number of at least 0. */
export function parsePaymentDays(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * The company's Billing Info, Website, Address, Contact Person, payment terms, billing email, reminder
 * opt-out and sales tax, with Save. Payment terms and tax are inputs only for those who may edit
 * them (staff and admins); a customer reads them.
 */
export function CompanyInfoForm({ loaded, user }: { loaded: LoadedCompanyInfo; user: SessionUser }) {
  const { info } = loaded;
  const [draft, setDraft] = useState({ ...info, payment_days: String(info.payment_days) });
  const [saved, setSaved] = useState(false);
  const save = useSaveCompanyInfo();
  const { editTerms, editTax } = companyInfoAccessOf(user);
  const change = (patch: Partial<typeof draft>) => {
    setSaved(false);
    setDraft({ ...draft, ...patch });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = parsePaymentDays(draft.payment_days);
    if (editTerms && days === null) return void showError(PAYMENT_DAYS_PROBLEM);
    const body: CompanyInfoBody = {
      company: info.company,
      billing_info: draft.billing_info,
      website: draft.website,
      address: draft.address,
      contact_person: draft.contact_person,
      billing_email: draft.billing_email.trim(),
      reminders_opt_out: draft.reminders_opt_out,
      ...(editTerms && days !== null && { payment_terms_text: draft.payment_terms_text, payment_days: days }),
      ...(editTax && {
        tax_rate_id: draft.tax_rate_id,
        tax_exempt: draft.tax_exempt,
        exemption_certificate: draft.exemption_certificate,
        exemption_expires: draft.exemption_expires,
      }),
    };
    save.mutate({ body, isNew: loaded.isNew }, { onSuccess: () => setSaved(true) });
  };

  return (
    <Form
      onSubmit={submit}
      aria-label="Customer information"
      className="border rounded-3 p-3 bg-body-tertiary"
    >
      <Row className="g-3" xs={1} md={2}>
        {TEXT_FIELDS.map(({ key, label, rows }) => (
          <Col key={key}>
            <Form.Group controlId={`company-${key}`}>
              <Form.Label>{label}</Form.Label>
              {rows ? (
                <Form.Control
                  as="textarea"
                  rows={rows}
                  maxLength={COMPANY_INFO_MAX[key]}
                  value={draft[key]}
                  onChange={(event) => change({ [key]: event.target.value })}
                />
              ) : (
                <Form.Control
                  maxLength={COMPANY_INFO_MAX[key]}
                  value={draft[key]}
                  onChange={(event) => change({ [key]: event.target.value })}
                />
              )}
            </Form.Group>
          </Col>
        ))}
        <Col>
          <Form.Group controlId="company-payment-terms">
            <Form.Label>Payment Terms</Form.Label>
            <Form.Control
              value={draft.payment_terms_text}
              maxLength={COMPANY_INFO_MAX.payment_terms_text}
              readOnly={!editTerms}
              plaintext={!editTerms}
              onChange={(event) => change({ payment_terms_text: event.target.value })}
            />
          </Form.Group>
        </Col>
        <Col>
          <Form.Group controlId="company-payment-days">
            <Form.Label>Payment Days</Form.Label>
            <Form.Control
              type={editTerms ? 'number' : 'text'}
              min={0}
              step={1}
              value={draft.payment_days}
              readOnly={!editTerms}
              plaintext={!editTerms}
              onChange={(event) => change({ payment_days: event.target.value })}
            />
          </Form.Group>
        </Col>
        <Col>
          <Form.Group controlId="company-billing-email">
            <Form.Label>Billing Email</Form.Label>
            <Form.Control
              type="email"
              value={draft.billing_email}
              maxLength={COMPANY_INFO_MAX.billing_email}
              onChange={(event) => change({ billing_email: event.target.value })}
            />
            <Form.Text>Statements and payment reminders are mailed here.</Form.Text>
          </Form.Group>
        </Col>
        <Col className="d-flex align-items-center">
          <Form.Check
            id="company-reminders-opt-out"
            label="No payment reminders"
            checked={draft.reminders_opt_out}
            onChange={(event) => change({ reminders_opt_out: event.target.checked })}
          />
        </Col>
      </Row>
      {!editTerms && (
        <p className="small text-body-secondary mt-2 mb-0">Payment terms are set by the shop.</p>
      )}
      {editTax ? (
        <CompanyTaxFields draft={draft} change={change} info={info} isNew={loaded.isNew} />
      ) : (
        <p className="mt-3 mb-0" data-testid="company-exemption">
          <strong>Sales tax:</strong> {exemptionText(info)} Set by the shop. <CertificateLink info={info} />
        </p>
      )}
      <div className="d-flex align-items-center gap-3 mt-3">
        <Button type="submit" variant={saved ? 'success' : 'primary'} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : saved ? 'Saved ✓' : 'Save'}
        </Button>
        {loaded.isNew && !saved && (
          <span className="small text-body-secondary">No record yet: Save creates it.</span>
        )}
      </div>
    </Form>
  );
}
