import { quoteScopeOf } from '@signshop/domain';
import { useSession } from '../../platform/session.tsx';
import { screens } from '../../platform/screens.ts';
import { Page } from '../../ui/Page.tsx';

export const OPEN_INVOICES_PDF = '/api/pdf/open_invoices/invoice.pdf';

/** /payment/openinvoices: one button that downloads the open invoices PDF (any signed-in user, no role check). */
export function OpenInvoicesPage() {
  const { user } = useSession();
  const everyCompany = !!user && quoteScopeOf(user).kind === 'all';
  return (
    <Page title={screens.openInvoices.title} narrow>
      <div className="border rounded-3 p-4 bg-body-tertiary text-center">
        <p className="text-body-secondary">
          {everyCompany
            ? 'A PDF of every shipped invoice with money left to pay, for every company, interest included as of today.'
            : 'A PDF of your shipped invoices with money left to pay, interest included as of today.'}
        </p>
        <a href={OPEN_INVOICES_PDF} target="_blank" rel="noopener" className="btn btn-primary">
          Download Open Invoices
        </a>
      </div>
    </Page>
  );
}
