import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { Account } from '../../platform/session.tsx';
import { FlagCell, FlagCells, flagGroups } from './FlagCells.tsx';
import { useSaveAccount } from './mutations.ts';
import { type AccountEdit, useCompanyMatch } from './queries.ts';
import { CompanyMatchNote } from './CompanyMatchNote.tsx';

const SAVED_FOR_MS = 2500;

/** One editable account: company, verified, a checkbox per role and per permission, Save. */
export function AccountRow({ account }: { account: Account }) {
  const [edit, setEdit] = useState<AccountEdit>(() => ({
    company: account.company,
    verified: account.verified,
    role: account.role,
    permissions: account.permissions,
  }));
  const save = useSaveAccount();
  const [saved, setSaved] = useState(false);
  const { email } = account;

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_FOR_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const change = (patch: Partial<AccountEdit>) => {
    setSaved(false);
    setEdit({ ...edit, ...patch });
  };
  const onSave = () => save.mutate({ id: account.id, edit }, { onSuccess: () => setSaved(true) });
  const name = `${account.first_name} ${account.last_name}`.trim();
  // Before Save, say which company's jobs the account will see: for accounts waiting for
  // verification, and for any row whose company or verified flag the admin is changing.
  const edited = edit.company !== account.company || edit.verified !== account.verified;
  const match = useCompanyMatch(edit.company, !account.verified || edited);

  return (
    <tr>
      <td className="text-nowrap">
        <div className="fw-medium">{email}</div>
        <div className="small text-body-secondary">{name || 'No name given'}</div>
      </td>
      <td style={{ minWidth: '9rem' }}>
        <Form.Control
          size="sm"
          aria-label={`Company for ${email}`}
          value={edit.company}
          onChange={(event) => change({ company: event.target.value })}
        />
        {(!account.verified || edited) && <CompanyMatchNote company={edit.company} match={match} />}
      </td>
      <FlagCell
        label={`Verified for ${email}`}
        checked={edit.verified}
        onChange={(verified) => change({ verified })}
      />
      {flagGroups.map(({ field, flags, names }) => (
        <FlagCells
          key={field}
          flags={flags}
          names={names}
          value={edit[field]}
          email={email}
          onChange={(value) => change({ [field]: value })}
        />
      ))}
      <td className="text-end">
        <Button
          size="sm"
          variant={saved ? 'success' : 'primary'}
          aria-label={`Save ${email}`}
          disabled={save.isPending}
          onClick={onSave}
          style={{ minWidth: '5rem' }}
        >
          {save.isPending ? 'Saving…' : saved ? 'Saved ✓' : 'Save'}
        </Button>
      </td>
    </tr>
  );
}
