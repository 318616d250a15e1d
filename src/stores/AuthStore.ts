import { makeAutoObservable, runInAction } from 'mobx';
import { record, string, unknown } from 'superstruct';
import { isMissingRoute } from '@/api/errors';
import type { FieldErrors, LoginField, RegistrationField, RegistrationInput } from '@/domain/auth';
import { isAdminProfile, type Profile } from '@/domain/profile';
import type { LastOrder } from './CartStore';
import type { RootStore } from './RootStore';
import { LOCAL_KEYS } from './storage';

export type { Profile };

const Extended = record(string(), unknown());

// The login, recovery and register calls and the forms' rules are only needed once a form is sent: kept
// out of the first page load. The rules come first (the forms, lazy parts themselves, have loaded them
// already, so a check answers at once); the calls after, while the request is being made.
const loadRules = () =>
  Promise.all([import('@/domain/auth'), import('@/domain/phone')]).then(([rules, phone]) => ({
    ...rules,
    isCompletePhone: phone.isCompletePhone,
  }));
const loadAuthApi = () => import('@/api/auth');

/** How a login or registration ended; the component turns it into what the customer sees. */
export type AuthOutcome<F extends string> =
  | { status: 'invalid'; errors: FieldErrors<F> }
  | { status: 'busy' }
  | { status: 'success'; message: string }
  | { status: 'rejected'; message: string }
  | { status: 'failed' }
  /** The backend has no such call (registration is the shop's own, DECISIONS.md section 6). */
  | { status: 'unavailable' };

/** How a password recovery ended: an empty e-mail sends nothing (SPEC.md section 5). */
export type RecoveryOutcome =
  | { status: 'skipped' }
  | { status: 'busy' }
  | { status: 'success'; message: string }
  | { status: 'rejected'; message: string }
  | { status: 'failed' };

/** Who is logged in; restored from local storage on load when `isAuth` is present (SPEC.md section 3). */
export class AuthStore {
  isLogin = false;
  profile: Profile | null = null;
  loginPending = false;
  recoveryPending = false;
  registrationPending = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AuthStore, 'root'>(this, { root: false }, { autoBind: true });
    this.restore();
  }

  get isAdmin(): boolean {
    return isAdminProfile(this.profile);
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
    for (const key of [
      LOCAL_KEYS.auth,
      LOCAL_KEYS.isAuth,
      LOCAL_KEYS.idUser,
      LOCAL_KEYS.user,
      LOCAL_KEYS.fullname,
      LOCAL_KEYS.mobilephone,
      LOCAL_KEYS.email,
      LOCAL_KEYS.extended,
    ]) {
      local.remove(key);
    }
    this.profile = null;
    this.isLogin = false;
  }

  /**
   * POST /api/login.php with e-mail, password, a fresh 30-character token and the locale. Code 1 keeps
   * the session (the token as `auth`; the password is never stored); a second call while one runs is refused.
   */
  async login(
    email: string,
    password: string,
  ): Promise<Exclude<AuthOutcome<LoginField>, { status: 'unavailable' }>> {
    const rules = await loadRules().catch((error: unknown) => console.error('Login failed', error));
    if (!rules) return { status: 'failed' };
    const errors = rules.validateLogin({ email, password });
    if (!rules.hasNoErrors(errors)) return { status: 'invalid', errors };
    if (this.loginPending) return { status: 'busy' };
    runInAction(() => {
      this.loginPending = true;
    });
    const token = rules.makeLoginToken();
    try {
      const { login } = await loadAuthApi();
      const answer = await login(this.root.api, { email, password, token, lang: this.root.ui.locale });
      if (!answer.ok) return { status: 'rejected', message: answer.message };
      runInAction(() => this.store(answer.profile, token));
      return { status: 'success', message: answer.message };
    } catch (error) {
      console.error('Login failed', error);
      return { status: 'failed' };
    } finally {
      runInAction(() => {
        this.loginPending = false;
      });
    }
  }

  /** POST /api/login.php with forgot: an empty e-mail sends nothing; a network error is only logged. */
  async recover(email: string): Promise<RecoveryOutcome> {
    if (!email.trim()) return { status: 'skipped' };
    if (this.recoveryPending) return { status: 'busy' };
    this.recoveryPending = true;
    try {
      const { recoverPassword } = await loadAuthApi();
      const answer = await recoverPassword(this.root.api, { email, lang: this.root.ui.locale });
      return answer.ok
        ? { status: 'success', message: answer.message }
        : { status: 'rejected', message: answer.message };
    } catch (error) {
      console.error('Password recovery failed', error);
      return { status: 'failed' };
    } finally {
      runInAction(() => {
        this.recoveryPending = false;
      });
    }
  }

  /**
   * POST /api/register.php (DECISIONS.md section 2); success logs the new customer in like a login. A backend
   * without the call answers `unavailable` (the form keeps its data and offers the phone number).
   */
  async register(input: RegistrationInput): Promise<AuthOutcome<RegistrationField>> {
    const rules = await loadRules().catch((error: unknown) => console.error('Registration failed', error));
    if (!rules) return { status: 'failed' };
    const errors = rules.validateRegistration(input, rules.isCompletePhone);
    if (!rules.hasNoErrors(errors)) return { status: 'invalid', errors };
    if (this.registrationPending) return { status: 'busy' };
    runInAction(() => {
      this.registrationPending = true;
    });
    const token = rules.makeLoginToken();
    try {
      const { register } = await loadAuthApi();
      const answer = await register(this.root.api, { ...input, lang: this.root.ui.locale });
      if (!answer.ok) return { status: 'rejected', message: answer.message };
      runInAction(() => this.store(answer.profile, token));
      return { status: 'success', message: answer.message };
    } catch (error) {
      if (isMissingRoute(error)) {
        console.warn('The backend has no register call: the form offers the phone number instead', error);
        return { status: 'unavailable' };
      }
      console.error('Registration failed', error);
      return { status: 'failed' };
    } finally {
      runInAction(() => {
        this.registrationPending = false;
      });
    }
  }

  /** Logout: clears the auth data of local storage and the logged-in flag (the cart and last order stay). */
  logout(): void {
    this.clear();
  }

  /** The customer's last order, as the cart keeps it (`lastCart`, `lastTotalPrice`). */
  get lastOrder(): LastOrder | null {
    return this.root.cart.lastOrder;
  }

  /** "Repeat order": puts every line of the last order into the cart and opens it; returns how many lines were added. */
  repeatLastOrder(): number {
    const order = this.lastOrder;
    if (!order) return 0;
    for (const { count, ...line } of order.lines) this.root.cart.add(line, count);
    this.root.cart.open();
    return order.lines.length;
  }
}
