/** The logged-in customer (DECISIONS.md section 3): pure. The login rules are in auth.ts. */

/** The customer as the login answer describes them (the password is never kept). */
export type Profile = {
  id: number;
  user: string;
  fullname: string;
  phone: string;
  email: string;
  extended: Record<string, unknown>;
};

/** Whether the login result gives the admin area (DECISIONS.md section 3). */
export function isAdminProfile(profile: Pick<Profile, 'extended'> | null | undefined): boolean {
  return profile?.extended.role === 'admin';
}
