import './billing.css';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { screens } from '../../platform/screens.ts';
import { CompanySearch } from '../company-info/CompanySearch.tsx';
import { Loaded } from '../../platform/Loaded.tsx';
import { Page } from '../../ui/Page.tsx';
import { AdminBanksTable } from './AdminBanksTable.tsx';
import { useCompanyBanks } from './queries.ts';

/** What the company field searches when left empty or set to it: every company's banks. */
export const ALL_COMPANIES = 'all';

/**
 * /payment/adminbanks: the banks of a company (or all), decrypted in this browser with the private
 * key the admin pastes. The key stays in this page's memory: it is never sent nor stored.
 */
export function AdminBanksPage() {
  const [company, setCompany] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [privateKey, setPrivateKey] = useState('');
  const banks = useCompanyBanks(searched);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const name = company.trim() || ALL_COMPANIES;
    if (name === searched) void banks.refetch();
    setSearched(name);
  };

  return (
    <Page title={screens.adminBanks.title}>
      <Form onSubmit={search} aria-label="Bank search" className="border rounded-3 p-3 mb-3 bg-body-tertiary">
        <Row className="g-3">
          <Col md={5}>
            <CompanySearch id="admin-banks-company" value={company} onChange={setCompany} />
            <Form.Text>Leave empty or type “all” for every company.</Form.Text>
          </Col>
          <Col md={7}>
            <Form.Group controlId="admin-banks-key">
              <Form.Label>Private Key</Form.Label>
              <Form.Control
                as="textarea"
                rows={4}
                className="billing-key-input"
                spellCheck={false}
                autoComplete="off"
                placeholder="-----BEGIN PRIVATE KEY-----"
                value={privateKey}
                onChange={(event) => setPrivateKey(event.target.value)}
              />
              <Form.Text>Decrypted in this browser only; the key is never sent to the server.</Form.Text>
            </Form.Group>
          </Col>
        </Row>
        <div className="d-flex gap-2 mt-3">
          <Button type="submit">Search</Button>
        </div>
      </Form>
      {searched !== null && (
        <Loaded query={banks} loading="Loading banks…" failed="Could not load the banks">
          {(list) => <AdminBanksTable banks={list} privateKey={privateKey} />}
        </Loaded>
      )}
    </Page>
  );
}
