import Table from 'react-bootstrap/Table';
import { PERMISSION_NAMES, ROLE_NAMES } from '@signshop/domain';
import { screens } from '../../platform/screens.ts';
import { Loaded } from '../../platform/Loaded.tsx';
import { Page } from '../../ui/Page.tsx';
import { AccountRow } from './AccountRow.tsx';
import { useAdminAccounts } from './queries.ts';

const waitingCount = (accounts: { verified: boolean }[]) =>
  accounts.filter((account) => !account.verified).length;

/** /admin/accounts: every account with its company, verified flag, roles and permissions. */
export function AdminAccountsPage() {
  const query = useAdminAccounts();
  return (
    <Page title={screens.adminAccounts.title}>
      <Loaded
        query={query}
        loading="Loading accounts…"
        failed="Could not load the accounts"
        empty={{ icon: '0', text: 'No accounts yet.' }}
      >
        {(accounts) => (
          <>
            <p className="text-body-secondary">
              {accounts.length} {accounts.length === 1 ? 'account' : 'accounts'}
              {waitingCount(accounts) > 0 && `, ${waitingCount(accounts)} waiting for verification`}. Tick
              Verified to open jobs and billing to an account.
            </p>
            <div className="table-responsive position-relative">
              <Table hover size="sm" className="align-middle table-checks" aria-label="Accounts">
                <thead>
                  <tr>
                    <th scope="col">Account</th>
                    <th scope="col">Company</th>
                    <th scope="col" className="check-cell">
                      Verified
                    </th>
                    {[...ROLE_NAMES, ...PERMISSION_NAMES].map((name) => (
                      <th key={name} scope="col" className="check-cell">
                        {name}
                      </th>
                    ))}
                    <th scope="col">
                      <span className="visually-hidden">Save</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {accounts.map((account) => (
                    <AccountRow key={account.id} account={account} />
                  ))}
                </tbody>
              </Table>
            </div>
          </>
        )}
      </Loaded>
    </Page>
  );
}
