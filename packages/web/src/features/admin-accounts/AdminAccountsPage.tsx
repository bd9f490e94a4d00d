import Table from 'react-bootstrap/Table';
import { PERMISSION_NAMES, ROLE_NAMES } from '@signshop/domain';
import { screens } from '../../app/screens.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { Page } from '../../ui/Page.tsx';
import { AccountRow } from './AccountRow.tsx';
import { useAdminAccounts } from './queries.ts';

/** /admin/accounts: every account with its company, verified flag, roles and permissions. */
export function AdminAccountsPage() {
  const { data: accounts, isPending, error, refetch } = useAdminAccounts();
  const waiting = accounts?.filter((account) => !account.verified).length ?? 0;
  return (
    <Page title={screens.adminAccounts.title}>
      {isPending && <LoadingState label="Loading accounts…" />}
      {error && (
        <ErrorState
          title="Could not load the accounts"
          message={error.message}
          onRetry={() => void refetch()}
        />
      )}
      {accounts?.length === 0 && <EmptyState icon="0">No accounts yet.</EmptyState>}
      {accounts && accounts.length > 0 && (
        <>
          <p className="text-body-secondary">
            {accounts.length} {accounts.length === 1 ? 'account' : 'accounts'}
            {waiting > 0 && `, ${waiting} waiting for verification`}. Tick Verified to open jobs and billing
            to an account.
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
    </Page>
  );
}
