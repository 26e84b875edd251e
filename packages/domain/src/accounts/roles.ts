// spec 01 §6 / issue 6: the roles a customer account has. Staff and admin are flags on the
// account; a club member has a member number; an organisation customer has the org flag.
export type CustomerRole = "customer" | "club_member" | "organisation" | "staff" | "admin";

export interface RoleFlags {
  isStaff: boolean;
  isAdmin: boolean;
  isOrgUser: boolean;
  clubMemberNumber: string | null;
}

export function customerRoles(flags: RoleFlags): CustomerRole[] {
  const roles: CustomerRole[] = ["customer"];
  if (flags.clubMemberNumber) roles.push("club_member");
  if (flags.isOrgUser) roles.push("organisation");
  // An admin is staff too: whatever staff may see, an admin may.
  if (flags.isStaff || flags.isAdmin) roles.push("staff");
  if (flags.isAdmin) roles.push("admin");
  return roles;
}

/** spec 01 §3: username is given to staff only. */
export function shellUsername(flags: RoleFlags & { username: string | null; email: string }): string | null {
  return flags.isStaff || flags.isAdmin ? (flags.username ?? flags.email) : null;
}
