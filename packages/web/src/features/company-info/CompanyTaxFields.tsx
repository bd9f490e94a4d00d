import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { COMPANY_INFO_MAX, formatLongDate, type CompanyInfo } from '@signshop/domain';
import { useTaxRates } from '../tax/queries.ts';
import { exemptionFileUrl, useExemptionFile } from './mutations.ts';

export type TaxDraft = Pick<
  CompanyInfo,
  'tax_rate_id' | 'tax_exempt' | 'exemption_certificate' | 'exemption_expires'
>;

/** How a company's exemption reads to its customer (who cannot change it). */
export function exemptionText(info: TaxDraft & Pick<CompanyInfo, 'exemption_file_name'>): string {
  if (!info.tax_exempt) return 'Not tax exempt: quotes carry the sales tax.';
  const certificate = info.exemption_certificate ? `, certificate ${info.exemption_certificate}` : '';
  const expires = info.exemption_expires ? `, expires ${formatLongDate(info.exemption_expires)}` : '';
  return `Tax exempt${certificate}${expires}.`;
}

/**
 * The company's sales tax as staff and admins set it: the default rate its new quotes take, and
 * whether it is exempt under which certificate until when.
 */
export function CompanyTaxFields({
  draft,
  change,
  info,
  isNew,
}: {
  draft: TaxDraft;
  change: (patch: Partial<TaxDraft>) => void;
  info: Pick<CompanyInfo, 'company' | 'exemption_file_name'>;
  isNew: boolean;
}) {
  const rates = useTaxRates();
  return (
    <fieldset className="mt-4">
      <legend className="h6">Sales Tax</legend>
      <Row className="g-3" xs={1} md={2}>
        <Col>
          <Form.Group controlId="company-tax-rate">
            <Form.Label>Default Tax Rate</Form.Label>
            <Form.Select
              value={draft.tax_rate_id ?? ''}
              onChange={(e) => change({ tax_rate_id: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">No tax</option>
              {rates.data?.map((rate) => (
                <option key={rate.id} value={rate.id}>
                  {rate.name} ({rate.percent}%)
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col className="d-flex align-items-end">
          <Form.Check
            id="company-tax-exempt"
            label="Tax exempt"
            checked={draft.tax_exempt}
            onChange={(e) => change({ tax_exempt: e.target.checked })}
          />
        </Col>
        <Col>
          <Form.Group controlId="company-exemption-certificate">
            <Form.Label>Certificate Number</Form.Label>
            <Form.Control
              value={draft.exemption_certificate}
              maxLength={COMPANY_INFO_MAX.exemption_certificate}
              onChange={(e) => change({ exemption_certificate: e.target.value })}
            />
          </Form.Group>
        </Col>
        <Col>
          <Form.Group controlId="company-exemption-expires">
            <Form.Label>Certificate Expires</Form.Label>
            <Form.Control
              type="date"
              value={draft.exemption_expires ?? ''}
              onChange={(e) => change({ exemption_expires: e.target.value || null })}
            />
          </Form.Group>
        </Col>
        <Col>
          <CertificateFile info={info} isNew={isNew} />
        </Col>
      </Row>
    </fieldset>
  );
}

/** The certificate file: download it, and (once the record is saved) upload or remove it. */
function CertificateFile({
  info,
  isNew,
}: {
  info: Pick<CompanyInfo, 'company' | 'exemption_file_name'>;
  isNew: boolean;
}) {
  const file = useExemptionFile(info.company);
  return (
    <Form.Group controlId="company-exemption-file">
      <Form.Label>Certificate File</Form.Label>
      {info.exemption_file_name && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <CertificateLink info={info}>{info.exemption_file_name}</CertificateLink>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={file.isPending}
            onClick={() => file.mutate(null)}
          >
            Remove File
          </Button>
        </div>
      )}
      <Form.Control
        type="file"
        disabled={isNew || file.isPending}
        onChange={(e) => {
          const chosen = (e.target as HTMLInputElement).files?.[0];
          if (chosen) file.mutate(chosen);
        }}
      />
      {isNew && <Form.Text>Save the company first, then add its certificate.</Form.Text>}
    </Form.Group>
  );
}

/** A link that downloads the company's certificate file (nothing when it has none). */
export function CertificateLink({
  info,
  children = `Certificate file (${info.exemption_file_name})`,
}: {
  info: Pick<CompanyInfo, 'company' | 'exemption_file_name'>;
  children?: ReactNode;
}) {
  if (!info.exemption_file_name) return null;
  return (
    <a
      className="link-body-emphasis"
      href={exemptionFileUrl(info.company)}
      download={info.exemption_file_name}
    >
      {children}
    </a>
  );
}
