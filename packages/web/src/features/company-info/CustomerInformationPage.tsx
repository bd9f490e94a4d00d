import '../billing/billing.css';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { companyInfoAccessOf, type SessionUser } from '@signshop/domain';
import { useSession } from '../../platform/session.tsx';
import { screens } from '../../platform/screens.ts';
import { Loaded } from '../../platform/Loaded.tsx';
import { Page } from '../../ui/Page.tsx';
import { CompanyOptIns } from '../notifications/CompanyOptIns.tsx';
import { CompanyInfoForm } from './CompanyInfoForm.tsx';
import { CompanySearch } from './CompanySearch.tsx';
import { useCompanyInfo } from './queries.ts';

/** The company search of staff and admins; Get Info opens /customerinformation/{company}. */
function GetInfoForm({ initial }: { initial: string }) {
  const [company, setCompany] = useState(initial);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = company.trim();
    if (name) void navigate(`${screens.customerInfo.path}/${encodeURIComponent(name)}`);
  };
  return (
    <Form
      onSubmit={submit}
      aria-label="Find a company"
      className="d-flex flex-wrap align-items-end gap-2 mb-4"
    >
      <CompanySearch
        id="customer-info-company"
        value={company}
        onChange={setCompany}
        className="flex-grow-1"
      />
      <Button type="submit" disabled={!company.trim()}>
        Get Info
      </Button>
    </Form>
  );
}

function CompanyInfoSection({ company, user }: { company: string; user: SessionUser }) {
  const info = useCompanyInfo(company);
  return (
    <Loaded
      query={info}
      loading="Loading company information…"
      failed="Could not load the company information"
    >
      {(data) => (
        <>
          <h2 className="h5 mb-3">{data.info.company}</h2>
          <CompanyInfoForm key={company} loaded={data} user={user} />
          <CompanyOptIns company={data.info.company} />
        </>
      )}
    </Loaded>
  );
}

/**
 * /customerinformation and /customerinformation/{customer}: staff and admins search any company and
 * press Get Info; a customer sees its own company (another company in the address leads back there).
 */
export function CustomerInformationPage() {
  const { user } = useSession();
  const { customer } = useParams();
  if (!user) return null;
  const { anyCompany } = companyInfoAccessOf(user);
  if (!anyCompany && customer !== undefined) return <Navigate to={screens.customerInfo.path} replace />;
  const company = anyCompany ? (customer ?? null) : user.company;
  return (
    <Page title={screens.customerInfo.title}>
      <div className="billing-form-page">
        {anyCompany && <GetInfoForm key={customer ?? ''} initial={customer ?? ''} />}
        {company ? (
          <CompanyInfoSection company={company} user={user} />
        ) : (
          <p className="text-body-secondary">Type a company name, pick a suggestion, then press Get Info.</p>
        )}
      </div>
    </Page>
  );
}
