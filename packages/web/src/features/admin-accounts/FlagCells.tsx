import Form from 'react-bootstrap/Form';
import { Permission, PERMISSION_NAMES, ROLE_NAMES, Role } from '@signshop/domain';

function toggle(flags: number, flag: number, on: boolean) {
  return on ? flags | flag : flags & ~flag;
}

export function FlagCell({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <td className="check-cell">
      <Form.Check
        aria-label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="d-inline-block m-0"
      />
    </td>
  );
}

/** The flag sets an admin edits, one checkbox column per name: roles, then permissions. */
export const flagGroups = [
  { field: 'role', flags: Role as Record<string, number>, names: ROLE_NAMES as readonly string[] },
  {
    field: 'permissions',
    flags: Permission as Record<string, number>,
    names: PERMISSION_NAMES as readonly string[],
  },
] as const;

interface FlagCellsProps {
  flags: Record<string, number>;
  names: readonly string[];
  value: number;
  email: string;
  onChange: (value: number) => void;
}

/** One checkbox per flag name (roles or permissions), labelled "{Name} for {email}". */
export function FlagCells({ flags, names, value, email, onChange }: FlagCellsProps) {
  return names.map((name) => (
    <FlagCell
      key={name}
      label={`${name} for ${email}`}
      checked={(value & (flags[name] ?? 0)) !== 0}
      onChange={(on) => onChange(toggle(value, flags[name] ?? 0, on))}
    />
  ));
}
