import { makeAutoObservable } from 'mobx';
import { record, string, unknown } from 'superstruct';
import type { RootStore } from './RootStore';
import { LOCAL_KEYS } from './storage';

/** The customer as the login answer describes them (the password is never kept). */
export type Profile = {
  id: number;
  user: string;
  fullname: string;
  phone: string;
  email: string;
  extended: Record<string, unknown>;
};

const Extended = record(string(), unknown());

/** Who is logged in; restored from local storage on load when `isAuth` is present (SPEC.md section 3). */
export class AuthStore {
  isLogin = false;
  profile: Profile | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AuthStore, 'root'>(this, { root: false }, { autoBind: true });
    this.restore();
  }

  get isAdmin(): boolean {
    return this.profile?.extended.role === 'admin';
  }

  /** Rebuilds the session from local storage; a garbled value logs out cleanly instead of crashing. */
  restore(): void {
    const local = this.root.local;
    if (local.getRaw(LOCAL_KEYS.isAuth) === null) return;
    const id = Number(local.getRaw(LOCAL_KEYS.idUser));
    const extended = local.getJson(LOCAL_KEYS.extended, Extended);
    if (!Number.isInteger(id) || id <= 0) {
      console.warn('Dropped an unreadable login session from browser storage');
      this.clear();
      return;
    }
    this.profile = {
      id,
      user: local.getRaw(LOCAL_KEYS.user) ?? '',
      fullname: local.getRaw(LOCAL_KEYS.fullname) ?? '',
      phone: local.getRaw(LOCAL_KEYS.mobilephone) ?? '',
      email: local.getRaw(LOCAL_KEYS.email) ?? '',
      extended: extended ?? {},
    };
    this.isLogin = true;
  }

  /** Keeps a successful login in local storage under the keys of SPEC.md section 3. */
  store(profile: Profile, authToken: string): void {
    const local = this.root.local;
    local.setRaw(LOCAL_KEYS.auth, authToken);
    local.setRaw(LOCAL_KEYS.isAuth, '1');
    local.setRaw(LOCAL_KEYS.idUser, String(profile.id));
    local.setRaw(LOCAL_KEYS.user, profile.user);
    local.setRaw(LOCAL_KEYS.fullname, profile.fullname);
    local.setRaw(LOCAL_KEYS.mobilephone, profile.phone);
    local.setRaw(LOCAL_KEYS.email, profile.email);
    local.setJson(LOCAL_KEYS.extended, profile.extended);
    this.profile = profile;
    this.isLogin = true;
  }

  /** Forgets the session (logout). */
  clear(): void {
    const local = this.root.local;
    for (const key of [LOCAL_KEYS.auth, LOCAL_KEYS.isAuth, LOCAL_KEYS.idUser, LOCAL_KEYS.user, LOCAL_KEYS.fullname, LOCAL_KEYS.mobilephone, LOCAL_KEYS.email, LOCAL_KEYS.extended]) {
      local.remove(key);
    }
    this.profile = null;
    this.isLogin = false;
  }
}
