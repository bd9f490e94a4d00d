/** Role bit flags. A user may hold several; 0 is None. */
export const Role = {
  None: 0,
  Customer: 1,
  Asante: 2,
  Admin: 4,
  PM: 8,
  Quoter: 16,
  Machine: 32,
} as const;
export type RoleName = keyof typeof Role;

/** Permission bit flags: only None is defined. */
export const Permission = { None: 0 } as const;
export type PermissionName = keyof typeof Permission;

/** Role names in flag order, for editors that show one checkbox per role. */
export const ROLE_NAMES = (Object.keys(Role) as RoleName[]).filter((name) => Role[name] !== 0);
/** Permission names that are real flags (None is not a checkbox). */
export const PERMISSION_NAMES = (Object.keys(Permission) as PermissionName[]).filter(
  (name) => Permission[name] !== 0,
);

/** What the session token carries about its user: id, email, company, verification and flags. */
export interface SessionUser {
  id: number;
  email: string;
  company: string;
  verified: boolean;
  role: number;
  permissions: number;
}

/** True when the flags include every bit of `flag`. */
export function hasFlag(flags: number, flag: number): boolean {
  return flag !== 0 && (flags & flag) === flag;
}

/** True when the user holds the role. */
export function hasRole(user: Pick<SessionUser, 'role'> | null | undefined, role: number): boolean {
  return !!user && hasFlag(user.role, role);
}

/** Staff are users with the Asante role. */
export function isStaff(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return hasRole(user, Role.Asante);
}

/** A signed-in user is a customer when lacking the Asante role, whatever other roles it holds. */
export function isCustomer(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return !!user && !isStaff(user);
}
