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

/** The name the header greets the customer by: the first word of `fullname`, else the login's part before "@". */
export function greetingName(profile: Pick<Profile, 'fullname' | 'user' | 'email'>): string {
  const first = profile.fullname.trim().split(/\s+/)[0] ?? '';
  if (first) return first;
  const login = (profile.email || profile.user).trim();
  return login.includes('@') ? login.slice(0, login.indexOf('@')) : login;
}

/** The initial on the header's account button (upper case), or '' when the customer has no name at all. */
export function nameInitial(profile: Pick<Profile, 'fullname' | 'user' | 'email'>): string {
  const [first = ''] = Array.from(greetingName(profile));
  return first.toLocaleUpperCase();
}
