import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { showMessage } from '../../platform/dialogs/message-dialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { BANK_DECRYPT_FAILED_MESSAGE, type CompanyBank } from '@signshop/domain';
import { useRemoveBankInfo } from './mutations.ts';
import { useDecryptedBanks, type BankDetails } from './use-decrypted-banks.ts';

function DetailCells({ details }: { details: BankDetails | undefined }) {
  if (!details)
    return (
      <td colSpan={3} className="text-body-secondary">
        Decrypting…
      </td>
    );
  if (details.state === 'clear')
    return (
      <>
        <td className="font-monospace">{details.ada_routing_number}</td>
        <td className="font-monospace">{details.account_number}</td>
        <td>{details.account_title}</td>
      </>
    );
  const text = {
    failed: BANK_DECRYPT_FAILED_MESSAGE,
    removed: 'Private details removed.',
    locked: 'Paste the private key to read the details.',
  }[details.state];
  return (
    <td colSpan={3} className={details.state === 'failed' ? 'text-danger' : 'text-body-secondary'}>
      {text}
    </td>
  );
}

/** The admin's bank list: company, nick name, the three decrypted fields and Remove Info (not offered once removed). */
export function AdminBanksTable({ banks, privateKey }: { banks: CompanyBank[]; privateKey: string }) {
  const details = useDecryptedBanks(banks, privateKey);
  const remove = useRemoveBankInfo();
  const confirmRemove = async (bank: CompanyBank) => {
    const answer = await showMessage({
      title: 'Remove Info',
      message: `Remove the routing number, account number and title of ${bank.nick_name} (${bank.company})? This cannot be undone.`,
      buttons: ['Yes', 'Cancel'],
    });
    if (answer === 'Yes') remove.mutate(bank.id);
  };
  if (banks.length === 0) return <EmptyState icon="0">No banks saved for this search.</EmptyState>;
  return (
    <div className="table-responsive">
      <Table hover size="sm" className="billing-table" aria-label="Banks">
        <thead>
          <tr>
            {['Company', 'Nick Name', 'ADA Routing Number', 'Account Number', 'Account Title'].map(
              (heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ),
            )}
            <th scope="col">
              <span className="visually-hidden">Remove Info</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {banks.map((bank) => {
            const bankDetails = details?.get(bank.id);
            return (
              <tr key={bank.id}>
                <td>{bank.company}</td>
                <td className="fw-medium">{bank.nick_name}</td>
                <DetailCells details={bankDetails} />
                <td className="text-end">
                  {bankDetails?.state !== 'removed' && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      className="text-nowrap"
                      aria-label={`Remove Info of ${bank.nick_name} (${bank.company})`}
                      disabled={remove.isPending}
                      onClick={() => void confirmRemove(bank)}
                    >
                      Remove Info
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
